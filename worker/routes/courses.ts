// /api/courses: a student's courses (spec section 7).
import { Hono } from 'hono';
import type { SignedInEnv } from '../app-env';
import { courseInput } from '../contracts/courses';
import {
  courseSyllabusPath,
  createCourse,
  deleteCourse,
  findCourse,
  listCourses,
  setSyllabus,
  updateCourse,
} from '../db/queries/courses';
import { uploadLimit } from '../http/limits';
import { multipartBoundary } from '../http/multipart';
import { idParam } from '../http/params';
import { validate } from '../http/validate';
import { syllabusDataOf } from '../ingest/course-syllabus';
import { UnreadableMaterial } from '../ingest/failures';
import { materialKinds } from '../ingest/file-type';
import { receiveUpload } from '../ingest/receive-upload';
import { syllabusKey } from '../storage/keys';

export const courseNotFound = { error: 'Course not found' } as const;

export const courseRoutes = new Hono<SignedInEnv>()
  .get('/', async (c) => c.json(await listCourses(c.var.db, c.var.user.id), 200))
  .post('/', validate('json', courseInput), async (c) => {
    const id = await createCourse(c.var.db, c.var.user.id, c.req.valid('json'));
    return c.json({ id }, 201);
  })
  .get('/:id', validate('param', idParam), async (c) => {
    const course = await findCourse(c.var.db, c.var.user.id, c.req.valid('param').id);
    return course ? c.json(course, 200) : c.json(courseNotFound, 404);
  })
  .put('/:id', validate('param', idParam), validate('json', courseInput), async (c) => {
    const course = await updateCourse(c.var.db, c.var.user.id, c.req.valid('param').id, c.req.valid('json'));
    return course ? c.json(course, 200) : c.json(courseNotFound, 404);
  })
  .post('/:id/syllabus', validate('param', idParam), uploadLimit, async (c) => {
    const userId = c.var.user.id;
    const { id } = c.req.valid('param');
    const course = await courseSyllabusPath(c.var.db, userId, id);
    if (!course) return c.json(courseNotFound, 404);
    const boundary = multipartBoundary(c.req.header('content-type'));
    const body = c.req.raw.body;
    if (!boundary || !body) {
      return c.json({ error: 'Please send the syllabus as multipart/form-data in a field named "file".' }, 400);
    }
    const uploadId = crypto.randomUUID();
    const received = await receiveUpload(c.env.FILES, body, boundary, (kind) =>
      syllabusKey(userId, id, uploadId, materialKinds[kind].extension),
    );
    if ('error' in received) return c.json({ error: received.error }, received.status);
    try {
      const data = await syllabusDataOf(c.env, received.key, received.kind);
      const updated = await setSyllabus(c.var.db, userId, id, data, received.key);
      if (course.syllabusPath && course.syllabusPath !== received.key) await c.env.FILES.delete(course.syllabusPath);
      return c.json(updated, 200);
    } catch (error) {
      await c.env.FILES.delete(received.key);
      if (error instanceof UnreadableMaterial) return c.json({ error: error.message }, 400);
      throw error;
    }
  })
  .delete('/:id/syllabus', validate('param', idParam), async (c) => {
    const userId = c.var.user.id;
    const { id } = c.req.valid('param');
    const course = await courseSyllabusPath(c.var.db, userId, id);
    if (!course) return c.json(courseNotFound, 404);
    const updated = await setSyllabus(c.var.db, userId, id, null, null);
    if (course.syllabusPath) await c.env.FILES.delete(course.syllabusPath);
    return c.json(updated, 200);
  })
  .delete('/:id', validate('param', idParam), async (c) => {
    const deleted = await deleteCourse(c.var.db, c.var.user.id, c.req.valid('param').id);
    if (!deleted) return c.json(courseNotFound, 404);
    if (deleted.syllabusPath) await c.env.FILES.delete(deleted.syllabusPath);
    return c.json({ ok: true }, 200);
  });
