// What sort of word a term is, judged by its spelling, so that the options of
// one question read alike: identifiers with identifiers ("TypeError",
// "StopIteration"), acronyms with acronyms, people with people, names with
// names of as many words, named things with named things ("Debian package",
// "Linux kernel"), gerunds with gerunds.

const nameJoiners = new Set(['of', 'and', 'for', 'the', 'de', 'von', 'van']);
const honorific = /^(mr|mrs|ms|miss|dr|sir|lady|lord|colonel|captain|prof|st)\b/i;

export function shapeOf(display: string): string {
  if (/^[\p{Lu}\d]{2,}$/u.test(display)) return 'acronym';
  if (/\p{Ll}\p{Lu}/u.test(display)) return 'identifier';
  if (honorific.test(display)) return 'person';
  const words = display.split(/\s+/);
  const capitalised = words.filter((w) => /^\p{Lu}/u.test(w) || nameJoiners.has(w)).length;
  if (capitalised === words.length) return `name of ${Math.min(words.length, 3)} words`;
  const gerund = display.endsWith('ing') ? 'gerund' : 'noun';
  return /^\p{Lu}/u.test(display) ? `named ${gerund}` : gerund;
}

/**
 * Without a part-of-speech reading, a word of another language is matched by
 * its script and ending ("-tion" with "-tion", two Han characters with two),
 * which keeps a false statement's swap from turning a noun into a verb.
 */
export function foreignShapeOf(display: string): string {
  const chars = [...display];
  if (/\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana}|\p{Script=Hangul}/u.test(display))
    return `cjk ${chars.length}`;
  return `${/^\p{Lu}/u.test(display) ? 'name' : 'word'} -${chars.slice(-3).join('').toLowerCase()}`;
}
