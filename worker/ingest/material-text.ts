// A material's extracted text, kept in R2 page by page (or section by section
// for DOCX and TXT) so every question can cite where it came from.
import { materialPrefix } from '../storage/keys';
import { settleOutline } from './extract/outline';

export type MaterialPage = { page: number; text: string };

/**
 * One entry of a material's section tree: a PDF bookmark or a heading found
 * by its font, a DOCX heading style, a heading marked up in a text file.
 */
export type OutlineEntry = {
  title: string;
  /** 1 for the top level. */
  level: number;
  /** The PDF page the section starts on, or the section (of a DOCX or TXT) it heads. */
  page: number;
  /**
   * Font size of a heading found by its font in a PDF without bookmarks: its
   * level is settled only when every page range's headings are merged.
   */
  size?: number;
};

export type MaterialText = {
  /** "page" for PDFs; "section" for documents without pages (DOCX, TXT). */
  unit: 'page' | 'section';
  pages: MaterialPage[];
  /** Headings found by the extractor (DOCX styles), in order. */
  headings: string[];
  /** The title in the document's own metadata, if any. */
  metadataTitle: string | null;
  /** The section tree, in document order (absent in texts stored before it existed). */
  outline?: OutlineEntry[];
};

export const materialTextKey = (userId: string, materialId: string) => `${materialPrefix(userId, materialId)}text.json`;
const workPrefix = (userId: string, materialId: string) => `${materialPrefix(userId, materialId)}work/`;
export const extractionChunkKey = (userId: string, materialId: string, fromPage: number) =>
  `${workPrefix(userId, materialId)}pages-${String(fromPage).padStart(6, '0')}.json`;

export async function writeJson(bucket: R2Bucket, key: string, value: unknown): Promise<void> {
  await bucket.put(key, JSON.stringify(value), { httpMetadata: { contentType: 'application/json' } });
}

export async function readJson<T>(bucket: R2Bucket, key: string): Promise<T | null> {
  const object = await bucket.get(key);
  return object ? ((await object.json()) as T) : null;
}

/** The extraction chunks written so far, in page order, then removed once merged. */
export async function collectExtractionChunks(bucket: R2Bucket, userId: string, materialId: string) {
  const listing = await bucket.list({ prefix: workPrefix(userId, materialId) });
  const keys = listing.objects.map((o) => o.key).sort();
  const chunks: MaterialText[] = [];
  for (const key of keys) {
    const chunk = await readJson<MaterialText>(bucket, key);
    if (chunk) chunks.push(chunk);
  }
  return { chunks, keys };
}

/** The whole text of a material from the chunks its page ranges were extracted in. */
export function mergeExtractionChunks(chunks: readonly MaterialText[]): MaterialText {
  const outline = settleOutline(chunks.map((c) => c.outline));
  return {
    unit: chunks[0]?.unit ?? 'page',
    pages: chunks.flatMap((c) => c.pages).sort((a, b) => a.page - b.page),
    headings: outline ? outline.map((entry) => entry.title) : chunks.flatMap((c) => c.headings),
    metadataTitle: chunks[0]?.metadataTitle ?? null,
    ...(outline ? { outline } : {}),
  };
}

export async function readMaterialText(bucket: R2Bucket, userId: string, materialId: string) {
  return readJson<MaterialText>(bucket, materialTextKey(userId, materialId));
}
