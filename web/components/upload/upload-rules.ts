// The upload page's client-side rules (spec sections 4, 5 and 9), kept pure so
// they are tested without a browser.

export const maxUploadBytes = 50 * 1024 * 1024;
export const acceptedExtensions = ['.pdf', '.docx', '.txt'] as const;
export const acceptAttribute = acceptedExtensions.join(',');

/** The simulated upload progress: +10 every 200 ms up to 90, 100 on completion, reset 2 s later. */
export const uploadProgress = { step: 10, everyMs: 200, cap: 90, resetAfterMs: 2000 } as const;

/** Upload-page exam generation always asks for 20 questions (spec section 9). */
export const quickExamQuestionCount = 20;

const systemFiles = new Set(['.ds_store', 'thumbs.db']);

/** Files a desktop adds to folders on its own; they are skipped without a word. */
export const isSystemFile = (name: string) => systemFiles.has(name.toLowerCase());

export type FileProblem = { title: string; description: string };

/** Why a file cannot be uploaded, as the spec's toast; null when it can. */
export function fileProblem(file: { name: string; size: number }): FileProblem | null {
  const lower = file.name.toLowerCase();
  if (!acceptedExtensions.some((extension) => lower.endsWith(extension))) {
    return { title: 'Invalid file type', description: `${file.name}: Please upload PDF, DOCX, or TXT files only.` };
  }
  if (file.size > maxUploadBytes) {
    return { title: 'File too large', description: `${file.name}: Please upload files smaller than 50MB.` };
  }
  return null;
}

/** The drop component's own rejection codes and their messages (spec section 5). */
export function rejectionMessage(code: string | undefined): string | null {
  switch (code) {
    case 'FILE_INVALID_TYPE':
      return `File type must be one of ${acceptAttribute}`;
    case 'FILE_TOO_LARGE':
      return `File is larger than ${maxUploadBytes} bytes`;
    case 'FILE_TOO_SMALL':
      return 'File is smaller than 0 bytes';
    case 'TOO_MANY_FILES':
      return 'Too many files';
    default:
      return null;
  }
}

export type KeyConcept = { topic: string; documentCount: number };

/** Per topic, how many completed materials list it; most common first, then A to Z. */
export function keyConcepts(materials: { status: string; topics: string[] | null }[]): KeyConcept[] {
  const counts = new Map<string, number>();
  for (const material of materials) {
    if (material.status !== 'completed') continue;
    for (const topic of new Set(material.topics ?? [])) counts.set(topic, (counts.get(topic) ?? 0) + 1);
  }
  return [...counts]
    .map(([topic, documentCount]) => ({ topic, documentCount }))
    .sort((a, b) => b.documentCount - a.documentCount || a.topic.localeCompare(b.topic));
}

/** "1 file", "3 files": counts in headings and banners. */
export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
