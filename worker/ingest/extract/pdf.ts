// PDF text through unpdf's serverless pdf.js, a page range per call. Pages are
// read one by one (a damaged page is skipped, not fatal), and the pages per
// call are capped so each queue message stays well inside a Worker's CPU and
// 128 MB memory; pdf.js reopens a document in milliseconds.
import { getDocumentProxy } from 'unpdf';
import { failureReasons, UnreadableMaterial } from '../failures';
import type { MaterialPage, MaterialText } from '../material-text';

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

type TextItem = { str?: string; hasEOL?: boolean };

const pageText = (items: TextItem[]) =>
  items
    .map((item) => (item.str ?? '') + (item.hasEOL ? '\n' : ''))
    .join('')
    .normalize('NFKC'); // ligatures (ﬁ) and Arabic presentation forms back to letters

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

async function outlineTitles(pdf: Awaited<ReturnType<typeof getDocumentProxy>>): Promise<string[]> {
  const outline = (await pdf.getOutline().catch(() => null)) ?? [];
  const titles = outline.map((entry) => entry.title);
  // Few top-level bookmarks (a book's parts): their children are the chapters.
  if (titles.length < 4) titles.push(...outline.flatMap((entry) => entry.items.map((item) => item.title)));
  return titles.map((title) => title.normalize('NFKC').replace(/\s+/g, ' ').trim()).filter(Boolean);
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
    const pages: MaterialPage[] = [];
    for (let number = fromPage; number <= toPage; number++) {
      try {
        const page = await pdf.getPage(number);
        pages.push({ page: number, text: pageText((await page.getTextContent()).items as TextItem[]) });
        page.cleanup();
      } catch (error) {
        console.warn(`PDF page ${number} could not be read:`, (error as Error).message);
        pages.push({ page: number, text: '' });
      }
    }

    let headings: string[] = [];
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
      headings = await outlineTitles(pdf);
    }
    return {
      text: { unit: 'page', pages, headings, metadataTitle },
      nextPage: toPage < lastPage ? toPage + 1 : null,
    };
  } finally {
    await pdf.loadingTask.destroy().catch(() => {});
  }
}
