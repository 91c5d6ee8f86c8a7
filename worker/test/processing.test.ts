import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { ProcessingJob } from '../contracts/jobs';
import { deadLetterQueue, handleQueueBatch, retryDelaySeconds, staleProcessingMs, sweep } from '../ingest/consumer';
import { pdfPagesPerStep } from '../ingest/extract/pdf';
import { failureReasons, tooLittleText } from '../ingest/failures';
import { materialTextKey } from '../ingest/material-text';
import { makeDocx, makePdf } from './fixtures';
import { type StudentClient, twoStudents } from './helpers';

type Material = {
  id: string;
  status: string;
  failureReason: string | null;
  title: string | null;
  topics: string[];
  questionCount: number | null;
};

const biology = [
  'Cell Biology',
  'The cell is the basic structural and functional unit of all living organisms.',
  'The nucleus is a membrane-bound organelle that contains the genetic material of the cell.',
  'Mitochondria are organelles that produce most of the chemical energy needed by the cell.',
  'Photosynthesis is the process by which green plants convert light energy into chemical energy.',
  'Chlorophyll is the green pigment that absorbs light during photosynthesis in the chloroplast.',
].join('\n');

async function upload(client: StudentClient, name: string, bytes: Uint8Array | string) {
  const form = new FormData();
  form.append('file', new File([bytes], name));
  const response = await client.form('/api/upload', form);
  expect(response.status).toBe(201);
  return ((await response.json()) as { materialId: string }).materialId;
}

/** Waits for the real queue to carry the material to a final state. */
async function settled(client: StudentClient, id: string, timeoutMs = 20_000): Promise<Material> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const list = (await (await client.get('/api/materials')).json()) as Material[];
    const material = list.find((m) => m.id === id);
    if (material && material.status !== 'processing') return material;
    if (Date.now() > deadline) throw new Error(`material ${id} still processing`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const ownerId = async (client: StudentClient) => ((await (await client.get('/api/user')).json()) as { id: string }).id;

async function insertProcessingMaterial(userId: string, uploadedAt = Date.now()) {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    "insert into study_materials (id, userId, filename, originalName, fileSize, mimeType, objectPath, uploadedAt) values (?, ?, 'x.pdf', 'x.pdf', 1, 'application/pdf', ?, ?)",
  )
    .bind(id, userId, `users/${userId}/materials/${id}/original.pdf`, uploadedAt)
    .run();
  return id;
}

const job = (materialId: string, userId: string, extra: Partial<ProcessingJob> = {}) => ({
  id: crypto.randomUUID(),
  timestamp: new Date(),
  attempts: 1,
  body: { kind: 'process-material', materialId, userId, ...extra },
});

describe('processing through the queue', () => {
  it('completes a PDF with its page-mapped text, title, description and topics', async () => {
    const { owner } = await twoStudents();
    const id = await upload(
      owner,
      'bio.pdf',
      makePdf([biology, 'Page two: the cell membrane controls what enters the cell.']),
    );
    const material = await settled(owner, id);
    expect(material).toMatchObject({ status: 'completed', failureReason: null });
    expect(material.title).toBeTruthy();
    expect(material.topics.length).toBeGreaterThan(0);
    const stored = await env.FILES.get(materialTextKey(await ownerId(owner), id));
    const text = (await stored?.json()) as { unit: string; pages: { page: number; text: string }[] };
    expect(text.unit).toBe('page');
    expect(text.pages.map((p) => p.page)).toEqual([1, 2]);
    expect(text.pages[1]?.text).toContain('cell membrane');
  });

  it('completes a DOCX and a TXT file, cut into sections', async () => {
    const { owner } = await twoStudents();
    const docx = await upload(owner, 'cells.docx', makeDocx(['# Cell Biology', ...biology.split('\n').slice(1)]));
    const txt = await upload(owner, 'cells.txt', biology.replaceAll('\n', '\n\n'));
    for (const id of [docx, txt]) expect((await settled(owner, id)).status).toBe('completed');
  });

  it(`reads a long PDF in ranges of ${pdfPagesPerStep} pages across several messages`, async () => {
    const { owner } = await twoStudents();
    // The biology on two pages only: lines repeated on most pages are running heads, dropped as such.
    const pages = Array.from({ length: pdfPagesPerStep + 20 }, (_, i) =>
      i < 2 ? `${biology}\nThis is page ${i + 1}.` : `This is page ${i + 1}. It holds notes on the cell and its parts.`,
    );
    const id = await upload(owner, 'long.pdf', makePdf(pages));
    const material = await settled(owner, id, 60_000);
    expect(material).toMatchObject({ status: 'completed', failureReason: null });
    const text = (await (await env.FILES.get(materialTextKey(await ownerId(owner), id)))?.json()) as {
      pages: { page: number; text: string }[];
    };
    expect(text.pages).toHaveLength(pdfPagesPerStep + 20);
    expect(text.pages.at(-1)?.text).toContain(`This is page ${pdfPagesPerStep + 20}.`);
    const leftovers = await env.FILES.list({ prefix: `users/${await ownerId(owner)}/materials/${id}/work/` });
    expect(leftovers.objects).toEqual([]);
  });

  it('fails a PDF without text with the scan reason', async () => {
    const { owner } = await twoStudents();
    const id = await upload(owner, 'scan.pdf', makePdf(['', '']));
    expect(await settled(owner, id)).toMatchObject({
      status: 'failed',
      failureReason: failureReasons.noSelectableText,
    });
  });

  it('fails a PDF with a few words as too little text, saying how many, not as a scan', async () => {
    const { owner } = await twoStudents();
    const id = await upload(owner, 'note.pdf', makePdf(['Hello, world! Mitochondria: 2 pages.', '']));
    expect(await settled(owner, id)).toMatchObject({
      status: 'failed',
      failureReason: tooLittleText({ words: 4, characters: 0 }),
    });
  });

  it('fails a readable document that gives no question at all, and never completes it empty', async () => {
    const { owner } = await twoStudents();
    // A timetable: plenty of characters, no sentence to ask about.
    const slots = Array.from(
      { length: 40 },
      (_, i) => `${11 + Math.floor(i / 12)}:${String((i % 12) * 5).padStart(2, '0')} Stage ${(i % 3) + 1}`,
    );
    const id = await upload(owner, 'timetable.txt', `Friday\n\n${slots.join('\n')}`);
    expect(await settled(owner, id)).toMatchObject({
      status: 'failed',
      failureReason: tooLittleText({ words: 41, characters: 0 }),
      questionCount: 0,
      title: expect.any(String), // read and analysed: it was the question engine that found nothing
    });
  });

  it('fails a damaged PDF with the damaged reason', async () => {
    const { owner } = await twoStudents();
    const id = await upload(
      owner,
      'broken.pdf',
      '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 99 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF',
    );
    expect(await settled(owner, id)).toMatchObject({ status: 'failed', failureReason: failureReasons.damaged });
  });

  it('fails a document with no text', async () => {
    const { owner } = await twoStudents();
    const id = await upload(owner, 'blank.docx', makeDocx(['   ']));
    expect(await settled(owner, id)).toMatchObject({ status: 'failed', failureReason: failureReasons.noText });
  });
});

describe('the consumer', () => {
  it('retries a transient failure with backoff instead of failing the material', async () => {
    const { owner } = await twoStudents();
    const userId = await ownerId(owner);
    const id = await insertProcessingMaterial(userId);
    const unavailable = {
      ...env,
      FILES: { get: async () => Promise.reject(new Error('R2 unavailable')) },
    } as unknown as Env;
    const batch = createMessageBatch('prepwise-jobs', [job(id, userId)]);
    const ctx = createExecutionContext();
    await handleQueueBatch(batch, unavailable);
    const result = await getQueueResult(batch, ctx);
    expect(result.retryMessages.map((m) => m.msgId)).toEqual([batch.messages[0]?.id]);
    expect(await env.DB.prepare('select status from study_materials where id = ?').bind(id).first()).toEqual({
      status: 'processing',
    });
  });

  it.each([
    [1, 10],
    [2, 40],
    [3, 160],
    [9, 900],
  ])('waits longer before each retry: attempt %i after %i s', (attempts, seconds) => {
    expect(retryDelaySeconds(attempts)).toBe(seconds);
  });

  it('fails the material when its message arrives on the dead-letter queue', async () => {
    const { owner } = await twoStudents();
    const userId = await ownerId(owner);
    const id = await insertProcessingMaterial(userId);
    const batch = createMessageBatch(deadLetterQueue, [job(id, userId)]);
    const ctx = createExecutionContext();
    await handleQueueBatch(batch, env);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toHaveLength(1);
    expect(
      await env.DB.prepare('select status, failureReason from study_materials where id = ?').bind(id).first(),
    ).toEqual({
      status: 'failed',
      failureReason: failureReasons.gaveUp,
    });
  });

  it('acknowledges and drops a malformed message', async () => {
    const batch = createMessageBatch('prepwise-jobs', [
      { id: 'm1', timestamp: new Date(), attempts: 1, body: { nope: true } },
    ]);
    const ctx = createExecutionContext();
    await handleQueueBatch(batch, env);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(['m1']);
  });

  it('ignores a late message for a material already settled', async () => {
    const { owner } = await twoStudents();
    const userId = await ownerId(owner);
    const id = await insertProcessingMaterial(userId);
    await env.DB.prepare("update study_materials set status = 'completed' where id = ?").bind(id).run();
    const batch = createMessageBatch('prepwise-jobs', [job(id, userId, { step: 'analyze' })]);
    const ctx = createExecutionContext();
    await handleQueueBatch(batch, env);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toHaveLength(1);
    expect(await env.DB.prepare('select status from study_materials where id = ?').bind(id).first()).toEqual({
      status: 'completed',
    });
  });

  it('cleans up after a material deleted while its message was queued', async () => {
    const { owner } = await twoStudents();
    const userId = await ownerId(owner);
    const id = crypto.randomUUID();
    await env.FILES.put(`users/${userId}/materials/${id}/work/pages-000001.json`, '{}');
    const batch = createMessageBatch('prepwise-jobs', [job(id, userId)]);
    const ctx = createExecutionContext();
    await handleQueueBatch(batch, env);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toHaveLength(1);
    expect((await env.FILES.list({ prefix: `users/${userId}/materials/${id}/` })).objects).toEqual([]);
  });
});

describe('materials stuck in processing', () => {
  it('are failed by the sweep after 15 minutes, fresh ones are left alone', async () => {
    const { owner } = await twoStudents();
    const userId = await ownerId(owner);
    const stuck = await insertProcessingMaterial(userId, Date.now() - staleProcessingMs - 1000);
    const fresh = await insertProcessingMaterial(userId);
    await sweep(env);
    const status = (id: string) =>
      env.DB.prepare('select status, failureReason from study_materials where id = ?').bind(id).first();
    expect(await status(stuck)).toEqual({ status: 'failed', failureReason: failureReasons.tookTooLong });
    expect(await status(fresh)).toEqual({ status: 'processing', failureReason: null });
  });

  it('are settled as soon as their student lists their materials', async () => {
    const { owner, other } = await twoStudents();
    const stuck = await insertProcessingMaterial(await ownerId(owner), Date.now() - staleProcessingMs - 1000);
    const othersStuck = await insertProcessingMaterial(await ownerId(other), Date.now() - staleProcessingMs - 1000);
    const list = (await (await owner.get('/api/materials')).json()) as Material[];
    expect(list.find((m) => m.id === stuck)).toMatchObject({
      status: 'failed',
      failureReason: failureReasons.tookTooLong,
    });
    expect(await env.DB.prepare('select status from study_materials where id = ?').bind(othersStuck).first()).toEqual({
      status: 'processing',
    });
  });
});
