// A false statement made by turning one word into its opposite: "… code
// regions that have been executed at least once" becomes "… at most once",
// "Dependency resolution is automatically performed …" becomes "…
// manually performed …". Only pairs whose swap says the contrary in any field
// (never "more"/"less", "left"/"right", "before"/"after", which carry other
// senses, nor "enables"/"disables": "The Internet disables the spread of
// content" is given away by common sense), and only where the sentence holds one word of any pair: "from
// lowercase to uppercase" or "enabled or disabled" is true either way.

const pairs: [string, string][] = [
  ['increase', 'decrease'],
  ['increases', 'decreases'],
  ['increased', 'decreased'],
  ['increasing', 'decreasing'],
  ['larger', 'smaller'],
  ['faster', 'slower'],
  ['minimum', 'maximum'],
  ['synchronous', 'asynchronous'],
  ['synchronously', 'asynchronously'],
  ['internal', 'external'],
  ['lowercase', 'uppercase'],
  ['ascending', 'descending'],
  ['mutable', 'immutable'],
  ['explicit', 'implicit'],
  ['explicitly', 'implicitly'],
  ['static', 'dynamic'],
  ['statically', 'dynamically'],
  ['automatically', 'manually'],
  ['case-sensitive', 'case-insensitive'],
  ['big-endian', 'little-endian'],
  ['lossless', 'lossy'],
  ['horizontal', 'vertical'],
  ['horizontally', 'vertically'],
  ['aerobic', 'anaerobic'],
  ['endothermic', 'exothermic'],
  ['prokaryotic', 'eukaryotic'],
  ['prokaryotes', 'eukaryotes'],
  ['inflation', 'deflation'],
  ['surplus', 'deficit'],
  ['at runtime', 'at compile time'],
  ['at least', 'at most'],
  ['greater than', 'less than'],
];

// One way only: "required to build" and "to lower the cost" would not read back as "optional", "higher".
const oneWay: [string, string][] = [
  ['optional', 'required'],
  ['mandatory', 'optional'],
  ['higher', 'lower'],
  ['at run time', 'at compile time'],
];

const opposite = new Map<string, string>([
  ...pairs.flatMap(([a, b]): [string, string][] => [
    [a, b],
    [b, a],
  ]),
  ...oneWay,
]);
const words = [...new Set([...opposite.keys(), ...opposite.values()])]
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/\s/g, '\\s+'));
// Whole words only: "case-insensitive" is not "insensitive".
const anyWord = new RegExp(`(?<![\\p{L}-])(${words.join('|')})(?![\\p{L}-])`, 'giu');

export type Reversal = { statement: string; original: string; replacement: string };

/**
 * The statement with its one word of an opposite pair reversed, or null when
 * it holds none, more than one, or the word is quoted, a name or code.
 */
export function reversal(statement: string): Reversal | null {
  const found = [...statement.matchAll(anyWord)];
  if (found.length !== 1) return null;
  const match = found[0] as RegExpMatchArray;
  const original = match[0];
  const at = match.index ?? 0;
  // "Public Domain", "Static" as a name or heading word, "`static`": not the word's plain sense.
  if (/^\p{Lu}/u.test(original) && at > 0) return null;
  if (/["'`“‘]$/.test(statement.slice(0, at)) || /^["'`”’]/.test(statement.slice(at + original.length))) return null;
  // "for example static analysis tools": another example would be as true.
  if (/\b(for example|for instance|e\.g\.|such as|like|including)\s+(\S+\s+)?$/i.test(statement.slice(0, at)))
    return null;
  // "part of a larger group": a comparison with nothing to compare is a manner of speaking, not a fact.
  if (/^(larger|smaller|faster|slower|higher|greater)$/i.test(original)) {
    if (!/^(\s+\S+){0,3}?\s+than\b/.test(statement.slice(at + original.length))) return null;
  }
  // "At least, …": an aside, not the quantity.
  if (at === 0 && /\s/.test(original)) return null;
  const other = opposite.get(original.toLowerCase().replace(/\s+/g, ' '));
  if (!other) return null;
  const replacement = at === 0 ? other.charAt(0).toUpperCase() + other.slice(1) : other;
  let before = statement.slice(0, at);
  // "an explicit …" → "an implicit …", "a static …" → "a dynamic …": the article agrees.
  before = before.replace(/\b(a|an|A|An)(\s+)$/, (_, article: string, space: string) => {
    const an = /^[aeiou]/i.test(replacement);
    const word = an ? 'an' : 'a';
    return (article[0] === 'A' ? word.charAt(0).toUpperCase() + word.slice(1) : word) + space;
  });
  return { statement: before + replacement + statement.slice(at + original.length), original, replacement };
}
