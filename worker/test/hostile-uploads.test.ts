// Hostile uploads: each is refused at upload or ends `failed` with a readable
// reason, with bounded work, while the Worker goes on serving others.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { failureReasons } from '../ingest/failures';
import { uploadErrors } from '../ingest/file-type';
import { makeDocx, makePdf, makeZip } from './fixtures';
import { call, type StudentClient, twoStudents } from './helpers';

type Material = { id: string; status: string; failureReason: string | null; originalName: string };

async function upload(client: StudentClient, name: string, bytes: Uint8Array | string) {
  const form = new FormData();
  form.append('file', new File([bytes], name));
  const response = await client.form('/api/upload', form);
  return { status: response.status, body: (await response.json()) as { materialId?: string; error?: string } };
}

async function settled(client: StudentClient, id: string, timeoutMs = 90_000): Promise<Material> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const material = (await (await client.get(`/api/materials/${id}`)).json()) as Material;
    if (material.status !== 'processing') return material;
    if (Date.now() > deadline) throw new Error('still processing');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const encoder = new TextEncoder();

/** Deflates `size` bytes of one repeated byte: a few kilobytes that unpack to megabytes. */
async function deflatedRun(size: number): Promise<Uint8Array> {
  const chunk = new Uint8Array(1024 * 1024).fill(0x41);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let sent = 0; sent < size; sent += chunk.length)
        controller.enqueue(chunk.subarray(0, Math.min(chunk.length, size - sent)));
      controller.close();
    },
  }).pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A DOCX whose word/document.xml is deflated `data`, declaring `declaredSize` as its unpacked size. */
function bombDocx(data: Uint8Array, declaredSize: number): Uint8Array {
  const parts = makeZip({
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    'word/document.xml': data,
  });
  // makeZip stores entries; mark the document deflated and set its declared size.
  const view = new DataView(parts.buffer, parts.byteOffset, parts.byteLength);
  for (let offset = 0; offset < parts.length - 4; offset++) {
    const signature = view.getUint32(offset, true);
    if (
      signature === 0x04034b50 &&
      new TextDecoder().decode(parts.subarray(offset + 30, offset + 47)) === 'word/document.xml'
    ) {
      view.setUint16(offset + 8, 8, true);
      view.setUint32(offset + 22, declaredSize, true);
    }
    if (
      signature === 0x02014b50 &&
      new TextDecoder().decode(parts.subarray(offset + 46, offset + 63)) === 'word/document.xml'
    ) {
      view.setUint16(offset + 10, 8, true);
      view.setUint32(offset + 24, declaredSize, true);
    }
  }
  return parts;
}

describe('hostile uploads', () => {
  it('fail a zip bomb disguised as DOCX, whatever size it declares', { timeout: 60_000 }, async () => {
    const { owner } = await twoStudents();
    const bomb = await deflatedRun(100 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(500_000);
    for (const declared of [100 * 1024 * 1024, 1000]) {
      const { status, body } = await upload(owner, `bomb-${declared}.docx`, bombDocx(bomb, declared));
      expect(status).toBe(201);
      expect(await settled(owner, body.materialId as string)).toMatchObject({
        status: 'failed',
        failureReason: failureReasons.damaged,
      });
    }
  });

  it('refuse a DOCX with thousands of parts', async () => {
    const { owner } = await twoStudents();
    const parts = Object.fromEntries(Array.from({ length: 6000 }, (_, i) => [`word/media/part${i}.xml`, 'x']));
    const docx = makeDocx(['Hello'], parts);
    const { status, body } = await upload(owner, 'parts.docx', docx);
    expect(status).toBe(400);
    expect(body.error).toBe(uploadErrors.damaged);
  });

  it('fail a PDF of 20,000 empty pages at once, as too long', { timeout: 60_000 }, async () => {
    const { owner } = await twoStudents();
    const { status, body } = await upload(owner, 'empty.pdf', makePdf(Array.from({ length: 20_000 }, () => '')));
    expect(status).toBe(201);
    expect(await settled(owner, body.materialId as string)).toMatchObject({
      status: 'failed',
      failureReason: failureReasons.tooManyPages,
    });
  });

  it('stop reading a long PDF after 200 pages in a row without text, and fail it as without text', {
    timeout: 60_000,
  }, async () => {
    const { owner } = await twoStudents();
    const { body } = await upload(owner, 'scan.pdf', makePdf(Array.from({ length: 1500 }, () => '')));
    expect(await settled(owner, body.materialId as string)).toMatchObject({
      status: 'failed',
      failureReason: failureReasons.noSelectableText,
    });
    const row = await env.DB.prepare('select pageCount from study_materials where id = ?')
      .bind(body.materialId)
      .first();
    expect(row).toEqual({ pageCount: null });
  });

  it('refuse 50 MB of random bytes named .pdf at once, reading no further than its start', async () => {
    const { owner } = await twoStudents();
    const random = new Uint8Array(50 * 1024 * 1024 - 1);
    for (let i = 0; i < random.length; i += 65536) crypto.getRandomValues(random.subarray(i, i + 65536));
    const { status, body } = await upload(owner, 'random.pdf', random);
    expect(status).toBe(400);
    expect(body.error).toBe(uploadErrors.invalidType);
  });

  it('read a 50 MB text file of one line in bounded pieces', { timeout: 120_000 }, async () => {
    const { owner } = await twoStudents();
    const line = encoder.encode(
      'The mitochondrion produces energy for the cell. '.repeat(Math.floor((50 * 1024 * 1024 - 100) / 49)),
    );
    const { status, body } = await upload(owner, 'one-line.txt', line);
    expect(status).toBe(201);
    const material = await settled(owner, body.materialId as string, 110_000);
    expect(['completed', 'failed']).toContain(material.status);
    if (material.status === 'failed') expect(Object.values(failureReasons)).toContain(material.failureReason);
  });

  it('store a safe name for a file named with ../, control characters and 300 characters', async () => {
    const { owner } = await twoStudents();
    const name = `../../${'\u0001\u001b[31m'}${'a'.repeat(300)}\r\n.pdf`;
    const { body } = await upload(owner, name, makePdf(['Some text.']));
    const material = (await (await owner.get(`/api/materials/${body.materialId}`)).json()) as Material;
    expect(material.originalName.length).toBeLessThanOrEqual(200);
    expect(material.originalName).toMatch(/^[a[\]31m]+\.pdf$/);
    const download = await owner.get(`/api/materials/${body.materialId}/file`);
    const disposition = download.headers.get('content-disposition') ?? '';
    const [, plain = '', encoded = ''] =
      disposition.match(/^attachment; filename="([^"]*)"; filename\*=UTF-8''(\S+)$/) ?? [];
    // biome-ignore lint/suspicious/noControlCharactersInRegex: checking that none reach the header
    for (const name of [plain, decodeURIComponent(encoded)]) expect(name).not.toMatch(/[\u0000-\u001f\\/]|\.\./);
    expect(plain).toMatch(/\.pdf$/);
  });

  it('refuse a macro-enabled .docm, by name or by content', async () => {
    const { owner } = await twoStudents();
    const withMacros = makeDocx(['Hello'], { 'word/vbaProject.bin': 'macro' });
    expect((await upload(owner, 'macros.docm', withMacros)).body.error).toBe(uploadErrors.invalidType);
    expect((await upload(owner, 'macros.docx', withMacros)).body.error).toBe(uploadErrors.macros);
  });

  it('keep the Worker serving others while a hostile file is processed', { timeout: 60_000 }, async () => {
    const { owner, other } = await twoStudents();
    const { body } = await upload(owner, 'bomb.docx', bombDocx(await deflatedRun(80 * 1024 * 1024), 1000));
    const started = Date.now();
    expect((await call('/api/health')).status).toBe(200);
    expect((await other.get('/api/courses')).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(10_000);
    await settled(owner, body.materialId as string);
    expect(
      await env.DB.prepare('select status from study_materials where id = ?').bind(body.materialId).first(),
    ).toEqual({
      status: 'failed',
    });
  });
});
