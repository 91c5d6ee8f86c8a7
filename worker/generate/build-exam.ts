// Building an exam: its questions chosen from its materials' banks, more
// written on demand when the banks are short (and kept in the banks for next
// time), then the exam and its copies of the questions saved in one batch.

import type { Db } from '../db/client';
import { bankOf, generatedFromRow, insertQuestions, questionRow, refreshBankCount } from '../db/queries/questions';
import { exams, type QuestionType, type StudyMaterial } from '../db/schema';
import { questionEngine } from '.';
import { type AssemblyRequest, selectQuestions } from './assemble';
import type { GeneratedQuestion } from './engine';
import { fairnessProblem } from './gates';
import { materialSource } from './material-source';
import { hash } from './random';
import { isNearDuplicate } from './verify';

export type ExamSpec = {
  title: string;
  description: string | null;
  courseId: string | null;
  timeLimit: number;
  difficulty: AssemblyRequest['difficulty'];
  questionTypes: AssemblyRequest['types'];
  questionCount: number;
  topics: string[];
  examDate: Date | null;
  status: 'draft' | 'active';
};

type Candidate = GeneratedQuestion & { bankId: string | null };

export const noQuestionsWritten =
  'We could not write questions of the chosen types from these materials. Try other question types or materials.';

/** Writes more questions when the banks cannot fill the exam, spread over its materials. */
async function writeMore(
  env: Env,
  db: Db,
  materials: StudyMaterial[],
  bank: Candidate[],
  shortfall: number,
  request: AssemblyRequest,
) {
  const engine = questionEngine(env);
  const fresh: Candidate[] = [];
  const perMaterial = Math.ceil((shortfall * 1.5) / materials.length);
  for (const material of materials) {
    const source = await materialSource(env, db, material);
    if (!source) continue;
    const written = await engine.generate(source, {
      count: perMaterial,
      types: request.types,
      difficulty: request.difficulty,
      topics: request.topics,
      avoid: [...bank, ...fresh].map((q) => q.question),
      seed: request.seed,
    });
    fresh.push(...written.map((q) => ({ ...q, bankId: null })));
  }
  return fresh;
}

/** The verified questions already written for these materials, as candidates. */
async function bankCandidates(db: Db, userId: string, materials: StudyMaterial[]): Promise<Candidate[]> {
  const rows = await bankOf(
    db,
    userId,
    materials.map((m) => m.id),
  );
  // Banks written before today's fairness gates may hold questions they would now refuse.
  return rows.map((row) => ({ ...generatedFromRow(row), bankId: row.id })).filter((q) => fairnessProblem(q) === null);
}

export async function buildExam(
  env: Env,
  db: Db,
  userId: string,
  materials: StudyMaterial[],
  spec: ExamSpec,
): Promise<{ id: string; questionCount: number; requestedCount: number } | null> {
  const request: AssemblyRequest = {
    count: spec.questionCount,
    types: spec.questionTypes,
    difficulty: spec.difficulty,
    topics: spec.topics,
    seed: hash(`${userId}:${spec.title}:${Date.now()}`),
  };
  const bank = await bankCandidates(db, userId, materials);
  let chosen = selectQuestions(bank, request);
  let fresh: Candidate[] = [];
  if (chosen.length < spec.questionCount) {
    fresh = await writeMore(env, db, materials, bank, spec.questionCount - chosen.length, request);
    chosen = selectQuestions([...bank, ...fresh], request);
  }
  if (chosen.length === 0) return null;

  const examId = crypto.randomUUID();
  await db.batch([
    db.insert(exams).values({
      id: examId,
      userId,
      courseId: spec.courseId,
      title: spec.title,
      description: spec.description,
      timeLimit: spec.timeLimit,
      questionCount: chosen.length,
      difficulty: spec.difficulty,
      topics: [...spec.topics],
      questionTypes: [...spec.questionTypes],
      materialIds: materials.map((m) => m.id),
      examDate: spec.examDate,
      status: spec.status,
    }),
    ...insertQuestions(
      db,
      fresh.map((q) => questionRow(userId, q)),
    ),
    ...[...new Set(fresh.map((q) => q.source.materialId))].map((id) => refreshBankCount(db, id)),
    ...insertQuestions(
      db,
      chosen.map((q, position) => questionRow(userId, q, { examId, position })),
    ),
  ]);
  // Fewer than asked when the materials support no more fair questions; the preview tells the student.
  return { id: examId, questionCount: chosen.length, requestedCount: spec.questionCount };
}

/**
 * A fresh question to take `replaced`'s place in an exam: one of the banks'
 * questions the exam does not use (same type and difficulty first), else a
 * newly written one. Null when the materials have nothing more to ask.
 */
export async function replacementFor(
  env: Env,
  db: Db,
  userId: string,
  materials: StudyMaterial[],
  inExam: GeneratedQuestion[],
  replaced: GeneratedQuestion,
  examTypes: QuestionType[],
  seed: number,
): Promise<Candidate | null> {
  const bank = await bankCandidates(db, userId, materials);
  const unused = bank.filter((q) => !inExam.some((used) => isNearDuplicate(used.question, q.question)));
  // The same type first; when the materials have no more of it, another type the exam asked for.
  const types = [replaced.type, ...examTypes.filter((type) => type !== replaced.type)];
  for (const type of types) {
    const [fromBank] = selectQuestions(unused, { count: 1, types: [type], difficulty: replaced.difficulty, seed });
    if (fromBank) return fromBank;
  }
  const fresh = await writeMore(env, db, materials, [...bank, ...inExam.map((q) => ({ ...q, bankId: null }))], 1, {
    count: 1,
    types,
    difficulty: 'mixed',
    seed,
  });
  return fresh.find((q) => !inExam.some((used) => isNearDuplicate(used.question, q.question))) ?? null;
}
