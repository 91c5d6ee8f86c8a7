// Writes of the processing pipeline. Each only touches a material still in
// `processing`, so a retried or late message can never undo a final state.
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../client';
import { type StudyMaterial, studyMaterials } from '../schema';

const stillProcessing = (id: string) => and(eq(studyMaterials.id, id), eq(studyMaterials.status, 'processing'));

export function loadMaterialForProcessing(db: Db, id: string) {
  return db.select().from(studyMaterials).where(eq(studyMaterials.id, id)).get();
}

export type MaterialResult = Pick<
  StudyMaterial,
  'title' | 'description' | 'topics' | 'extractedText' | 'textPath' | 'pageCount' | 'questionCount'
>;

export async function completeMaterial(db: Db, id: string, result: MaterialResult, now = new Date()) {
  await db
    .update(studyMaterials)
    .set({ ...result, status: 'completed', failureReason: null, processedAt: now })
    .where(stillProcessing(id));
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
