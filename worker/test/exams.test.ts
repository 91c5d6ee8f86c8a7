import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { makePdf } from './fixtures';
import { type StudentClient, twoStudents } from './helpers';

type Exam = {
  id: string;
  title: string;
  status: string;
  questionCount: number;
  materialIds: string[];
  courseId: string | null;
};
type Preview = { id: string; question: string; type: string; topic: string };

const biology = [
  'Cell Biology',
  'The cell is the basic structural and functional unit of all living organisms.',
  'The nucleus is a membrane-bound organelle that contains the genetic material of the cell.',
  'Mitochondria are organelles that produce most of the chemical energy needed by the cell.',
  'Ribosomes are small structures that assemble proteins from amino acids.',
  'The cell membrane is a thin barrier that controls what enters and leaves the cell.',
  'Lysosomes are organelles that break down waste materials and cellular debris.',
  'Photosynthesis is the process by which green plants convert light energy into chemical energy.',
  'Chlorophyll is the green pigment that absorbs light during photosynthesis in the chloroplast.',
  'The chloroplast is the organelle in which photosynthesis takes place in plant cells.',
  'Osmosis is the movement of water across a membrane from a dilute solution to a concentrated one.',
  'Diffusion is the movement of particles from an area of high concentration to an area of low concentration.',
  'Enzymes are proteins that speed up chemical reactions without being used up.',
];

async function processedMaterial(client: StudentClient, name = 'cells.pdf', courseId?: string) {
  const form = new FormData();
  if (courseId) form.append('courseId', courseId);
  form.append('file', new File([makePdf([biology.slice(0, 7).join('\n'), biology.slice(7).join('\n')])], name));
  const { materialId } = (await (await client.form('/api/upload', form)).json()) as { materialId: string };
  for (let i = 0; i < 200; i++) {
    const material = (await (await client.get(`/api/materials/${materialId}`)).json()) as {
      status: string;
      questionCount: number;
    };
    if (material.status === 'completed') return { id: materialId, questionCount: material.questionCount };
    if (material.status === 'failed') throw new Error('material failed');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('material still processing');
}

const payload = (materialIds: string[], extra: object = {}) => ({
  title: 'Cells quiz',
  description: 'Chapter 1',
  materialIds,
  questionCount: 6,
  timeLimit: 20,
  difficulty: 'mixed',
  questionTypes: ['multiple_choice', 'true_false'],
  topics: [],
  ...extra,
});

async function createExam(client: StudentClient, materialIds: string[], extra: object = {}) {
  const response = await client.post('/api/exams', payload(materialIds, extra));
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

describe('a processed material', () => {
  it('has a verified question bank', async () => {
    const { owner } = await twoStudents();
    const material = await processedMaterial(owner);
    expect(material.questionCount).toBeGreaterThan(0);
    const { results } = await env.DB.prepare(
      'select type, sourcePage, sourceQuote from questions where materialId = ? and examId is null',
    )
      .bind(material.id)
      .all<{ type: string; sourcePage: number; sourceQuote: string }>();
    expect(results).toHaveLength(material.questionCount);
    for (const row of results) {
      expect([1, 2]).toContain(row.sourcePage);
      expect(biology.join(' ')).toContain(row.sourceQuote.split(/\s+/).slice(0, 4).join(' '));
    }
  });
});

describe('POST /api/exams', () => {
  it('creates a draft exam of the requested types from the banks', async () => {
    const { owner } = await twoStudents();
    const material = await processedMaterial(owner);
    const id = await createExam(owner, [material.id]);
    const exam = (await (await owner.get(`/api/exams/${id}`)).json()) as Exam;
    expect(exam).toMatchObject({ title: 'Cells quiz', status: 'draft', materialIds: [material.id] });
    const preview = (await (await owner.get(`/api/exams/${id}/preview-questions`)).json()) as Preview[];
    expect(preview.length).toBe(exam.questionCount);
    expect(preview.length).toBeGreaterThan(0);
    expect(preview.length).toBeLessThanOrEqual(6);
    for (const q of preview) {
      expect(Object.keys(q).sort()).toEqual(['id', 'question', 'topic', 'type']);
      expect(['multiple_choice', 'true_false']).toContain(q.type);
    }
  });

  it('makes a shorter exam rather than weak questions, and says how many were asked for', async () => {
    const { owner } = await twoStudents();
    const material = await processedMaterial(owner);
    const response = await owner.post('/api/exams', payload([material.id], { questionCount: 100 }));
    expect(response.status).toBe(201);
    const made = (await response.json()) as { questionCount: number; requestedCount: number };
    expect(made.requestedCount).toBe(100);
    expect(made.questionCount).toBeGreaterThan(0);
    expect(made.questionCount).toBeLessThan(100);
  });

  it.each([
    [{ title: '   ' }, 'Please enter an exam title'],
    [{ title: '', materialIds: [] }, 'Please enter an exam title'],
    [{ materialIds: [] }, 'Please select at least one material'],
    [{ materialIds: [], questionTypes: [] }, 'Please select at least one material'],
    [{ questionTypes: [] }, 'Please select at least one question type'],
    [{ questionTypes: ['essay'] }, 'Unknown question type: essay'],
    [{ questionCount: 0 }, 'The number of questions must be a whole number from 1 to 100'],
    [{ questionCount: 101 }, 'The number of questions must be a whole number from 1 to 100'],
    [{ questionCount: 2.5 }, 'The number of questions must be a whole number from 1 to 100'],
    [{ timeLimit: 0 }, 'The time limit must be whole minutes from 1 to 300'],
    [{ timeLimit: 301 }, 'The time limit must be whole minutes from 1 to 300'],
    [{ difficulty: 'brutal' }, 'Difficulty must be easy, medium, hard or mixed'],
    [{ examDate: 'next tuesday' }, 'The exam date is not a valid date'],
    [{ examDate: '2020-01-01T00:00:00.000Z' }, 'The exam date cannot be in the past'],
  ])('refuses %j with "%s"', async (change, message) => {
    const { owner } = await twoStudents();
    const response = await owner.post('/api/exams', payload(['any-material'], change));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
  });

  it('accepts an exam date of today or later', async () => {
    const { owner } = await twoStudents();
    const material = await processedMaterial(owner);
    const today = new Date().toISOString().slice(0, 10);
    expect((await owner.post('/api/exams', payload([material.id], { examDate: today }))).status).toBe(201);
  });

  it('refuses another student’s material with 404', async () => {
    const { owner, other } = await twoStudents();
    const material = await processedMaterial(owner);
    const response = await other.post('/api/exams', payload([material.id]));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Material not found' });
    expect(await (await other.get('/api/exams')).json()).toEqual([]);
  });

  it('refuses a material that is still processing', async () => {
    const { owner } = await twoStudents();
    const user = (await (await owner.get('/api/user')).json()) as { id: string };
    await env.DB.prepare(
      "insert into study_materials (id, userId, filename, originalName, title, fileSize, mimeType, objectPath) values ('busy-material', ?, 'x.pdf', 'x.pdf', 'Lecture 4', 1, 'application/pdf', 'k')",
    )
      .bind(user.id)
      .run();
    const response = await owner.post('/api/exams', payload(['busy-material']));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: '“Lecture 4” is still being processed. Please choose processed materials.',
    });
  });

  it('writes more questions on demand when the bank is short, and keeps them in the bank', async () => {
    const { owner } = await twoStudents();
    const material = await processedMaterial(owner);
    await env.DB.prepare('delete from questions where materialId = ?').bind(material.id).run();
    const id = await createExam(owner, [material.id], { questionCount: 4 });
    const exam = (await (await owner.get(`/api/exams/${id}`)).json()) as Exam;
    expect(exam.questionCount).toBeGreaterThan(0);
    const bank = await env.DB.prepare('select count(*) as n from questions where materialId = ? and examId is null')
      .bind(material.id)
      .first<{ n: number }>();
    expect(bank?.n).toBeGreaterThan(0);
    const row = await env.DB.prepare('select questionCount from study_materials where id = ?')
      .bind(material.id)
      .first();
    expect(row).toEqual({ questionCount: bank?.n });
  });
});

describe('exam lifecycle', () => {
  it('activates a draft once and never back', async () => {
    const { owner } = await twoStudents();
    const id = await createExam(owner, [(await processedMaterial(owner)).id]);
    const saved = await owner.patch(`/api/exams/${id}`, { status: 'active' });
    expect(((await saved.json()) as Exam).status).toBe('active');
    expect((await owner.patch(`/api/exams/${id}`, { status: 'active' })).status).toBe(200);
    expect((await owner.patch(`/api/exams/${id}`, { status: 'draft' })).status).toBe(409);
  });

  it('removes and replaces questions of a draft, not of an active exam', async () => {
    const { owner } = await twoStudents();
    const id = await createExam(owner, [(await processedMaterial(owner)).id], { questionCount: 4 });
    const before = (await (await owner.get(`/api/exams/${id}/preview-questions`)).json()) as Preview[];
    const [first, second] = before as [Preview, Preview];

    const replaced = await owner.post(`/api/exams/${id}/questions/${first.id}/replace`);
    expect(replaced.status).toBe(201);
    const fresh = (await replaced.json()) as Preview;
    expect(fresh.question).not.toBe(first.question);
    const afterReplace = (await (await owner.get(`/api/exams/${id}/preview-questions`)).json()) as Preview[];
    expect(afterReplace[0]?.id).toBe(fresh.id);
    expect(afterReplace).toHaveLength(before.length);

    expect((await owner.delete(`/api/exams/${id}/questions/${second.id}`)).status).toBe(200);
    const exam = (await (await owner.get(`/api/exams/${id}`)).json()) as Exam;
    expect(exam.questionCount).toBe(before.length - 1);

    await owner.patch(`/api/exams/${id}`, { status: 'active' });
    const third = afterReplace[2] as Preview;
    expect((await owner.delete(`/api/exams/${id}/questions/${third.id}`)).status).toBe(409);
    expect((await owner.post(`/api/exams/${id}/questions/${third.id}/replace`)).status).toBe(409);
  });

  it('deletes an exam with its questions while its attempts stay', async () => {
    const { owner } = await twoStudents();
    const id = await createExam(owner, [(await processedMaterial(owner)).id]);
    const user = (await (await owner.get('/api/user')).json()) as { id: string };
    await env.DB.prepare(
      "insert into exam_attempts (id, examId, userId, deadline, totalQuestions, score, status) values ('attempt-kept', ?, ?, 0, 6, 50, 'completed')",
    )
      .bind(id, user.id)
      .run();
    expect((await owner.delete(`/api/exams/${id}`)).status).toBe(200);
    expect((await owner.get(`/api/exams/${id}`)).status).toBe(404);
    expect(await env.DB.prepare('select count(*) as n from questions where examId = ?').bind(id).first()).toEqual({
      n: 0,
    });
    expect(await env.DB.prepare("select id from exam_attempts where id = 'attempt-kept'").first()).toEqual({
      id: 'attempt-kept',
    });
  });

  it('lists exams, also per course', async () => {
    const { owner } = await twoStudents();
    const course = (await (await owner.post('/api/courses', { name: 'Biology' })).json()) as { id: string };
    const material = await processedMaterial(owner, 'bio.pdf', course.id);
    const inCourse = await createExam(owner, [material.id], { courseId: course.id });
    const loose = await createExam(owner, [material.id]);
    const all = (await (await owner.get('/api/exams')).json()) as Exam[];
    expect(all.map((e) => e.id).sort()).toEqual([inCourse, loose].sort());
    const perCourse = (await (await owner.get(`/api/exams?courseId=${course.id}`)).json()) as Exam[];
    expect(perCourse.map((e) => e.id)).toEqual([inCourse]);
  });

  it('answers 404 to another student on every exam route and changes nothing', async () => {
    const { owner, other } = await twoStudents();
    const id = await createExam(owner, [(await processedMaterial(owner)).id]);
    const [question] = (await (await owner.get(`/api/exams/${id}/preview-questions`)).json()) as Preview[];
    for (const response of [
      await other.get(`/api/exams/${id}`),
      await other.patch(`/api/exams/${id}`, { status: 'active' }),
      await other.get(`/api/exams/${id}/preview-questions`),
      await other.delete(`/api/exams/${id}/questions/${question?.id}`),
      await other.post(`/api/exams/${id}/questions/${question?.id}/replace`),
      await other.delete(`/api/exams/${id}`),
    ]) {
      expect(response.status).toBe(404);
    }
    const exam = (await (await owner.get(`/api/exams/${id}`)).json()) as Exam;
    expect(exam.status).toBe('draft');
  });
});

describe('POST /api/materials/generate-exam', () => {
  it('creates a draft exam from the chosen materials with a title built from them', async () => {
    const { owner } = await twoStudents();
    const course = (await (await owner.post('/api/courses', { name: 'Biology' })).json()) as { id: string };
    const a = await processedMaterial(owner, 'cells.pdf', course.id);
    const b = await processedMaterial(owner, 'more-cells.pdf', course.id);
    const response = await owner.post('/api/materials/generate-exam', { materialIds: [a.id, b.id], questionCount: 20 });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const exam = (await (await owner.get(`/api/exams/${id}`)).json()) as Exam;
    expect(exam.title).toMatch(/^Practice Exam: .+ \+ 1 more$/);
    expect(exam).toMatchObject({ status: 'draft', courseId: course.id });
  });
});
