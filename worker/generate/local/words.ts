// Content words as the engine compares texts: normalised as verify.ts
// normalises, without function words, the last letter of a plural dropped
// ("lists and tuples" gives "list", "tuple").
import { functionWords } from '../../text/lexicon';
import { singular } from '../../text/phrases';
import { normalise } from '../verify';

export const contentWordsOf = (text: string) =>
  normalise(text)
    .split(' ')
    .filter((w) => w.length > 2 && !functionWords.has(w))
    .map(singular);
