import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { exams, questions, studyMaterials } from '../schema';

export const examFields = {
  id: exams.id,
  title: exams.title,
  description: exams.description,
  courseId: exams.courseId,
  timeLimit: exams.timeLimit,
  questionCount: exams.questionCount,
  difficulty: exams.difficulty,
  questionTypes: exams.questionTypes,
  topics: exams.topics,
  materialIds: exams.materialIds,
  examDate: exams.examDate,
  status: exams.status,
  createdAt: exams.createdAt,
};

const owned = (userId: string, id: string) => and(eq(exams.id, id), eq(exams.userId, userId));

export function listExams(db: Db, userId: string, courseId?: string) {
  return db
    .select(examFields)
    .from(exams)
    .where(and(eq(exams.userId, userId), courseId ? eq(exams.courseId, courseId) : undefined))
    .orderBy(desc(exams.createdAt))
    .all();
}

export function findExam(db: Db, userId: string, id: string) {
  return db.select(examFields).from(exams).where(owned(userId, id)).get();
}

export function setExamStatus(db: Db, userId: string, id: string, status: 'draft' | 'active') {
  return db.update(exams).set({ status }).where(owned(userId, id)).returning(examFields).get();
}

/** Deletes the exam and its questions (cascade); attempts keep their history. */
export function deleteExam(db: Db, userId: string, id: string) {
  return db.delete(exams).where(owned(userId, id)).returning({ id: exams.id }).get();
}

export function previewQuestions(db: Db, userId: string, examId: string) {
  return db
    .select({ id: questions.id, question: questions.question, type: questions.type, topic: questions.topic })
    .from(questions)
    .where(and(eq(questions.examId, examId), eq(questions.userId, userId)))
    .orderBy(asc(questions.position))
    .all();
}

export function examQuestionRows(db: Db, userId: string, examId: string) {
  return db
    .select()
    .from(questions)
    .where(and(eq(questions.examId, examId), eq(questions.userId, userId)))
    .orderBy(asc(questions.position))
    .all();
}

export function findExamQuestion(db: Db, userId: string, examId: string, questionId: string) {
  return db
    .select()
    .from(questions)
    .where(and(eq(questions.id, questionId), eq(questions.examId, examId), eq(questions.userId, userId)))
    .get();
}

/** Removes one question from an exam, keeping its question count true. */
export async function removeExamQuestion(db: Db, userId: string, examId: string, questionId: string) {
  await db.batch([
    db
      .delete(questions)
      .where(and(eq(questions.id, questionId), eq(questions.examId, examId), eq(questions.userId, userId))),
    db
      .update(exams)
      .set({ questionCount: sql`(select count(*) from ${questions} where ${questions.examId} = ${examId})` })
      .where(owned(userId, examId)),
  ]);
}

/** The student's materials among `ids`, with what exam creation needs to know of them. */
export function materialsForExam(db: Db, userId: string, ids: string[]) {
  return db
    .select()
    .from(studyMaterials)
    .where(and(eq(studyMaterials.userId, userId), inArray(studyMaterials.id, ids)))
    .all();
}
