// Where a quoted sentence is: the page (or section) of the material whose
// text holds it, as verify.ts will check it.
import type { MaterialPage } from '../../ingest/material-text';
import type { Block } from '../../text/clean';
import { normalise } from '../verify';

/**
 * The page a sentence is on: its paragraph's first page, or one of the next
 * two when the paragraph runs over a page break. Null when the sentence cannot
 * be found on them (it straddles the break, or cleaning changed it too much to
 * quote). The test is verify.ts's `quoteIsOnPage`, with each page's words
 * prepared once instead of once per sentence.
 */
export function pageLocator(read: MaterialPage[], all: Map<number, string>, paged: boolean) {
  const order = read.map((p) => p.page);
  const position = new Map(order.map((page, i) => [page, i]));
  const prepared = new Map<number, { text: string; triples: Set<string> | null }>();
  const pageOf = (page: number) => {
    let entry = prepared.get(page);
    if (!entry) {
      entry = { text: normalise(all.get(page) ?? ''), triples: null };
      prepared.set(page, entry);
    }
    return entry;
  };
  const triplesOf = (page: number) => {
    const entry = pageOf(page);
    entry.triples ??= new Set(triples(entry.text.split(' ')));
    return entry.triples;
  };
  return (block: Block, sentence: string): number | null => {
    const at = position.get(block.page);
    const candidates = paged && at !== undefined ? order.slice(at, at + 3) : [block.page];
    const needle = normalise(sentence);
    for (const page of candidates) if (pageOf(page).text.includes(needle)) return page;
    const words = needle.split(' ');
    if (words.length < 6) return null;
    const wanted = triples(words);
    for (const page of candidates) {
      const known = triplesOf(page);
      if (wanted.filter((t) => known.has(t)).length / wanted.length >= 0.85) return page;
    }
    return null;
  };
}

const triples = (words: string[]) => words.slice(0, -2).map((w, i) => `${w} ${words[i + 1]} ${words[i + 2]}`);
