// A PDF's headings found by their font are read page range by page range;
// their levels can only be settled once all of them are known.
import type { OutlineEntry } from '../material-text';

const sizeClass = (size: number) => Math.round(size * 2) / 2;
const titleKey = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The section tree of a whole document from the outlines of its page ranges:
 * bookmarks or slide titles as they are; else the headings found by their
 * font, without running heads and the title page's lines, one level per font
 * size (the largest is level 1). Undefined when no range has an outline (a
 * text extracted before outlines existed).
 */
export function settleOutline(parts: readonly (readonly OutlineEntry[] | undefined)[]): OutlineEntry[] | undefined {
  if (parts.every((part) => part === undefined)) return undefined;
  const all = parts.flatMap((part) => part ?? []);
  const fixed = all.filter((entry) => entry.size === undefined);
  if (fixed.length > 0) return fixed;

  // A title on three pages or more is a running head, not a section.
  const pagesOf = new Map<string, Set<number>>();
  for (const entry of all) {
    const key = titleKey(entry.title);
    pagesOf.set(key, (pagesOf.get(key) ?? new Set()).add(entry.page));
  }
  const headings = all.filter((entry) => (pagesOf.get(titleKey(entry.title))?.size ?? 0) < 3);

  const classes = new Map<number, OutlineEntry[]>();
  for (const entry of headings) {
    const size = sizeClass(entry.size ?? 0);
    classes.set(size, [...(classes.get(size) ?? []), entry]);
  }
  const firstPage = Math.min(...headings.map((entry) => entry.page));
  const pastFirstPage = headings.some((entry) => entry.page !== firstPage);
  const sizes = [...classes.keys()].sort((a, b) => b - a);
  // The title page's large lines (title, authors, a journal's banner), and a size used once
  // above the real headings (a title repeated on the second page), are no sections.
  const kept = sizes.filter((size) => {
    const entries = classes.get(size) ?? [];
    const others = headings.length - entries.length;
    if (others === 0) return true;
    const titlePage = pastFirstPage && entries.length <= 3 && entries.every((entry) => entry.page === firstPage);
    const once = entries.length === 1 && size > (sizes.find((s) => (classes.get(s)?.length ?? 0) > 1) ?? 0);
    return !titlePage && !once;
  });
  const level = new Map(kept.map((size, i) => [size, Math.min(i + 1, 6)]));
  return headings.flatMap((entry) => {
    const l = level.get(sizeClass(entry.size ?? 0));
    return l ? [{ title: entry.title, level: l, page: entry.page }] : [];
  });
}
