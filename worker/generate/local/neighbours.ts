// Which words stand next to which in the material. A distractor (or a false
// statement's stand-in) that would form a phrase the material itself uses in
// the answer's place ("lists and tuples" for "lists and _____") might be right
// too, so it is not offered.
import type { Mention, Reading, Sentence } from './reading';
import { contentWordsOf } from './words';

/** Adjacent content words, singular, of a sentence: "lists and tuples" gives "list tuple". */
export function addNeighbours(into: Set<string>, text: string) {
  const words = contentWordsOf(text);
  for (let i = 1; i < words.length; i++) into.add(`${words[i - 1]} ${words[i]}`);
}

/** The content words either side of a mention: what any other answer put there would have to fit. */
export type Place = { before: string | undefined; after: string | undefined };

export function placeOf(sentence: Sentence, mention: Mention): Place {
  return {
    before: contentWordsOf(sentence.text.slice(0, mention.start)).at(-1),
    after: contentWordsOf(sentence.text.slice(mention.end))[0],
  };
}

const edges = new Map<string, [string | undefined, string | undefined]>();

/** Would `text` in this place make a phrase the material itself uses ("lists and tuples")? Then it may be right too. */
export function fitsPlace(reading: Reading, place: Place, text: string): boolean {
  let edge = edges.get(text);
  if (!edge) {
    const words = contentWordsOf(text);
    edge = [words[0], words.at(-1)];
    // A term's first and last content words never change; the cache only spares recomputing them.
    if (edges.size > 5000) edges.clear();
    edges.set(text, edge);
  }
  const [first, last] = edge;
  return (
    (place.before !== undefined && first !== undefined && reading.neighbours.has(`${place.before} ${first}`)) ||
    (place.after !== undefined && last !== undefined && reading.neighbours.has(`${last} ${place.after}`))
  );
}
