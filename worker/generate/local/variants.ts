// The other spellings a student may write for an answer and still be right:
// singular or plural, British or American spelling, hyphenated or not.
import { singular } from '../../text/phrases';
import { normalise } from '../verify';

const maxVariants = 12;

/** "Generators" at the start of a sentence is the term "generators"; names and acronyms keep their capitals. */
export const lowerFirst = (text: string) =>
  /^\p{Lu}(\p{Ll}|\s)/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

// Plurals no rule gives; `singular` (text/phrases) knows the way back for most of them.
const irregularPlurals: Record<string, string> = {
  criterion: 'criteria',
  phenomenon: 'phenomena',
  datum: 'data',
  medium: 'media',
  index: 'indices',
  matrix: 'matrices',
  vertex: 'vertices',
  analysis: 'analyses',
  hypothesis: 'hypotheses',
  thesis: 'theses',
  axis: 'axes',
  basis: 'bases',
  child: 'children',
  person: 'people',
  foot: 'feet',
  tooth: 'teeth',
  mouse: 'mice',
  goose: 'geese',
};

/** The plural of an English noun; null when a rule would guess ("status", "video"). */
export function pluralOf(word: string): string | null {
  const irregular = irregularPlurals[word];
  if (irregular) return irregular;
  // Gerunds ("debugging") have no plural; words in -s and -o are too irregular to guess.
  if (!/^\p{Ll}[\p{Ll}-]*$/u.test(word) || /(s|ing|o)$/.test(word)) return null;
  // "man", "woman", "chairman" → "-men"; "human", "German" are regular but rarer as answers than wrong as "-mans".
  if (/(^|[^u])man$/.test(word)) return `${word.slice(0, -3)}men`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(x|z|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

// British and American spellings. Endings are only rewritten where the rule is
// regular (-ise/-ize, -yse/-yze, British -our/-tre/-logue); the irregular
// American-to-British words are listed.
const spellingRules: [RegExp, string][] = [
  [/^(\p{L}{3,})is(e|ed|es|ing|ation|ations|er|ers)$/u, '$1iz$2'],
  [/^(\p{L}{3,})iz(e|ed|es|ing|ation|ations|er|ers)$/u, '$1is$2'],
  [/^(\p{L}{2,})ys(e|ed|es|ing)$/u, '$1yz$2'],
  [/^(\p{L}{2,})yz(e|ed|es|ing)$/u, '$1ys$2'],
  [/^(\p{L}{3,}[^aeiou])our(s|ed|ing|ite|ites|able)?$/u, '$1or$2'],
  [/^(\p{L}{2,})tre(s)?$/u, '$1ter$2'],
  [/^(\p{L}{3,})logue(s)?$/u, '$1log$2'],
];
const britishOf: Record<string, string> = {
  color: 'colour',
  behavior: 'behaviour',
  favor: 'favour',
  favorite: 'favourite',
  honor: 'honour',
  labor: 'labour',
  neighbor: 'neighbour',
  flavor: 'flavour',
  humor: 'humour',
  rumor: 'rumour',
  harbor: 'harbour',
  vapor: 'vapour',
  center: 'centre',
  meter: 'metre',
  liter: 'litre',
  fiber: 'fibre',
  theater: 'theatre',
  catalog: 'catalogue',
  dialog: 'dialogue',
  analog: 'analogue',
  defense: 'defence',
  license: 'licence',
  offense: 'offence',
};
// Words that end like a rule but are spelled one way everywhere ("exercise", "four", "hour").
const sameEverywhere =
  /^(exercise|promise|premise|expertise|enterprise|surprise|compromise|advertise|otherwise|likewise|paradise|precise|concise|televise|improvise|supervise|revise|devise|comprise|advise|despise|franchise|merchandise|noise|raise|praise|poise|cruise|bruise|wise|rise|size|prize|seize|maize|four|hour|your|pour|tour|flour|scour|detour|contour)$/;

function spellingVariants(word: string): string[] {
  if (word !== word.toLowerCase() || sameEverywhere.test(word)) return [];
  const out: string[] = [];
  for (const [pattern, replacement] of spellingRules)
    if (pattern.test(word)) out.push(word.replace(pattern, replacement));
  const plural = word.endsWith('s') ? 's' : '';
  const british = britishOf[plural ? word.slice(0, -1) : word];
  if (british) out.push(british + plural);
  return out;
}

/** The answer's last word in the other grammatical number, for common nouns only. */
function numberVariants(words: string[]): string[][] {
  const last = words.at(-1);
  // Names, numbers and abbreviations ("tmpfs") have no other number.
  if (!last || /\p{Lu}|\d/u.test(last) || !/[aeiouy]/.test(last.slice(0, -1))) return [];
  const head = words.slice(0, -1);
  // "parentheses", "hypotheses": the singular ends in -sis, which `singular` cannot know.
  const one = /eses$/.test(last) ? `${last.slice(0, -4)}esis` : singular(last);
  const out: string[][] = [];
  if (one !== last) out.push([...head, one]);
  const many = pluralOf(one);
  if (many && many !== last) out.push([...head, many]);
  return out;
}

/**
 * Other answers graded correct for `answer`, without the answer itself:
 * singular/plural and spelling variants (English only), hyphenated compounds
 * spaced or closed up, numbers with or without thousands separators.
 */
export function answerVariants(answer: string, english = true): string[] {
  const trimmed = answer.trim();
  if (/^[\d,.]+$/.test(trimmed)) {
    const plain = trimmed.replace(/,/g, '');
    // "12,000" or "12000"; but a year or a four-digit count is never written "1,770".
    const grouped =
      Number.isInteger(Number(plain)) && Number(plain) >= 10_000 ? Number(plain).toLocaleString('en-US') : plain;
    return unique([plain, grouped], trimmed);
  }
  const words = trimmed.split(/\s+/);
  if (!english) return unique(trimmed.includes('-') ? [trimmed.replace(/-/g, ' ')] : [], trimmed);
  const forms: string[][] = [words, ...numberVariants(words)];
  for (const form of [...forms]) {
    form.forEach((word, i) => {
      for (const variant of spellingVariants(word)) forms.push(form.map((w, j) => (j === i ? variant : w)));
    });
  }
  const out = forms.map((f) => f.join(' '));
  for (const text of [...out]) {
    if (text.includes('-')) out.push(text.replace(/-/g, ' '), text.replace(/-/g, ''));
  }
  return unique(out, trimmed);
}

function unique(candidates: string[], answer: string): string[] {
  const seen = new Set([normalise(answer)]);
  const out: string[] = [];
  for (const candidate of candidates) {
    const key = normalise(candidate);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(candidate);
    if (out.length === maxVariants) break;
  }
  return out;
}
