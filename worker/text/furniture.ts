// Page furniture: running heads and feet that a PDF repeats on many pages
// ("Debian Reference 13 / 233"), and bare page numbers.

type PagedLine = { text: string; page: number };

// Numbers aside, Arabic or Roman: "Debian Reference 13 / 233", "Debian Reference iii".
const key = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/\d+/g, '#')
    .replace(/^[ivxlc]+\s|\s[ivxlc]+$/g, ' # ')
    .replace(/\s+/g, ' ');
// "Chapter 2" opens a chapter at the top of a page, like a running head, but is not one.
const chapterLine = /^(chapter|part|book|volume|appendix|lecture|lesson|unit)\s+\S+$/i;
const edgeLines = 2;

/**
 * Indexes of lines that recur, numbers aside, on at least 30% of the pages
 * (and at least 3), or at the top or bottom of at least 3 pages (a chapter's
 * running head in a long book).
 */
export function furnitureLines(lines: readonly PagedLine[], pageCount: number): Set<number> {
  const furniture = new Set<number>();
  if (pageCount < 3) return furniture;
  const seen = new Map<string, { pages: number; edgePages: number; lastPage: number; lastEdgePage: number }>();
  const keys: (string | null)[] = [];
  const edge = pageEdges(lines);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as PagedLine;
    const k = key(line.text);
    if (k.length < 2 || k.length > 100 || chapterLine.test(line.text.trim())) {
      keys.push(null);
      continue;
    }
    const isEdge = edge[i] === true;
    keys.push(k);
    let entry = seen.get(k);
    if (!entry) {
      entry = { pages: 0, edgePages: 0, lastPage: -1, lastEdgePage: -1 };
      seen.set(k, entry);
    }
    if (entry.lastPage !== line.page) {
      entry.pages++;
      entry.lastPage = line.page;
    }
    if (isEdge && entry.lastEdgePage !== line.page) {
      entry.edgePages++;
      entry.lastEdgePage = line.page;
    }
  }
  const minPages = Math.max(3, Math.ceil(pageCount * 0.3));
  for (let i = 0; i < lines.length; i++) {
    const k = keys[i];
    const entry = k ? seen.get(k) : undefined;
    if (entry && (entry.pages >= minPages || (edge[i] && entry.edgePages >= 3))) furniture.add(i);
  }
  return furniture;
}

/** For each line: is it among the first or last few non-blank lines of its page? */
function pageEdges(lines: readonly PagedLine[]): boolean[] {
  const edge = lines.map(() => false);
  let pageStart = 0;
  for (let i = 1; i <= lines.length; i++) {
    if (i < lines.length && lines[i]?.page === lines[pageStart]?.page) continue;
    const filled: number[] = [];
    for (let j = pageStart; j < i; j++) if (lines[j]?.text.trim()) filled.push(j);
    for (const j of [...filled.slice(0, edgeLines), ...filled.slice(-edgeLines)]) edge[j] = true;
    pageStart = i;
  }
  return edge;
}

const pageNumber = /^(?:page\s*)?\d{1,4}(?:\s*(?:of|\/)\s*\d{1,4})?$|^[-–—]\s*\d{1,4}\s*[-–—]$|^[ivxlc]{1,6}$/i;

export function isPageNumber(trimmed: string): boolean {
  return pageNumber.test(trimmed);
}
