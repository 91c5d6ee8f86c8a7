// A material's extracted text, kept in R2 page by page (or section by section
// for DOCX and TXT) so every question can cite where it came from.
import { materialPrefix } from '../storage/keys';

export type MaterialPage = { page: number; text: string };

export type MaterialText = {
  /** "page" for PDFs; "section" for documents without pages (DOCX, TXT). */
  unit: 'page' | 'section';
  pages: MaterialPage[];
  /** Headings found by the extractor (DOCX styles), in order. */
  headings: string[];
  /** The title in the document's own metadata, if any. */
  metadataTitle: string | null;
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

export async function readMaterialText(bucket: R2Bucket, userId: string, materialId: string) {
  return readJson<MaterialText>(bucket, materialTextKey(userId, materialId));
}
