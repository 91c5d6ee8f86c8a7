import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { questions, type StudyMaterial, studyMaterials } from '../schema';

/** What the API shows of a material. */
export const materialFields = {
  id: studyMaterials.id,
  title: studyMaterials.title,
  originalName: studyMaterials.originalName,
  description: studyMaterials.description,
  mimeType: studyMaterials.mimeType,
  fileSize: studyMaterials.fileSize,
  status: studyMaterials.status,
  failureReason: studyMaterials.failureReason,
  courseId: studyMaterials.courseId,
  topics: studyMaterials.topics,
  pageCount: studyMaterials.pageCount,
  questionCount: studyMaterials.questionCount,
  uploadedAt: studyMaterials.uploadedAt,
};

const owned = (userId: string, id: string) => and(eq(studyMaterials.id, id), eq(studyMaterials.userId, userId));

export function listMaterials(db: Db, userId: string, courseId?: string) {
  return db
    .select(materialFields)
    .from(studyMaterials)
    .where(and(eq(studyMaterials.userId, userId), courseId ? eq(studyMaterials.courseId, courseId) : undefined))
    .orderBy(desc(studyMaterials.uploadedAt))
    .all();
}

/** One material as the API shows it, with the start of its text. */
export function findMaterialDetails(db: Db, userId: string, id: string) {
  return db
    .select({ ...materialFields, excerpt: studyMaterials.extractedText, processedAt: studyMaterials.processedAt })
    .from(studyMaterials)
    .where(owned(userId, id))
    .get();
}

export function findMaterial(db: Db, userId: string, id: string) {
  return db.select().from(studyMaterials).where(owned(userId, id)).get();
}

export type NewMaterial = Pick<
  StudyMaterial,
  'id' | 'userId' | 'courseId' | 'filename' | 'originalName' | 'fileSize' | 'mimeType' | 'objectPath'
>;

export async function insertMaterial(db: Db, material: NewMaterial): Promise<void> {
  await db.insert(studyMaterials).values({ ...material, status: 'processing' });
}

export function setMaterialCourse(db: Db, userId: string, id: string, courseId: string | null) {
  return db
    .update(studyMaterials)
    .set({ courseId })
    .where(owned(userId, id))
    .returning({ id: studyMaterials.id, courseId: studyMaterials.courseId })
    .get();
}

/** Deletes the material and its question bank together; exam copies of its questions stay. */
export async function deleteMaterialRecords(db: Db, userId: string, id: string): Promise<void> {
  await db.batch([
    db
      .delete(questions)
      .where(and(eq(questions.materialId, id), eq(questions.userId, userId), isNull(questions.examId))),
    db.delete(studyMaterials).where(owned(userId, id)),
  ]);
}
