// Which pages the engine reads. A long manual has far more sentences than an
// exam needs, and a Worker has bounded CPU: past a budget, the engine reads
// runs of consecutive pages spread over the whole material (runs keep running
// heads and sections recognisable), placed by the seed so that another seed
// reads other parts, and starting with pages that name a preferred topic or
// hold the most definitions.
import type { MaterialPage } from '../../ingest/material-text';
import { draw } from '../random';

const definitionSignal =
  /\b(?:is|are) (?:an?|the) [\w-]+(?: [\w-]+)? (?:that|which|who|used|of|for|in)\b|\brefers? to\b|\bis defined as\b|\b(?:is|are) (?:called|known as)\b|\([A-Z]{2,6}s?\)/g;

/** About 150 pages of a textbook: enough sentences for any exam, and quick to clean. */
const readingBudget = 250_000;
const runs = 12;

export function pagesToRead(pages: MaterialPage[], seed: number, topics: readonly string[] = []): MaterialPage[] {
  const total = pages.reduce((sum, p) => sum + p.text.length, 0);
  if (total <= readingBudget) return pages;
  const runBudget = readingBudget / runs;
  const phase = draw(seed, 'pages');
  const starts: number[] = [];
  const wanted = topics.map((t) => t.toLowerCase()).filter(Boolean);
  if (wanted.length > 0) {
    // Half the runs may go to pages that name a preferred topic, in page order.
    for (const [index, page] of pages.entries()) {
      if (starts.length >= runs / 2) break;
      const text = page.text.toLowerCase();
      if (wanted.some((t) => text.includes(t)) && !starts.some((s) => Math.abs(s - index) < 8)) starts.push(index);
    }
  }
  // Definitions and abbreviations make the fairest questions: up to half the runs (less what the preferred topics
  // took) start on the pages richest in them.
  const rich = pages
    .map((page, index) => ({ index, signals: page.text.match(definitionSignal)?.length ?? 0 }))
    .filter((p) => p.signals >= 2)
    .sort((a, b) => b.signals - a.signals || a.index - b.index);
  for (const { index } of rich) {
    if (starts.length >= runs / 2) break;
    if (!starts.some((s) => Math.abs(s - index) < 8)) starts.push(index);
  }
  const spread = runs - starts.length;
  for (let r = 0; r < spread; r++) starts.push(Math.floor(((r + phase) / spread) * pages.length));
  const chosen = new Set<number>();
  for (const start of starts) {
    let length = 0;
    for (let i = start; i < pages.length && length < runBudget; i++) {
      if (chosen.has(i)) break;
      chosen.add(i);
      length += (pages[i] as MaterialPage).text.length;
    }
  }
  return pages.filter((_, i) => chosen.has(i));
}
