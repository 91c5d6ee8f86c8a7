// A PDF's bookmarks (its outline) as a section tree: every level, each entry
// with the page its destination points to.
import type { getDocumentProxy } from 'unpdf';
import type { OutlineEntry } from '../material-text';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;
type Bookmark = { title: string; dest: string | unknown[] | null; items: Bookmark[] };

/** More bookmarks than any book has: the rest are not read (each costs a lookup). */
const maxBookmarks = 3000;
const maxDepth = 6;

// Bookmarks a converter left behind instead of titles: "htmldoc797.html", "cabs_small_p128_cprl".
const junkTitle = /^\S+\.(html?|xhtml|pdf|docx?|txt)$|^[\w-]*_[\w-]*$|^\W*$/i;

async function pageOf(pdf: PdfDocument, dest: Bookmark['dest']): Promise<number | null> {
  try {
    const explicit = typeof dest === 'string' ? await pdf.getDestination(dest) : dest;
    const target = explicit?.[0];
    if (typeof target === 'number') return target + 1; // some writers give a page index
    if (target && typeof target === 'object') return (await pdf.getPageIndex(target as never)) + 1;
  } catch {
    // A destination to a missing page: the entry takes its neighbour's page.
  }
  return null;
}

/**
 * The document's bookmarks in order, at most `limit`, each with its level and
 * page; entries without a usable title are left out, an entry without a page
 * takes the page of the entry before it. Empty when there are none, or when
 * they are a converter's leftovers rather than a table of contents.
 */
export async function bookmarks(pdf: PdfDocument, limit = maxBookmarks): Promise<OutlineEntry[]> {
  const top = ((await pdf.getOutline().catch(() => null)) ?? []) as Bookmark[];
  const out: OutlineEntry[] = [];
  const walk = async (items: Bookmark[], level: number) => {
    for (const item of items) {
      if (out.length >= limit) return;
      const title = (item.title ?? '').normalize('NFKC').replace(/\s+/g, ' ').trim();
      if (title && !junkTitle.test(title)) {
        const page = (await pageOf(pdf, item.dest)) ?? out.at(-1)?.page ?? 1;
        out.push({ title, level, page });
      }
      if (level < maxDepth && item.items?.length) await walk(item.items, level + 1);
    }
  };
  await walk(top, 1);
  return out;
}
