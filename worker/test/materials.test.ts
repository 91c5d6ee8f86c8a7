import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { makeDocx, makeOle, makePdf, makeZip } from './fixtures';
import { call, origin, type StudentClient, signInLocally, studentClient, twoStudents } from './helpers';

type Upload = { status: number; body: { materialId?: string; error?: string } };

async function upload(
  client: StudentClient,
  name: string,
  bytes: Uint8Array | string,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new File([bytes], name));
  const response = await client.form('/api/upload', form);
  return { status: response.status, body: await response.json() } as Upload;
}

async function userIdOf(client: StudentClient) {
  return ((await (await client.get('/api/user')).json()) as { id: string }).id;
}

async function storedKeys(userId: string) {
  return (await env.FILES.list({ prefix: `users/${userId}/` })).objects.map((o) => o.key);
}

async function materialRows(userId: string) {
  const { results } = await env.DB.prepare('select id, status from study_materials where userId = ?')
    .bind(userId)
    .all();
  return results;
}

const pdf = makePdf(['Photosynthesis converts light energy into chemical energy.']);

describe('POST /api/upload', () => {
  it('stores a PDF in R2 under the student, records it as processing and answers its id', async () => {
    const { owner } = await twoStudents();
    const userId = await userIdOf(owner);
    const { status, body } = await upload(owner, 'Biology notes.pdf', pdf);
    expect(status).toBe(201);
    const row = await env.DB.prepare('select * from study_materials where id = ?').bind(body.materialId).first();
    expect(row).toMatchObject({
      userId,
      originalName: 'Biology notes.pdf',
      mimeType: 'application/pdf',
      fileSize: pdf.length,
      courseId: null,
    });
    const object = await env.FILES.get(row?.objectPath as string);
    expect(new Uint8Array(await (object as R2ObjectBody).arrayBuffer())).toEqual(pdf);
    expect(row?.objectPath).toBe(`users/${userId}/materials/${body.materialId}/original.pdf`);
  });

  it('accepts a DOCX and a UTF-8 text file, and files them under a course of the student', async () => {
    const { owner } = await twoStudents();
    const course = (await (await owner.post('/api/courses', { name: 'Biology' })).json()) as { id: string };
    const docx = await upload(owner, 'cells.docx', makeDocx(['# Cells', 'The cell is the unit of life.']), {
      courseId: course.id,
    });
    expect(docx.status).toBe(201);
    const text = await upload(owner, 'notes.txt', 'Mitochondria: the powerhouse of the cell. Ça va — naïve café.', {
      courseId: course.id,
    });
    expect(text.status).toBe(201);
    const list = (await (await owner.get(`/api/materials?courseId=${course.id}`)).json()) as { mimeType: string }[];
    expect(list.map((m) => m.mimeType).sort()).toEqual([
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'text/plain',
    ]);
  });

  it('accepts UTF-16 and Windows-1252 text files', async () => {
    const { owner } = await twoStudents();
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...Array.from('Osmosis moves water.').flatMap((ch) => [ch.charCodeAt(0), 0]),
    ]);
    expect((await upload(owner, 'utf16.txt', utf16)).status).toBe(201);
    const cp1252 = new Uint8Array([...new TextEncoder().encode('Caf'), 0xe9, 0x20, 0x93, 0x71, 0x94]);
    expect((await upload(owner, 'legacy.txt', cp1252)).status).toBe(201);
  });

  it.each([
    ['a file with another extension', 'slides.pptx', pdf],
    ['text named .pdf', 'fake.pdf', 'This is not a PDF at all.'],
    ['a PDF named .txt', 'fake.txt', pdf],
    ['binary data named .txt', 'random.txt', Uint8Array.from({ length: 5000 }, (_, i) => (i * 131 + 7) % 256)],
    ['a zip that is not a Word document', 'archive.docx', makeZip({ 'notes/readme.txt': 'hello' })],
    ['a damaged zip', 'broken.docx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0])],
    ['a PDF named .docx', 'fake.docx', pdf],
  ])('refuses %s with the spec’s "Invalid file type" wording and keeps nothing', async (_, name, bytes) => {
    const { owner } = await twoStudents();
    const userId = await userIdOf(owner);
    const { status, body } = await upload(owner, name, bytes);
    expect(status).toBe(400);
    expect([
      'Invalid file type. Please upload PDF, DOCX, or TXT files only.',
      'This file is damaged and could not be read.',
    ]).toContain(body.error);
    expect(await storedKeys(userId)).toEqual([]);
    expect(await materialRows(userId)).toEqual([]);
  });

  it('refuses a Word document with macros', async () => {
    const { owner } = await twoStudents();
    const docm = makeDocx(['Hello'], { 'word/vbaProject.bin': 'macro' });
    const { status, body } = await upload(owner, 'macros.docx', docm);
    expect(status).toBe(400);
    expect(body.error).toMatch(/macros/);
  });

  it('explains password-protected and old-format Word files', async () => {
    const { owner } = await twoStudents();
    expect((await upload(owner, 'secret.docx', makeOle(true))).body.error).toBe(
      'This document is password-protected. Please remove the password and upload it again.',
    );
    expect((await upload(owner, 'old.docx', makeOle(false))).body.error).toBe(
      'This is an old Word document (.doc). Please save it as .docx and upload it again.',
    );
  });

  it('refuses an empty file', async () => {
    const { owner } = await twoStudents();
    const { status, body } = await upload(owner, 'empty.pdf', new Uint8Array(0));
    expect(status).toBe(400);
    expect(body.error).toBe('This file is empty. Please choose a file with content.');
  });

  it('refuses a file over 50 MB with 413 and the spec’s "File too large" wording, and keeps nothing', {
    timeout: 30_000,
  }, async () => {
    const { owner } = await twoStudents();
    const userId = await userIdOf(owner);
    const big = new Uint8Array(50 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode('%PDF-1.7\n'));
    const { status, body } = await upload(owner, 'huge.pdf', big);
    expect(status).toBe(413);
    expect(body.error).toBe('File too large. Please upload files smaller than 50MB.');
    expect(await storedKeys(userId)).toEqual([]);
  });

  it('accepts a file of exactly 50 MB', { timeout: 30_000 }, async () => {
    const { owner } = await twoStudents();
    const limit = new Uint8Array(50 * 1024 * 1024);
    limit.set(pdf);
    const { status } = await upload(owner, 'limit.pdf', limit);
    expect(status).toBe(201);
  });

  it('stops reading at 50 MB even when the request does not declare its length', { timeout: 30_000 }, async () => {
    const { cookie } = await signInLocally();
    const boundary = 'prepwise-test-boundary';
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="stream.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
    );
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(head);
        if (sent > 60) return controller.close();
        sent++;
        controller.enqueue(chunk);
      },
    });
    const response = await call('/api/upload', {
      method: 'POST',
      headers: { Cookie: cookie, Origin: origin, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(60);
  });

  it('stores a file larger than one R2 part intact (multipart upload)', { timeout: 30_000 }, async () => {
    const { owner } = await twoStudents();
    const big = new Uint8Array(20 * 1024 * 1024 + 12345);
    big.set(pdf);
    for (let i = pdf.length; i < big.length; i += 4096) big[i] = i % 251;
    const { status, body } = await upload(owner, 'long.pdf', big);
    expect(status).toBe(201);
    const row = await env.DB.prepare('select objectPath from study_materials where id = ?')
      .bind(body.materialId)
      .first();
    const stored = new Uint8Array(
      await ((await env.FILES.get(row?.objectPath as string)) as R2ObjectBody).arrayBuffer(),
    );
    const digest = async (bytes: Uint8Array) => new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
    expect(stored.length).toBe(big.length);
    expect(await digest(stored)).toEqual(await digest(big));
  });

  it('refuses another student’s course id and keeps nothing', async () => {
    const { owner, other } = await twoStudents();
    const course = (await (await owner.post('/api/courses', { name: 'Mine' })).json()) as { id: string };
    const otherId = await userIdOf(other);
    const { status, body } = await upload(other, 'notes.pdf', pdf, { courseId: course.id });
    expect(status).toBe(404);
    expect(body.error).toBe('Course not found');
    expect(await storedKeys(otherId)).toEqual([]);
    expect(await materialRows(otherId)).toEqual([]);
  });

  it('answers 400 to bodies that are not a proper upload', async () => {
    const { cookie } = await signInLocally();
    const client = studentClient(cookie);
    const noFile = new FormData();
    noFile.append('courseId', 'x');
    expect((await client.form('/api/upload', noFile)).status).toBe(400);
    const json = await client.post('/api/upload', { file: 'x' });
    expect(json.status).toBe(400);
    const truncated = await call('/api/upload', {
      method: 'POST',
      headers: { Cookie: cookie, Origin: origin, 'Content-Type': 'multipart/form-data; boundary=abc' },
      body: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 partial',
    });
    expect(truncated.status).toBe(400);
    expect(await truncated.json()).toEqual({ error: 'The upload was interrupted or malformed. Please try again.' });
    const twoFiles = new FormData();
    twoFiles.append('file', new File([pdf], 'a.pdf'));
    twoFiles.append('file', new File([pdf], 'b.pdf'));
    expect(await (await client.form('/api/upload', twoFiles)).json()).toEqual({
      error: 'Please upload one file at a time.',
    });
  });

  it('cleans the file name it stores', async () => {
    const { owner } = await twoStudents();
    const { body } = await upload(owner, '..\\..//etc/pass\u0007wd\u202e.pdf', pdf);
    const row = await env.DB.prepare('select originalName from study_materials where id = ?')
      .bind(body.materialId)
      .first();
    expect(row?.originalName).toBe('passwd.pdf');
  });

  it('leaves no row and no file when the job cannot be queued', async () => {
    const { cookie } = await signInLocally();
    const form = new FormData();
    form.append('file', new File([pdf], 'a.pdf'));
    const brokenQueue = { send: async () => Promise.reject(new Error('queue unavailable')) } as unknown as Queue;
    const response = await call(
      '/api/upload',
      { method: 'POST', headers: { Cookie: cookie, Origin: origin }, body: form },
      {
        JOBS: brokenQueue,
      },
    );
    expect(response.status).toBe(503);
    const userId = ((await (await call('/api/user', { headers: { Cookie: cookie } })).json()) as { id: string }).id;
    expect(await storedKeys(userId)).toEqual([]);
    expect(await materialRows(userId)).toEqual([]);
  });
});

describe('/api/materials', () => {
  it('moves a material to a course and back to Uncategorized', async () => {
    const { owner } = await twoStudents();
    const course = (await (await owner.post('/api/courses', { name: 'Chemistry' })).json()) as { id: string };
    const { body } = await upload(owner, 'acids.pdf', pdf);
    const moved = await owner.patch(`/api/materials/${body.materialId}`, { courseId: course.id });
    expect(await moved.json()).toEqual({ id: body.materialId, courseId: course.id });
    const removed = await owner.patch(`/api/materials/${body.materialId}`, { courseId: null });
    expect(await removed.json()).toEqual({ id: body.materialId, courseId: null });
  });

  it('downloads the original file with its name as an attachment', async () => {
    const { owner } = await twoStudents();
    const { body } = await upload(owner, 'Résumé "final"; v2.pdf', pdf);
    const response = await owner.get(`/api/materials/${body.materialId}/file`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="R_sum_ _final__ v2.pdf"; filename*=UTF-8''${encodeURIComponent('Résumé "final"; v2.pdf')}`,
    );
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdf);
  });

  it('deletes the material, its file and its question bank together', async () => {
    const { owner } = await twoStudents();
    const userId = await userIdOf(owner);
    const { body } = await upload(owner, 'delete-me.pdf', pdf);
    await env.DB.prepare(
      "insert into questions (id, userId, materialId, topic, difficulty, type, question, correctAnswer, explanation) values (?, ?, ?, 'Cells', 'easy', 'true_false', 'Q?', 'True', 'E')",
    )
      .bind(`q-${body.materialId}`, userId, body.materialId)
      .run();
    expect((await owner.delete(`/api/materials/${body.materialId}`)).status).toBe(200);
    expect(await storedKeys(userId)).toEqual([]);
    expect(await materialRows(userId)).toEqual([]);
    expect(
      await env.DB.prepare('select id from questions where materialId = ?').bind(body.materialId).first(),
    ).toBeNull();
  });

  it('answers 404 to another student on every material route and changes nothing', async () => {
    const { owner, other } = await twoStudents();
    const ownerId = await userIdOf(owner);
    const { body } = await upload(owner, 'private.pdf', pdf);
    const otherCourse = (await (await other.post('/api/courses', { name: 'Theirs' })).json()) as { id: string };
    for (const response of [
      await other.patch(`/api/materials/${body.materialId}`, { courseId: otherCourse.id }),
      await other.patch(`/api/materials/${body.materialId}`, { courseId: null }),
      await other.delete(`/api/materials/${body.materialId}`),
      await other.get(`/api/materials/${body.materialId}/file`),
    ]) {
      expect(response.status).toBe(404);
    }
    expect(await (await other.get('/api/materials')).json()).toEqual([]);
    expect(await storedKeys(ownerId)).toHaveLength(1);
    expect(await materialRows(ownerId)).toHaveLength(1);
  });

  it('refuses to move a material into another student’s course', async () => {
    const { owner, other } = await twoStudents();
    const { body } = await upload(owner, 'mine.pdf', pdf);
    const theirs = (await (await other.post('/api/courses', { name: 'Theirs' })).json()) as { id: string };
    const response = await owner.patch(`/api/materials/${body.materialId}`, { courseId: theirs.id });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Course not found' });
  });
});
