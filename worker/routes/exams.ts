// /api/exams: creating exams from materials, reading, activating and deleting
// them, previewing their questions, and — while an exam is a draft — removing
// or replacing a question (spec section 7, plus preview edits students ask for).

import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { SignedInEnv } from '../app-env';
import { examInput, examListQuery, examQuestionParams, examStatusPatch, quickExamInput } from '../contracts/exams';
import { findCourse } from '../db/queries/courses';
import {
  deleteExam,
  examQuestionRows,
  findExam,
  findExamQuestion,
  listExams,
  materialsForExam,
  previewQuestions,
  removeExamQuestion,
  setExamStatus,
} from '../db/queries/exams';
import { generatedFromRow, insertQuestions, questionRow, refreshBankCount } from '../db/queries/questions';
import { questions, type StudyMaterial } from '../db/schema';
import { buildExam, type ExamSpec, noQuestionsWritten, replacementFor } from '../generate/build-exam';
import { hash } from '../generate/random';
import { examLimit } from '../http/limits';
import { idParam } from '../http/params';
import { validate } from '../http/validate';
import { courseNotFound } from './courses';

export const examNotFound = { error: 'Exam not found' } as const;
const notADraft = { error: 'Only a draft exam can be changed. This exam is already active.' } as const;

/** The student's chosen materials, each processed and ready; or the error to answer. */
async function readyMaterials(c: Context<SignedInEnv>, ids: string[]) {
  const unique = [...new Set(ids)];
  const materials = await materialsForExam(c.var.db, c.var.user.id, unique);
  if (materials.length !== unique.length) return { error: c.json({ error: 'Material not found' }, 404) };
  const notReady = materials.find((m) => m.status !== 'completed');
  if (notReady) {
    const name = notReady.title || notReady.originalName;
    const why = notReady.status === 'processing' ? 'is still being processed' : 'could not be processed';
    return { error: c.json({ error: `“${name}” ${why}. Please choose processed materials.` }, 400) };
  }
  return { materials: unique.map((id) => materials.find((m) => m.id === id) as StudyMaterial) };
}

async function createExam(c: Context<SignedInEnv>, materials: StudyMaterial[], spec: ExamSpec) {
  const built = await buildExam(c.env, c.var.db, c.var.user.id, materials, spec);
  if (!built) return c.json({ error: noQuestionsWritten }, 400);
  return c.json(built, 201);
}

export const examRoutes = new Hono<SignedInEnv>()
  .get('/', validate('query', examListQuery), async (c) =>
    c.json(await listExams(c.var.db, c.var.user.id, c.req.valid('query').courseId), 200),
  )
  .post('/', examLimit, validate('json', examInput), async (c) => {
    const input = c.req.valid('json');
    const ready = await readyMaterials(c, input.materialIds);
    if ('error' in ready) return ready.error;
    if (input.courseId && !(await findCourse(c.var.db, c.var.user.id, input.courseId)))
      return c.json(courseNotFound, 404);
    return createExam(c, ready.materials, {
      title: input.title,
      description: input.description || null,
      courseId: input.courseId ?? null,
      timeLimit: input.timeLimit,
      difficulty: input.difficulty,
      questionTypes: [...new Set(input.questionTypes)],
      questionCount: input.questionCount,
      topics: [...new Set(input.topics ?? [])],
      examDate: input.examDate ? new Date(input.examDate) : null,
      status: input.status,
    });
  })
  .get('/:id', validate('param', idParam), async (c) => {
    const exam = await findExam(c.var.db, c.var.user.id, c.req.valid('param').id);
    return exam ? c.json(exam, 200) : c.json(examNotFound, 404);
  })
  .patch('/:id', validate('param', idParam), validate('json', examStatusPatch), async (c) => {
    const { id } = c.req.valid('param');
    const { status } = c.req.valid('json');
    const exam = await findExam(c.var.db, c.var.user.id, id);
    if (!exam) return c.json(examNotFound, 404);
    // Draft → active is the one transition (spec section 4); saving twice is harmless.
    if (exam.status === 'active' && status === 'draft') {
      return c.json({ error: 'An active exam cannot go back to draft.' }, 409);
    }
    return c.json(await setExamStatus(c.var.db, c.var.user.id, id, status), 200);
  })
  .delete('/:id', validate('param', idParam), async (c) => {
    const deleted = await deleteExam(c.var.db, c.var.user.id, c.req.valid('param').id);
    return deleted ? c.json({ ok: true }, 200) : c.json(examNotFound, 404);
  })
  .get('/:id/preview-questions', validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    if (!(await findExam(c.var.db, c.var.user.id, id))) return c.json(examNotFound, 404);
    return c.json(await previewQuestions(c.var.db, c.var.user.id, id), 200);
  })
  .delete('/:id/questions/:questionId', validate('param', examQuestionParams), async (c) => {
    const { id, questionId } = c.req.valid('param');
    const exam = await findExam(c.var.db, c.var.user.id, id);
    if (!exam) return c.json(examNotFound, 404);
    if (!(await findExamQuestion(c.var.db, c.var.user.id, id, questionId)))
      return c.json({ error: 'Question not found' }, 404);
    if (exam.status !== 'draft') return c.json(notADraft, 409);
    if (exam.questionCount <= 1) return c.json({ error: 'An exam needs at least one question.' }, 409);
    await removeExamQuestion(c.var.db, c.var.user.id, id, questionId);
    return c.json({ ok: true }, 200);
  })
  .post('/:id/questions/:questionId/replace', validate('param', examQuestionParams), examLimit, async (c) => {
    const { id, questionId } = c.req.valid('param');
    const userId = c.var.user.id;
    const exam = await findExam(c.var.db, userId, id);
    if (!exam) return c.json(examNotFound, 404);
    const replaced = await findExamQuestion(c.var.db, userId, id, questionId);
    if (!replaced) return c.json({ error: 'Question not found' }, 404);
    if (exam.status !== 'draft') return c.json(notADraft, 409);
    const materials = await materialsForExam(c.var.db, userId, exam.materialIds);
    const inExam = (await examQuestionRows(c.var.db, userId, id)).map(generatedFromRow);
    const fresh = await replacementFor(
      c.env,
      c.var.db,
      userId,
      materials.filter((m) => m.status === 'completed'),
      inExam,
      generatedFromRow(replaced),
      exam.questionTypes,
      hash(`${questionId}:${Date.now()}`),
    );
    if (!fresh) return c.json({ error: 'There are no more questions to ask from these materials.' }, 409);
    const row = { ...questionRow(userId, fresh, { examId: id, position: replaced.position }), id: crypto.randomUUID() };
    await c.var.db.batch([
      c.var.db.delete(questions).where(and(eq(questions.id, questionId), eq(questions.examId, id))),
      ...insertQuestions(c.var.db, [row]),
      // A newly written question also joins its material's bank.
      ...(fresh.bankId === null
        ? [
            ...insertQuestions(c.var.db, [questionRow(userId, fresh)]),
            refreshBankCount(c.var.db, fresh.source.materialId),
          ]
        : []),
    ]);
    return c.json({ id: row.id, question: row.question, type: row.type, topic: row.topic }, 201);
  });

/** POST /api/materials/generate-exam: an exam from the upload page, with the create screen's defaults. */
export const quickExamRoute = new Hono<SignedInEnv>().post(
  '/',
  examLimit,
  validate('json', quickExamInput),
  async (c) => {
    const input = c.req.valid('json');
    const ready = await readyMaterials(c, input.materialIds);
    if ('error' in ready) return ready.error;
    const { materials } = ready;
    const first = materials[0]?.title || materials[0]?.originalName || 'Study materials';
    const courseIds = [...new Set(materials.map((m) => m.courseId))];
    return createExam(c, materials, {
      title:
        materials.length === 1 ? `Practice Exam: ${first}` : `Practice Exam: ${first} + ${materials.length - 1} more`,
      description: null,
      // The materials' course when they share one.
      courseId: courseIds.length === 1 ? (courseIds[0] ?? null) : null,
      timeLimit: 45,
      difficulty: 'easy',
      questionTypes: ['multiple_choice', 'true_false'],
      questionCount: input.questionCount,
      topics: [...new Set(materials.flatMap((m) => m.topics))],
      examDate: null,
      status: 'draft',
    });
  },
);
