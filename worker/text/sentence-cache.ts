// A block's sentences and their noun phrases, computed once however many
// analyses read them (terms, definitions, topics): splitting and chunking are
// the costliest steps after cleaning.
import type { Block } from './clean';
import { nounPhrases, type Span } from './phrases';
import { splitSentences } from './sentences';

const sentences = new WeakMap<Block, string[]>();
const phrases = new WeakMap<Block, Span[][]>();

export function sentencesOf(block: Block): string[] {
  let found = sentences.get(block);
  if (!found) {
    found = splitSentences(block.text);
    sentences.set(block, found);
  }
  return found;
}

/** The noun phrases of the block's sentence number `index`. */
export function phrasesOf(block: Block, index: number): Span[] {
  let perSentence = phrases.get(block);
  if (!perSentence) {
    perSentence = [];
    phrases.set(block, perSentence);
  }
  let found = perSentence[index];
  if (!found) {
    found = nounPhrases(sentencesOf(block)[index] ?? '');
    perSentence[index] = found;
  }
  return found;
}
