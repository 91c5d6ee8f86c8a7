// What a question engine reads of a material: its analysed text from R2, its
// topics, and its course's syllabus.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courses, type StudyMaterial } from '../db/schema';
import { readMaterialText } from '../ingest/material-text';
import type { MaterialSource } from './engine';

export async function materialSource(env: Env, db: Db, material: StudyMaterial): Promise<MaterialSource | null> {
  const text = await readMaterialText(env.FILES, material.userId, material.id);
  if (!text) return null;
  const course = material.courseId
    ? await db
        .select({ syllabusData: courses.syllabusData })
        .from(courses)
        .where(and(eq(courses.id, material.courseId), eq(courses.userId, material.userId)))
        .get()
    : undefined;
  return {
    materialId: material.id,
    title: material.title ?? material.originalName,
    text,
    topics: material.topics,
    syllabus: course?.syllabusData ?? null,
  };
}
