// A streaming multipart/form-data reader: it yields each part's headers and then
// its bytes as they arrive, so a 50 MB upload never sits whole in memory
// (Request.formData() would buffer it all in a 128 MB isolate).
import { concatBytes, indexOfBytes } from '../lib/bytes';

export type MultipartEvent =
  | { type: 'part'; name: string; filename: string | null; contentType: string | null }
  | { type: 'data'; bytes: Uint8Array }
  | { type: 'part-end' };

export class MultipartError extends Error {
  override name = 'MultipartError';
}

export type MultipartLimits = { maxHeaderBytes: number; maxParts: number };

const defaultLimits: MultipartLimits = { maxHeaderBytes: 16 * 1024, maxParts: 16 };
const encoder = new TextEncoder();
const crlf = encoder.encode('\r\n');
const headerEnd = encoder.encode('\r\n\r\n');

/** The boundary of a multipart/form-data Content-Type, or null. */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = contentType.match(/;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i);
  return match?.[1] ?? match?.[2] ?? null;
}

function parseHeaders(block: Uint8Array) {
  const headers = new Map<string, string>();
  for (const line of new TextDecoder().decode(block).split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const disposition = headers.get('content-disposition') ?? '';
  if (!/^form-data\b/i.test(disposition)) throw new MultipartError('A form part has no Content-Disposition');
  const param = (key: string) => {
    const quoted = disposition.match(new RegExp(`;\\s*${key}="((?:[^"\\\\]|\\\\.)*)"`, 'i'));
    if (quoted) return quoted[1]?.replace(/\\(.)/g, '$1').replaceAll('%22', '"') ?? null;
    return disposition.match(new RegExp(`;\\s*${key}=([^;\\s]+)`, 'i'))?.[1] ?? null;
  };
  const encodedFilename = disposition.match(/;\s*filename\*=UTF-8''([^;\s]+)/i)?.[1];
  let filename = param('filename');
  if (encodedFilename) {
    try {
      filename = decodeURIComponent(encodedFilename);
    } catch {
      // keep the plain filename parameter
    }
  }
  return { name: param('name') ?? '', filename, contentType: headers.get('content-type') ?? null };
}

/** Reads a multipart body as a sequence of part, data and part-end events. */
export async function* readMultipart(
  body: ReadableStream<Uint8Array>,
  boundary: string,
  limits: MultipartLimits = defaultLimits,
): AsyncGenerator<MultipartEvent> {
  const opening = encoder.encode(`--${boundary}`);
  const delimiter = encoder.encode(`\r\n--${boundary}`);
  let state: 'preamble' | 'after-boundary' | 'headers' | 'body' | 'done' = 'preamble';
  let buffer: Uint8Array = new Uint8Array(0);
  let parts = 0;

  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer = buffer.length ? concatBytes([buffer, value]) : value;

      for (;;) {
        if (state === 'preamble') {
          const at = indexOfBytes(buffer, opening);
          if (at === -1) {
            if (buffer.length > limits.maxHeaderBytes) throw new MultipartError('The form has no parts');
            break;
          }
          buffer = buffer.subarray(at + opening.length);
          state = 'after-boundary';
        } else if (state === 'after-boundary') {
          if (buffer.length < 2) break;
          if (buffer[0] === 45 && buffer[1] === 45) {
            state = 'done';
          } else if (buffer[0] === crlf[0] && buffer[1] === crlf[1]) {
            buffer = buffer.subarray(2);
            state = 'headers';
          } else {
            throw new MultipartError('The form is malformed');
          }
        } else if (state === 'headers') {
          const at = indexOfBytes(buffer, headerEnd);
          if (at === -1) {
            if (buffer.length > limits.maxHeaderBytes) throw new MultipartError('A form part has oversized headers');
            break;
          }
          if (++parts > limits.maxParts) throw new MultipartError('The form has too many parts');
          yield { type: 'part', ...parseHeaders(buffer.subarray(0, at)) };
          buffer = buffer.subarray(at + headerEnd.length);
          state = 'body';
        } else if (state === 'body') {
          const at = indexOfBytes(buffer, delimiter);
          if (at === -1) {
            // Everything but a possible partial delimiter at the end is part content.
            const safe = buffer.length - (delimiter.length - 1);
            if (safe > 0) {
              yield { type: 'data', bytes: buffer.slice(0, safe) };
              buffer = buffer.slice(safe);
            }
            break;
          }
          if (at > 0) yield { type: 'data', bytes: buffer.slice(0, at) };
          yield { type: 'part-end' };
          buffer = buffer.subarray(at + delimiter.length);
          state = 'after-boundary';
        } else {
          break; // done: the epilogue is ignored
        }
      }
    }
  } finally {
    reader.releaseLock();
  }
  if (state !== 'done') throw new MultipartError('The upload ended before it was complete');
}
