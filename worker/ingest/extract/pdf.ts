// PDF text through unpdf's serverless pdf.js, a page range per call. Pages are
// read one by one (a damaged page is skipped, not fatal), and the pages per
// call are capped so each queue message stays well inside a Worker's CPU and
// 128 MB memory; pdf.js reopens a document in milliseconds.
import { getDocumentProxy } from 'unpdf';
import { failureReasons, UnreadableMaterial } from '../failures';
import type { MaterialPage, MaterialText, OutlineEntry } from '../material-text';
import { bookmarks } from './pdf-bookmarks';
import {
  fontHeadings,
  layoutText,
  linesOf,
  type PdfItem,
  type PdfLine,
  type PdfPageLines,
  type PdfStyles,
  slideTitles,
} from './pdf-layout';

/** Pages extracted per queue message (about 25 MB and under a second for manuals). */
export const pdfPagesPerStep = 100;
/** No study document has more pages; reading one that does would cost minutes of CPU. */
export const maxPdfPages = 2000;

/**
 * pdf.js 6 loads the character maps of non-embedded CJK fonts through this
 * factory; without them such PDFs silently yield no text. The .bcmap files are
 * static assets (copied from pdfjs-dist at build), fetched only when needed.
 */
function assetsBinaryDataFactory(assets: Fetcher) {
  return class AssetsBinaryDataFactory {
    async fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
      if (kind !== 'cMapUrl' || !/^[\w.-]+\.bcmap$/.test(filename)) throw new Error(`No ${kind} file ${filename}`);
      const response = await assets.fetch(`https://assets.local/pdfjs/cmaps/${filename}`);
      // A missing asset answers with the SPA's index.html: never hand that to pdf.js.
      if (!response.ok || response.headers.get('content-type')?.includes('text/html')) {
        throw new Error(`CMap ${filename} is not available (${response.status})`);
      }
      return new Uint8Array(await response.arrayBuffer());
    }
  };
}

async function openPdf(env: Env, bytes: Uint8Array) {
  try {
    // pdf.js detaches the buffer it is given; keep the caller's bytes intact.
    return await getDocumentProxy(bytes.slice(), {
      BinaryDataFactory: assetsBinaryDataFactory(env.ASSETS),
      useWorkerFetch: false,
      isOffscreenCanvasSupported: false,
    });
  } catch (error) {
    // pdf.js re-creates its errors across its fake worker: match by name, not class.
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') throw new UnreadableMaterial(failureReasons.passwordProtected);
    if (name === 'InvalidPDFException' || name === 'UnknownErrorException' || name === 'FormatError') {
      throw new UnreadableMaterial(failureReasons.damaged);
    }
    throw error;
  }
}

/**
 * The pages' text with their line and font breaks kept, and the section tree
 * their layout shows when the document has no bookmarks: one section per
 * slide title in a slide deck, else the headings set in a larger or heading
 * font (their levels are settled once every page range is read).
 */
function layOut(pages: PdfPageLines[], hasBookmarks: boolean): { texts: Map<number, string>; outline: OutlineEntry[] } {
  const slides = hasBookmarks ? null : slideTitles(pages);
  const found = hasBookmarks || slides ? [] : fontHeadings(pages);
  const headingLines = new Map<PdfLine, number>(found.flatMap((h, n) => h.lines.map((line) => [line, n] as const)));
  const texts = new Map(pages.map((p) => [p.page, layoutText(p.lines, headingLines).normalize('NFKC')]));
  const outline = slides ?? found.map((h) => ({ title: h.title, level: 1, page: h.page, size: h.size }));
  return { texts, outline };
}

export async function extractPdfRange(
  env: Env,
  bytes: Uint8Array,
  fromPage: number,
): Promise<{ text: MaterialText; nextPage: number | null }> {
  const pdf = await openPdf(env, bytes);
  try {
    if (pdf.numPages > maxPdfPages) throw new UnreadableMaterial(failureReasons.tooManyPages);
    const lastPage = pdf.numPages;
    const toPage = Math.min(lastPage, fromPage + pdfPagesPerStep - 1);
    const read: PdfPageLines[] = [];
    for (let number = fromPage; number <= toPage; number++) {
      try {
        const page = await pdf.getPage(number);
        const content = await page.getTextContent();
        const [, y0 = 0, , y1 = 0] = page.view;
        read.push({
          page: number,
          height: Math.abs(y1 - y0),
          lines: linesOf(content.items as PdfItem[], content.styles as PdfStyles),
        });
        page.cleanup();
      } catch (error) {
        console.warn(`PDF page ${number} could not be read:`, (error as Error).message);
        read.push({ page: number, height: 0, lines: [] });
      }
    }
    // Bookmarks are read with the first range; later ranges only ask whether there are any.
    const outline = fromPage === 1 ? await bookmarks(pdf) : null;
    const hasBookmarks = outline ? outline.length > 0 : (await bookmarks(pdf, 1)).length > 0;
    const layout = layOut(read, hasBookmarks);
    const pages: MaterialPage[] = read.map(({ page }) => ({ page, text: layout.texts.get(page) ?? '' }));

    let metadataTitle: string | null = null;
    if (fromPage === 1) {
      const { info } = (await pdf.getMetadata().catch(() => ({ info: {} }))) as {
        info: { Title?: unknown; IsXFAPresent?: boolean };
      };
      // An XFA form's pages hold only a "Please wait..." placeholder.
      if (info.IsXFAPresent && /^\s*Please wait/i.test(pages[0]?.text ?? '')) {
        throw new UnreadableMaterial(failureReasons.unsupportedForm);
      }
      metadataTitle = typeof info.Title === 'string' ? info.Title.normalize('NFKC').trim() || null : null;
    }
    const sections = outline && outline.length > 0 ? outline : layout.outline;
    return {
      text: { unit: 'page', pages, headings: sections.map((entry) => entry.title), metadataTitle, outline: sections },
      nextPage: toPage < lastPage ? toPage + 1 : null,
    };
  } finally {
    await pdf.loadingTask.destroy().catch(() => {});
  }
}
