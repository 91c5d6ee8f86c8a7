// Writes of the processing pipeline. Each only touches a material still in
// `processing`, so a retried or late message can never undo a final state.
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../client';
import { type StudyMaterial, studyMaterials } from '../schema';
import { deleteBank, insertQuestions, type QuestionRow } from './questions';

const stillProcessing = (id: string) => and(eq(studyMaterials.id, id), eq(studyMaterials.status, 'processing'));

export function loadMaterialForProcessing(db: Db, id: string) {
  return db.select().from(studyMaterials).where(eq(studyMaterials.id, id)).get();
}

export type MaterialAnalysis = Pick<
  StudyMaterial,
  'title' | 'description' | 'topics' | 'extractedText' | 'textPath' | 'pageCount'
>;

/** The analysis is saved as soon as it is known; the material stays processing until its bank exists. */
export async function saveAnalysis(db: Db, id: string, analysis: MaterialAnalysis) {
  await db.update(studyMaterials).set(analysis).where(stillProcessing(id));
}

/** The question bank and the completion land together, or neither does. */
export async function completeWithBank(db: Db, id: string, bank: QuestionRow[], now = new Date()) {
  await db.batch([
    deleteBank(db, id),
    ...insertQuestions(db, bank),
    db
      .update(studyMaterials)
      .set({ status: 'completed', questionCount: bank.length, failureReason: null, processedAt: now })
      .where(stillProcessing(id)),
  ]);
}

export async function failMaterial(db: Db, id: string, reason: string, now = new Date()) {
  await db
    .update(studyMaterials)
    .set({ status: 'failed', failureReason: reason, processedAt: now })
    .where(stillProcessing(id));
}

/** Fails every material (of one student, or all) still processing after `maxAgeMs`. */
export async function failStaleMaterials(db: Db, reason: string, maxAgeMs: number, userId?: string, now = Date.now()) {
  const stale = and(
    eq(studyMaterials.status, 'processing'),
    lt(studyMaterials.uploadedAt, new Date(now - maxAgeMs)),
    userId ? eq(studyMaterials.userId, userId) : undefined,
  );
  const settled = await db
    .update(studyMaterials)
    .set({ status: 'failed', failureReason: reason, processedAt: new Date(now) })
    .where(stale)
    .returning({ id: studyMaterials.id });
  return settled.length;
}
