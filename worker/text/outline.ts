// Where each block of a cleaned document sits in its material's section tree,
// and the section tree of a document whose extractor found none (its headings
// as the cleaning step found them).
import type { OutlineEntry } from '../ingest/material-text';
import type { Block } from './clean';
import { headingDepth, headingKey } from './headings';

/**
 * For each block, the index of the deepest outline entry it sits in (-1 before
 * the first). A section starts at the heading block that repeats its title
 * when the text has one (a PDF page may end one section and start the next),
 * else with its page: the PDF page it starts on, or the section (of a DOCX or
 * TXT) it heads.
 */
export function sectionIndexes(blocks: readonly Block[], outline: readonly OutlineEntry[], paged: boolean): number[] {
  // Which entries the text shows a heading for, and where.
  const byKey = new Map<string, number[]>();
  outline.forEach((entry, j) => {
    const key = headingKey(entry.title);
    if (key) byKey.set(key, [...(byKey.get(key) ?? []), j]);
  });
  const startsAt = new Map<number, number>();
  const matched = new Set<number>();
  blocks.forEach((block, i) => {
    if (block.kind !== 'heading') return;
    const j = byKey
      .get(headingKey(block.text))
      ?.find((k) => !matched.has(k) && (outline[k] as OutlineEntry).page === block.page);
    if (j === undefined) return;
    matched.add(j);
    startsAt.set(i, j);
  });

  const out: number[] = [];
  let current = -1;
  blocks.forEach((block, i) => {
    for (let next = current + 1; next < outline.length; next++) {
      const page = (outline[next] as OutlineEntry).page;
      const started = page < block.page || (page === block.page && !(paged && matched.has(next)));
      if (!started) break;
      current = next;
    }
    const start = startsAt.get(i);
    if (start !== undefined && start > current) current = start;
    out.push(current);
  });
  return out;
}

/** Each entry's parent: the nearest entry before it at a higher level (-1 at the top). */
export function parents(outline: readonly OutlineEntry[]): number[] {
  const stack: number[] = [];
  return outline.map((entry, i) => {
    while (stack.length > 0 && (outline[stack.at(-1) as number] as OutlineEntry).level >= entry.level) stack.pop();
    const parent = stack.at(-1) ?? -1;
    stack.push(i);
    return parent;
  });
}

/**
 * The section tree of a cleaned document's own headings: their depth from
 * their numbers ("2.3" under "2"), unnumbered headings below numbered ones.
 */
export function outlineOfBlocks(blocks: readonly Block[]): OutlineEntry[] {
  const entries = blocks
    .filter((b) => b.kind === 'heading')
    .map((b) => ({ title: b.text, level: headingDepth(b.text), page: b.page }));
  const used = [...new Set(entries.map((e) => e.level))].sort((a, b) => a - b);
  return entries.map((e) => ({ ...e, level: used.indexOf(e.level) + 1 }));
}
