// Receives one uploaded study file: streams it from the multipart body into R2
// while checking it is really a PDF, DOCX or text file and not over 50 MB.
// Whatever goes wrong, nothing is left behind in R2.
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { MultipartError, readMultipart } from '../http/multipart';
import { concatBytes } from '../lib/bytes';
import { rangeReader } from '../storage/keys';
import { ObjectWriter } from '../storage/object-writer';
import {
  checkDocx,
  checkHead,
  kindFromName,
  type MaterialKind,
  materialKinds,
  maxUploadBytes,
  uploadErrors,
} from './file-type';
import { TextFileCheck } from './text-encoding';

const headBytes = 64 * 1024;

export type ReceivedFile = {
  key: string;
  kind: MaterialKind;
  size: number;
  originalName: string;
  fields: Record<string, string>;
};

export type UploadFailure = { error: string; status: ContentfulStatusCode };

export class UploadRefused extends Error {
  constructor(
    message: string,
    readonly status: ContentfulStatusCode = 400,
  ) {
    super(message);
  }
}

/** A display name safe to store and show: no path, no control characters, at most 200 characters. */
export function cleanFileName(raw: string, kind: MaterialKind): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  const extension = materialKinds[kind].extension;
  const stem = cleaned
    .slice(0, cleaned.length - extension.length)
    .slice(0, 200 - extension.length)
    .trim();
  return `${stem || 'document'}${extension}`;
}

/** Streams the single `file` part of a multipart body to R2 under `keyFor(kind)`. */
export async function receiveUpload(
  bucket: R2Bucket,
  body: ReadableStream<Uint8Array>,
  boundary: string,
  keyFor: (kind: MaterialKind) => string,
): Promise<ReceivedFile | UploadFailure> {
  const fields: Record<string, string> = {};
  let file: Omit<ReceivedFile, 'fields'> | null = null;
  let writer: ObjectWriter | null = null;
  let field: { name: string; bytes: Uint8Array[]; size: number } | null = null;
  let current: {
    kind: MaterialKind;
    originalName: string;
    head: Uint8Array[];
    headSize: number;
    headChecked: boolean;
    text: TextFileCheck | null;
  } | null = null;

  const checkHeadOnce = async () => {
    if (!current || current.headChecked || !writer) return;
    const head = concatBytes(current.head);
    const problem = checkHead(current.kind, head);
    if (problem) throw new UploadRefused(problem);
    current.headChecked = true;
    current.text?.push(head);
    await writer.write(head);
    current.head = [];
    current.headSize = 0;
  };

  try {
    for await (const event of readMultipart(body, boundary)) {
      if (event.type === 'part') {
        if (event.filename !== null && event.name === 'file') {
          if (file || current) throw new UploadRefused('Please upload one file at a time.');
          const kind = kindFromName(event.filename);
          if (!kind) throw new UploadRefused(uploadErrors.invalidType);
          current = {
            kind,
            originalName: cleanFileName(event.filename, kind),
            head: [],
            headSize: 0,
            headChecked: false,
            text: kind === 'txt' ? new TextFileCheck() : null,
          };
          writer = new ObjectWriter(bucket, keyFor(kind), {
            httpMetadata: { contentType: materialKinds[kind].mimeType },
          });
        } else if (event.filename === null) {
          field = { name: event.name, bytes: [], size: 0 };
        } else {
          throw new UploadRefused('Please send the file in a field named "file".');
        }
      } else if (event.type === 'data') {
        if (current && writer) {
          if (writer.size + current.headSize + event.bytes.length > maxUploadBytes) {
            throw new UploadRefused(uploadErrors.tooLarge, 413);
          }
          if (!current.headChecked) {
            current.head.push(event.bytes);
            current.headSize += event.bytes.length;
            if (current.headSize >= headBytes) await checkHeadOnce();
          } else {
            current.text?.push(event.bytes);
            await writer.write(event.bytes);
          }
        } else if (field) {
          field.size += event.bytes.length;
          if (field.size > 1024) throw new UploadRefused(`The form field "${field.name}" is too long.`);
          field.bytes.push(event.bytes);
        }
      } else if (current && writer) {
        if (current.headSize === 0 && writer.size === 0) throw new UploadRefused(uploadErrors.empty);
        await checkHeadOnce();
        if (current.text && current.text.finish() === null) throw new UploadRefused(uploadErrors.invalidType);
        await writer.finish();
        file = { key: writer.key, kind: current.kind, size: writer.size, originalName: current.originalName };
        current = null;
      } else if (field) {
        fields[field.name] = new TextDecoder().decode(concatBytes(field.bytes)).trim();
        field = null;
      }
    }
    if (!file) return { error: 'Please choose a file to upload.', status: 400 };
    if (file.kind === 'docx') {
      const problem = await checkDocx(rangeReader(bucket, file.key), file.size);
      if (problem) throw new UploadRefused(problem);
    }
    return { ...file, fields };
  } catch (error) {
    await writer?.abort();
    if (file || writer) await bucket.delete(writer?.key ?? (file as Omit<ReceivedFile, 'fields'>).key);
    if (error instanceof UploadRefused) return { error: error.message, status: error.status };
    if (error instanceof MultipartError) {
      return { error: 'The upload was interrupted or malformed. Please try again.', status: 400 };
    }
    throw error;
  }
}
