// What pdf.js's text items say beyond their characters: the size, font and
// position of each line. Used to keep a page's structure in its text (a blank
// line wherever the font size changes or a gap opens, so a heading or a slide
// title never runs into the sentence below it) and to find headings by their
// font in a PDF without bookmarks.
import { hasHeadingShape } from '../../text/headings';
import type { OutlineEntry } from '../material-text';

/** A pdf.js text item (marked-content items have no `str`). */
export type PdfItem = { str?: string; hasEOL?: boolean; transform?: number[]; fontName?: string };
export type PdfStyles = Record<string, { fontFamily?: string } | undefined>;

export type PdfLine = {
  text: string;
  /** Font size of most of the line's characters (points, one decimal). */
  size: number;
  /** Font of most of the line's characters. */
  font: string;
  /** Share of the line's characters in that size and font. */
  share: number;
  monospace: boolean;
  /** Position of the line's first character (PDF units, y upwards). */
  x: number;
  y: number;
};

export type PdfPageLines = { page: number; height: number; lines: PdfLine[] };

const round = (n: number) => Math.round(n * 10) / 10;

/** The page's items grouped into lines at pdf.js's end-of-line marks. */
export function linesOf(items: readonly PdfItem[], styles: PdfStyles = {}): PdfLine[] {
  const lines: PdfLine[] = [];
  let current: PdfItem[] = [];
  const flush = () => {
    const text = current.map((item) => item.str ?? '').join('');
    if (text.trim()) {
      const weight = new Map<string, number>();
      let total = 0;
      for (const item of current) {
        const chars = (item.str ?? '').replace(/\s+/g, '').length;
        if (chars === 0) continue;
        const key = `${round(sizeOf(item))}|${item.fontName ?? ''}`;
        weight.set(key, (weight.get(key) ?? 0) + chars);
        total += chars;
      }
      const [style, count] = [...weight.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['0|', 0];
      const [size, font] = style.split('|') as [string, string];
      const first = current.find((item) => item.str?.trim()) ?? current[0];
      lines.push({
        text,
        size: Number(size),
        font,
        share: total > 0 ? count / total : 1,
        monospace: styles[font]?.fontFamily === 'monospace',
        x: first?.transform?.[4] ?? 0,
        y: first?.transform?.[5] ?? 0,
      });
    }
    current = [];
  };
  for (const item of items) {
    if (typeof item.str !== 'string') continue;
    current.push(item);
    if (item.hasEOL) flush();
  }
  flush();
  return lines;
}

/** The height of an item's glyphs: the vertical scale of its text matrix. */
const sizeOf = (item: PdfItem) => {
  const t = item.transform;
  return t ? Math.hypot(t[2] ?? 0, t[3] ?? 0) : 0;
};

/** The size and font of most of the text: the body text of these pages. */
export function bodyStyle(pages: readonly PdfPageLines[]): { size: number; font: string } {
  const weight = new Map<string, number>();
  for (const { lines } of pages) {
    for (const line of lines) {
      const key = `${line.size}|${line.font}`;
      weight.set(key, (weight.get(key) ?? 0) + line.text.length);
    }
  }
  const [style] = [...weight.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['0|'];
  const [size, font] = style.split('|') as [string, string];
  return { size: Number(size), font };
}

/** Sizes this much apart are different fonts: a heading, a footnote, a caption. */
const sizeStep = 0.12;
const differentSize = (a: number, b: number) => Math.abs(a - b) > Math.max(a, b) * sizeStep;

/** The usual distance between consecutive lines of the same size on this page. */
function linePitch(lines: readonly PdfLine[]): number | null {
  const counts = new Map<number, number>();
  for (let i = 1; i < lines.length; i++) {
    const [a, b] = [lines[i - 1] as PdfLine, lines[i] as PdfLine];
    const gap = round(a.y - b.y);
    if (gap <= 0 || differentSize(a.size, b.size) || gap > a.size * 3) continue;
    counts.set(gap, (counts.get(gap) ?? 0) + 1);
  }
  const [pitch] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [null];
  return pitch;
}

/**
 * The page's text, one line per line, with a blank line where a paragraph
 * cannot run on: where the font size changes, where a gap wider than the
 * usual line spacing opens, and around each heading (`headings` numbers the
 * lines of each).
 */
export function layoutText(lines: readonly PdfLine[], headings: ReadonlyMap<PdfLine, number> = new Map()): string {
  const pitch = linePitch(lines);
  const out: string[] = [];
  lines.forEach((line, i) => {
    const previous = lines[i - 1];
    if (previous) {
      const gap = previous.y - line.y;
      const wide = gap > (pitch ? pitch * 1.6 : Math.max(previous.size, line.size) * 2);
      // A heading wrapped over two lines stays one heading.
      const heading = headings.get(line) !== headings.get(previous);
      if (differentSize(previous.size, line.size) || wide || heading) out.push('');
    }
    out.push(line.text);
  });
  return out.join('\n');
}

/** A heading line's title: its text, with spacing tidied and stray marks before it dropped. */
const titleOf = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/\s+/g, ' ')
    .replace(/^[^\p{L}\p{N}"“‘(]+/u, '')
    .trim();

// Lines set like headings that are not: captions, a line ending mid-word or
// introducing what follows ("Editorial Board:"), a picture's letters ("kikikiki").
const notHeading = /^(figure|fig\.|table|listing|algorithm|chart|plate)\s+\d|[-:]$|(\p{L}{2,3})\2{2,}/iu;

const isHeadingText = (text: string) => {
  const t = titleOf(text);
  return t.split(' ').length <= 14 && hasHeadingShape(t) && !notHeading.test(t);
};

/**
 * Fonts, other than the body's, that set whole lines at about the body size
 * and mostly lines shaped like headings ("3.1 Traces" in bold): a heading font.
 */
function headingFonts(pages: readonly PdfPageLines[], body: { size: number; font: string }): Set<string> {
  const stats = new Map<string, { lines: number; headings: number }>();
  for (const { lines } of pages) {
    for (const line of lines) {
      if (line.font === body.font || line.monospace || line.share < 0.9 || differentSize(line.size, body.size))
        continue;
      const s = stats.get(line.font) ?? { lines: 0, headings: 0 };
      s.lines++;
      if (isHeadingText(line.text)) s.headings++;
      stats.set(line.font, s);
    }
  }
  const fonts = new Set<string>();
  for (const [font, s] of stats) if (s.headings >= 2 && s.headings >= s.lines * 0.6) fonts.add(font);
  return fonts;
}

export type FoundHeading = { title: string; size: number; page: number; lines: PdfLine[] };

/**
 * Headings by their font: lines clearly larger than the body text, or whole
 * lines at the body size in a heading font, shaped like headings; a heading
 * wrapped over up to three lines of the same size is one heading.
 */
export function fontHeadings(pages: readonly PdfPageLines[]): FoundHeading[] {
  const body = bodyStyle(pages);
  if (body.size <= 0) return [];
  const fonts = headingFonts(pages, body);
  const found: FoundHeading[] = [];
  for (const { page, lines } of pages) {
    const onPage: (FoundHeading & { at: number })[] = [];
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i] as PdfLine;
      const large = line.size > body.size * (1 + sizeStep);
      const bold = !large && fonts.has(line.font) && line.share >= 0.9 && !differentSize(line.size, body.size);
      if ((!large && !bold) || line.monospace) continue;
      const group = [line];
      while (group.length < 3) {
        const next = lines[i + group.length];
        const last = group.at(-1) as PdfLine;
        if (!next || next.size !== line.size || next.font !== line.font || last.y - next.y > line.size * 1.8) break;
        if (last.y - next.y <= 0) break;
        group.push(next);
      }
      const title = titleOf(group.map((l) => l.text).join(' '));
      if (isHeadingText(title)) onPage.push({ title, size: large ? line.size : body.size, page, lines: group, at: i });
      i += group.length - 1;
    }
    found.push(...withoutRuns(onPage, lines));
  }
  return found;
}

/**
 * Three or more "headings" in a row in one style, with no text between them,
 * are a list or a table set in that font (an editorial board, a legend).
 */
function withoutRuns(found: (FoundHeading & { at: number })[], lines: readonly PdfLine[]): FoundHeading[] {
  const runs: (FoundHeading & { at: number })[][] = [];
  for (const heading of found) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    const adjacent = last && last.at + last.lines.length === heading.at && last.size === heading.size;
    if (run && adjacent && lines[heading.at]?.font === lines[last.at]?.font) run.push(heading);
    else runs.push([heading]);
  }
  return runs.filter((run) => run.length < 3).flatMap((run) => run.map(({ at: _, ...heading }) => heading));
}

/** "Routing (cont.)", "Routing (2)", "Routing 2/3": the same slide title. */
const slideKey = (title: string) =>
  title
    .toLowerCase()
    .replace(/\s*(\((cont(inued|'d|\.)?|\d+)\)|\d+\s*\/\s*\d+|[-–—:]\s*(cont(inued|'d|\.)?|part \d+))\s*$/i, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * A slide deck's titles: when most pages (at least three) open with one line
 * in a larger font near the top, each such page is a section named by its
 * title, and consecutive slides with the same title are one section.
 */
export function slideTitles(pages: readonly PdfPageLines[]): OutlineEntry[] | null {
  const filled = pages.filter((p) => p.lines.length > 0);
  if (filled.length < 3) return null;
  const titles: { title: string; page: number }[] = [];
  for (const { page, height, lines } of filled) {
    const largest = Math.max(...lines.map((l) => l.size));
    const top = lines.filter((l) => l.size === largest);
    const rest = bodyStyle([{ page, height, lines: lines.filter((l) => l.size !== largest) }]);
    const first = top[0];
    // A damaged page's sizes may be unreadable (NaN): it has no title to find.
    if (!first) continue;
    const wrapped = top.length <= 3 && top.every((l, k) => k === 0 || lines.indexOf(l) === lines.indexOf(first) + k);
    const high = height <= 0 || first.y >= height * 0.55;
    const title = titleOf(top.map((l) => l.text).join(' '));
    if (largest > rest.size * 1.2 && wrapped && high && isHeadingText(title)) titles.push({ title, page });
  }
  if (titles.length < Math.max(3, filled.length * 0.6)) return null;
  const outline: OutlineEntry[] = [];
  for (const { title, page } of titles) {
    const last = outline.at(-1);
    if (last && slideKey(last.title) === slideKey(title)) continue;
    outline.push({ title, level: 1, page });
  }
  return outline;
}
