import { describe, expect, it } from 'vitest';
import { MultipartError, multipartBoundary, readMultipart } from '../http/multipart';

/** Serialises a FormData the way a browser does, with its real boundary. */
async function encodeForm(form: FormData) {
  const request = new Request('http://x/', { method: 'POST', body: form });
  const boundary = multipartBoundary(request.headers.get('content-type') ?? undefined);
  return { bytes: new Uint8Array(await request.arrayBuffer()), boundary: boundary as string };
}

/** A stream delivering `bytes` in chunks of `size` bytes. */
function chunked(bytes: Uint8Array, size: number) {
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
}

async function collect(stream: ReadableStream<Uint8Array>, boundary: string) {
  const parts: { name: string; filename: string | null; contentType: string | null; bytes: number[] }[] = [];
  for await (const event of readMultipart(stream, boundary)) {
    if (event.type === 'part')
      parts.push({ name: event.name, filename: event.filename, contentType: event.contentType, bytes: [] });
    else if (event.type === 'data') parts.at(-1)?.bytes.push(...event.bytes);
  }
  return parts;
}

describe('readMultipart', () => {
  const fileBytes = Uint8Array.from({ length: 3000 }, (_, i) => (i * 7 + 13) % 256);

  it('reads fields and files whatever the chunk boundaries', async () => {
    const form = new FormData();
    form.append('courseId', 'course-123');
    form.append('file', new File([fileBytes], 'Lecture 3 – Cells.pdf', { type: 'application/pdf' }));
    const { bytes, boundary } = await encodeForm(form);
    for (const size of [1, 2, 3, 7, 64, 1000, bytes.length]) {
      const parts = await collect(chunked(bytes, size), boundary);
      expect(parts).toHaveLength(2);
      expect(parts[0]).toMatchObject({ name: 'courseId', filename: null });
      expect(new TextDecoder().decode(Uint8Array.from(parts[0]?.bytes ?? []))).toBe('course-123');
      expect(parts[1]).toMatchObject({
        name: 'file',
        filename: 'Lecture 3 – Cells.pdf',
        contentType: 'application/pdf',
      });
      expect(Uint8Array.from(parts[1]?.bytes ?? [])).toEqual(fileBytes);
    }
  });

  it('keeps content that contains boundary-like bytes', async () => {
    const form = new FormData();
    const tricky = new TextEncoder().encode('line\r\n--not-the-boundary\r\n--\r\nend');
    form.append('file', new File([tricky], 'notes.txt'));
    const { bytes, boundary } = await encodeForm(form);
    const [part] = await collect(chunked(bytes, 5), boundary);
    expect(Uint8Array.from(part?.bytes ?? [])).toEqual(tricky);
  });

  it('reads an empty file', async () => {
    const form = new FormData();
    form.append('file', new File([], 'empty.txt'));
    const { bytes, boundary } = await encodeForm(form);
    const [part] = await collect(chunked(bytes, 10), boundary);
    expect(part).toMatchObject({ name: 'file', filename: 'empty.txt', bytes: [] });
  });

  it('rejects a body cut short', async () => {
    const form = new FormData();
    form.append('file', new File([fileBytes], 'a.pdf'));
    const { bytes, boundary } = await encodeForm(form);
    await expect(collect(chunked(bytes.slice(0, 2000), 100), boundary)).rejects.toThrow(MultipartError);
  });

  it('rejects a body with no parts and one with too many', async () => {
    await expect(collect(chunked(new Uint8Array(20_000), 1000), 'xyz')).rejects.toThrow('The form has no parts');
    const form = new FormData();
    for (let i = 0; i < 20; i++) form.append(`f${i}`, 'x');
    const { bytes, boundary } = await encodeForm(form);
    await expect(collect(chunked(bytes, 100), boundary)).rejects.toThrow('The form has too many parts');
  });

  it('finds the boundary in a Content-Type header', () => {
    expect(multipartBoundary('multipart/form-data; boundary=----abc123')).toBe('----abc123');
    expect(multipartBoundary('multipart/form-data; boundary="a b"')).toBe('a b');
    expect(multipartBoundary('application/json')).toBeNull();
    expect(multipartBoundary(undefined)).toBeNull();
  });
});
