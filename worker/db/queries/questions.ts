// Questions: a material's bank (examId null) and the copies an exam holds.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { GeneratedQuestion } from '../../generate/engine';
import type { Db } from '../client';
import { type Question, questions, studyMaterials } from '../schema';

// D1 binds at most 100 parameters per statement; a question row binds 15.
const rowsPerInsert = 6;

export type QuestionRow = typeof questions.$inferInsert;

export function questionRow(
  userId: string,
  question: GeneratedQuestion,
  placement: { examId?: string | null; position?: number } = {},
): QuestionRow {
  return {
    userId,
    materialId: question.source.materialId,
    examId: placement.examId ?? null,
    topic: question.topic,
    difficulty: question.difficulty,
    type: question.type,
    question: question.question,
    options: question.options ?? null,
    correctAnswer: question.correctAnswer,
    acceptedAnswers: question.acceptedAnswers ?? [],
    explanation: question.explanation,
    sourcePage: question.source.page,
    sourceQuote: question.source.quote,
    position: placement.position ?? 0,
  };
}

/** Insert statements for many rows, chunked under D1's parameter limit, to run in one batch. */
export function insertQuestions(db: Db, rows: QuestionRow[]): BatchItem<'sqlite'>[] {
  const statements: BatchItem<'sqlite'>[] = [];
  for (let i = 0; i < rows.length; i += rowsPerInsert) {
    statements.push(db.insert(questions).values(rows.slice(i, i + rowsPerInsert)));
  }
  return statements;
}

/** Keeps a material's questionCount equal to its bank's size. */
export const refreshBankCount = (db: Db, materialId: string) =>
  db
    .update(studyMaterials)
    .set({
      questionCount: sql`(select count(*) from ${questions} where ${questions.materialId} = ${materialId} and ${questions.examId} is null)`,
    })
    .where(eq(studyMaterials.id, materialId));

export const deleteBank = (db: Db, materialId: string) =>
  db.delete(questions).where(and(eq(questions.materialId, materialId), isNull(questions.examId)));

export function bankOf(db: Db, userId: string, materialIds: string[]): Promise<Question[]> {
  if (materialIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(questions)
    .where(and(eq(questions.userId, userId), inArray(questions.materialId, materialIds), isNull(questions.examId)))
    .orderBy(asc(questions.createdAt), asc(questions.id))
    .all();
}

/** A generated question as it would be stored, back from a row. */
export function generatedFromRow(row: Question): GeneratedQuestion {
  return {
    type: row.type,
    question: row.question,
    options: row.options ?? undefined,
    correctAnswer: row.correctAnswer,
    acceptedAnswers: row.acceptedAnswers.length ? row.acceptedAnswers : undefined,
    explanation: row.explanation,
    topic: row.topic,
    difficulty: row.difficulty,
    source: { materialId: row.materialId ?? '', page: row.sourcePage ?? 1, quote: row.sourceQuote ?? '' },
  };
}
