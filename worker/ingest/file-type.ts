// What an upload really is, judged by its content and not only its name.
import { indexOfBytes } from '../lib/bytes';
import { readZipDirectory, type ZipEntry, ZipError } from './zip';

export const materialKinds = {
  pdf: { extension: '.pdf', mimeType: 'application/pdf' },
  docx: { extension: '.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  txt: { extension: '.txt', mimeType: 'text/plain' },
} as const;
export type MaterialKind = keyof typeof materialKinds;

export const maxUploadBytes = 50 * 1024 * 1024;
/** A Word document has dozens of parts; thousands mean something else. */
export const maxDocxParts = 5000;

export const uploadErrors = {
  invalidType: 'Invalid file type. Please upload PDF, DOCX, or TXT files only.',
  tooLarge: 'File too large. Please upload files smaller than 50MB.',
  empty: 'This file is empty. Please choose a file with content.',
  damaged: 'This file is damaged and could not be read.',
  protectedDocx: 'This document is password-protected. Please remove the password and upload it again.',
  legacyDoc: 'This is an old Word document (.doc). Please save it as .docx and upload it again.',
  macros: 'Documents with macros (.docm) are not accepted. Please save it as a plain .docx and upload it again.',
} as const;

export function kindFromMimeType(mimeType: string): MaterialKind {
  const kind = (Object.keys(materialKinds) as MaterialKind[]).find((k) => materialKinds[k].mimeType === mimeType);
  if (!kind) throw new Error(`Not a material MIME type: ${mimeType}`);
  return kind;
}

export function kindFromName(filename: string): MaterialKind | null {
  const lower = filename.toLowerCase();
  for (const [kind, { extension }] of Object.entries(materialKinds)) {
    if (lower.endsWith(extension)) return kind as MaterialKind;
  }
  return null;
}

const startsWith = (bytes: Uint8Array, ...prefix: number[]) => prefix.every((b, i) => bytes[i] === b);
const isZip = (head: Uint8Array) => startsWith(head, 0x50, 0x4b, 0x03, 0x04);
const isOle = (head: Uint8Array) => startsWith(head, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);

/** PDF readers accept junk before the header, within the first kilobyte. */
function isPdf(head: Uint8Array): boolean {
  const window = new TextDecoder('latin1').decode(head.subarray(0, 1024));
  return window.includes('%PDF-');
}

const utf16le = (text: string) => Uint8Array.from(Array.from(text).flatMap((ch) => [ch.charCodeAt(0), 0]));
const encryptedPackage = utf16le('EncryptedPackage');

/**
 * Judges the first bytes of an upload named as `kind`: null when they fit,
 * else the error to answer. `head` is the first 64 KB (or the whole file).
 */
export function checkHead(kind: MaterialKind, head: Uint8Array): string | null {
  switch (kind) {
    case 'pdf':
      return isPdf(head) ? null : uploadErrors.invalidType;
    case 'docx':
      if (isZip(head)) return null;
      // Word stores a password-protected .docx inside an OLE container, like an old .doc.
      if (isOle(head))
        return indexOfBytes(head, encryptedPackage) !== -1 ? uploadErrors.protectedDocx : uploadErrors.legacyDoc;
      return uploadErrors.invalidType;
    case 'txt':
      return isPdf(head) || isZip(head) || isOle(head) ? uploadErrors.invalidType : null;
  }
}

/** Judges a DOCX's list of parts: a Word document, without macros. */
export function checkDocxEntries(entries: ZipEntry[]): string | null {
  const names = new Set(entries.map((e) => e.name));
  if (!names.has('word/document.xml') || !names.has('[Content_Types].xml')) return uploadErrors.invalidType;
  if (names.has('word/vbaProject.bin')) return uploadErrors.macros;
  return null;
}

export async function checkDocx(read: (offset: number, length: number) => Promise<Uint8Array>, size: number) {
  try {
    return checkDocxEntries(await readZipDirectory(read, size, maxDocxParts));
  } catch (error) {
    if (error instanceof ZipError) return uploadErrors.damaged;
    throw error;
  }
}
