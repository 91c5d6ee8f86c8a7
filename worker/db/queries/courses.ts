import { and, desc, eq } from 'drizzle-orm';
import type { CourseInput } from '../../contracts/courses';
import type { Db } from '../client';
import { type Course, courses, type SyllabusData } from '../schema';

const courseFields = {
  id: courses.id,
  name: courses.name,
  description: courses.description,
  color: courses.color,
  syllabusData: courses.syllabusData,
  createdAt: courses.createdAt,
};

const owned = (userId: string, id: string) => and(eq(courses.id, id), eq(courses.userId, userId));

export function listCourses(db: Db, userId: string) {
  return db.select(courseFields).from(courses).where(eq(courses.userId, userId)).orderBy(desc(courses.createdAt)).all();
}

export function findCourse(db: Db, userId: string, id: string) {
  return db.select(courseFields).from(courses).where(owned(userId, id)).get();
}

export async function createCourse(db: Db, userId: string, input: CourseInput): Promise<string> {
  const { id } = await db
    .insert(courses)
    .values({ ...input, userId })
    .returning({ id: courses.id })
    .get();
  return id;
}

export function updateCourse(db: Db, userId: string, id: string, input: CourseInput) {
  return db.update(courses).set(input).where(owned(userId, id)).returning(courseFields).get();
}

/** Deletes the course (its exams go with it; its materials become Uncategorized). */
export function deleteCourse(db: Db, userId: string, id: string): Promise<Pick<Course, 'syllabusPath'> | undefined> {
  return db.delete(courses).where(owned(userId, id)).returning({ syllabusPath: courses.syllabusPath }).get();
}

export function courseSyllabusPath(db: Db, userId: string, id: string) {
  return db.select({ syllabusPath: courses.syllabusPath }).from(courses).where(owned(userId, id)).get();
}

export function setSyllabus(
  db: Db,
  userId: string,
  id: string,
  syllabusData: SyllabusData | null,
  path: string | null,
) {
  return db
    .update(courses)
    .set({ syllabusData, syllabusPath: path })
    .where(owned(userId, id))
    .returning(courseFields)
    .get();
}
