// The garbage gate: text that a font without a Unicode map, a wrong encoding or
// a broken extractor turned into nonsense must never reach a question. Cheap
// counting only, no model; also names the writing system the text is in.

export type Script = 'latin' | 'han' | 'kana' | 'hangul' | 'arabic' | 'cyrillic' | 'other' | 'none';
export type TextQuality = { garbage: boolean; reason?: string; script: Script };

type Profile = Record<Exclude<Script, 'none'>, number> & { letters: number; odd: number; control: number };

// Latin Extended-B letters that real languages use (Vietnamese ơ ư, Romanian ș ț, pinyin tone marks).
const legitimateExtendedB = /[ƠơƯưȘșȚțǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜ]/;

function profile(text: string): Profile {
  const p: Profile = {
    latin: 0,
    han: 0,
    kana: 0,
    hangul: 0,
    arabic: 0,
    cyrillic: 0,
    other: 0,
    letters: 0,
    odd: 0,
    control: 0,
  };
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp < 0x20 && cp !== 0x09 && cp !== 0x0a && cp !== 0x0d) {
      p.control++;
      continue;
    }
    if (cp < 0x80) {
      if ((cp >= 0x41 && cp <= 0x5a) || (cp >= 0x61 && cp <= 0x7a)) {
        p.letters++;
        p.latin++;
      }
      continue;
    }
    // Unmapped glyphs land in Latin Extended-B/IPA/spacing modifiers, the private use area or U+FFFD.
    if (
      (cp >= 0x180 && cp <= 0x2ff && !legitimateExtendedB.test(ch)) ||
      (cp >= 0xe000 && cp <= 0xf8ff) ||
      cp === 0xfffd
    ) {
      p.odd++;
      continue;
    }
    if (!/\p{L}/u.test(ch)) continue;
    p.letters++;
    if (cp < 0x250) p.latin++;
    else if (cp >= 0x3040 && cp <= 0x30ff) p.kana++;
    else if ((cp >= 0x4e00 && cp <= 0x9fff) || (cp >= 0x3400 && cp <= 0x4dbf) || (cp >= 0xf900 && cp <= 0xfaff))
      p.han++;
    else if ((cp >= 0xac00 && cp <= 0xd7af) || (cp >= 0x1100 && cp <= 0x11ff)) p.hangul++;
    else if ((cp >= 0x600 && cp <= 0x6ff) || (cp >= 0x750 && cp <= 0x77f) || (cp >= 0xfb50 && cp <= 0xfeff)) p.arabic++;
    else if (cp >= 0x400 && cp <= 0x52f) p.cyrillic++;
    else p.other++;
  }
  return p;
}

function dominant(p: Profile): Script {
  if (p.letters === 0) return 'none';
  // Japanese mixes kanji and kana: a modest share of kana decides it.
  if (p.kana > 0.05 * p.letters) return 'kana';
  let best: Script = 'other';
  let bestCount = -1;
  for (const script of ['latin', 'han', 'hangul', 'arabic', 'cyrillic', 'other'] as const) {
    if (p[script] > bestCount) {
      best = script;
      bestCount = p[script];
    }
  }
  return best;
}

// Shapes that real words almost never have: a capital inside lower case ("npVIMeHe"),
// digits between letters ("o6nO"), brackets or tildes inside a word ("Cl>opMa").
const oddShape = /[a-z][A-Z]+[a-z]|[A-Za-z]\d+[A-Za-z]|[A-Za-z][><~^{}|\\][A-Za-z]|[A-Z]{2,}[a-z]+[A-Z]/;
// UTF-8 read as Windows-1252: "Ã©", "â€™", "Â ".
const doubleEncoded = /Ã[\u0080-\u00bf]|â€[\u0080-\u00bf\u2018-\u201e\u2020-\u2122]|Â[\u00a0-\u00bf]/g;

/** Share of Latin words (3+ characters) with a shape real words do not have; null below 8 such words. */
function oddWordShare(text: string): number | null {
  // Counted with two global searches rather than word by word: this runs on every page and sentence.
  const latin = text.match(latinWord)?.length ?? 0;
  if (latin < 8) return null;
  return (text.match(oddWord)?.length ?? 0) / latin;
}

// The character classes before the letter do not overlap, so a long token cannot make the search backtrack.
const latinWord = /(?<!\S)(?=\S{3,})[("'[]*[^\s("'[A-Za-z]*[A-Za-z]\S*/g;
const oddWord = new RegExp(`(?<!\\S)\\S*(?:${oddShape.source})\\S*`, 'g');

export function textQuality(text: string): TextQuality {
  const p = profile(text);
  const script = dominant(p);
  const visible = text.replace(/\s+/g, '').length;
  if (visible === 0) return { garbage: false, script };
  if (p.control + p.odd > 0.05 * visible)
    return { garbage: true, reason: 'unmapped glyphs or control characters', script };
  const doubled = text.match(doubleEncoded)?.length ?? 0;
  if (doubled >= 3 && doubled > 0.01 * visible) return { garbage: true, reason: 'wrongly decoded characters', script };
  if (script === 'latin') {
    const share = oddWordShare(text);
    if (share !== null && share > 0.15) return { garbage: true, reason: 'words with impossible shapes', script };
  }
  return { garbage: false, script };
}
