// /api/upload and /api/materials: a student's study materials (spec section 7).
import { Hono } from 'hono';
import type { SignedInEnv } from '../app-env';
import type { ProcessingJob } from '../contracts/jobs';
import { materialCoursePatch, materialListQuery } from '../contracts/materials';
import { findCourse } from '../db/queries/courses';
import {
  deleteMaterialRecords,
  findMaterial,
  findMaterialDetails,
  insertMaterial,
  listMaterials,
  setMaterialCourse,
} from '../db/queries/materials';
import { attachmentDisposition } from '../http/download';
import { uploadLimit } from '../http/limits';
import { multipartBoundary } from '../http/multipart';
import { idParam } from '../http/params';
import { validate } from '../http/validate';
import { settleStaleMaterials } from '../ingest/consumer';
import { materialKinds, maxUploadBytes, uploadErrors } from '../ingest/file-type';
import { receiveUpload } from '../ingest/receive-upload';
import { deletePrefix, materialOriginalKey, materialPrefix } from '../storage/keys';
import { courseNotFound } from './courses';

const materialNotFound = { error: 'Material not found' } as const;
// Room for the multipart framing and the small fields around a 50 MB file.
const multipartOverhead = 64 * 1024;

export const uploadRoutes = new Hono<SignedInEnv>().post('/', uploadLimit, async (c) => {
  const boundary = multipartBoundary(c.req.header('content-type'));
  const body = c.req.raw.body;
  if (!boundary || !body) {
    return c.json({ error: 'Please send the file as multipart/form-data in a field named "file".' }, 400);
  }
  if (Number(c.req.header('content-length') ?? 0) > maxUploadBytes + multipartOverhead) {
    return c.json({ error: uploadErrors.tooLarge }, 413);
  }
  const userId = c.var.user.id;
  const materialId = crypto.randomUUID();
  const received = await receiveUpload(c.env.FILES, body, boundary, (kind) =>
    materialOriginalKey(userId, materialId, materialKinds[kind].extension),
  );
  if ('error' in received) return c.json({ error: received.error }, received.status);

  // The file is in R2; now the row, then the job. Each failure undoes what came before.
  const discardFile = () => c.env.FILES.delete(received.key);
  const courseId = received.fields.courseId || null;
  if (courseId && !(await findCourse(c.var.db, userId, courseId))) {
    await discardFile();
    return c.json(courseNotFound, 404);
  }
  try {
    await insertMaterial(c.var.db, {
      id: materialId,
      userId,
      courseId,
      filename: received.key.split('/').pop() as string,
      originalName: received.originalName,
      fileSize: received.size,
      mimeType: materialKinds[received.kind].mimeType,
      objectPath: received.key,
    });
  } catch (error) {
    await discardFile();
    throw error;
  }
  try {
    await c.env.JOBS.send({ kind: 'process-material', materialId, userId } satisfies ProcessingJob);
  } catch (error) {
    console.error('Could not enqueue material processing', materialId, error);
    await deleteMaterialRecords(c.var.db, userId, materialId);
    await discardFile();
    return c.json({ error: 'We could not start processing your file. Please try again.' }, 503);
  }
  return c.json({ materialId }, 201);
});

export const materialRoutes = new Hono<SignedInEnv>()
  .get('/', validate('query', materialListQuery), async (c) => {
    // A material stuck in processing is settled as soon as its student looks.
    await settleStaleMaterials(c.var.db, c.var.user.id);
    return c.json(await listMaterials(c.var.db, c.var.user.id, c.req.valid('query').courseId), 200);
  })
  .get('/:id', validate('param', idParam), async (c) => {
    const material = await findMaterialDetails(c.var.db, c.var.user.id, c.req.valid('param').id);
    return material ? c.json(material, 200) : c.json(materialNotFound, 404);
  })
  .patch('/:id', validate('param', idParam), validate('json', materialCoursePatch), async (c) => {
    const { courseId } = c.req.valid('json');
    if (courseId && !(await findCourse(c.var.db, c.var.user.id, courseId))) return c.json(courseNotFound, 404);
    const updated = await setMaterialCourse(c.var.db, c.var.user.id, c.req.valid('param').id, courseId);
    return updated ? c.json(updated, 200) : c.json(materialNotFound, 404);
  })
  .delete('/:id', validate('param', idParam), async (c) => {
    const userId = c.var.user.id;
    const { id } = c.req.valid('param');
    if (!(await findMaterial(c.var.db, userId, id))) return c.json(materialNotFound, 404);
    // Files first: a failure leaves the row, so deleting again finishes the job.
    await deletePrefix(c.env.FILES, materialPrefix(userId, id));
    await deleteMaterialRecords(c.var.db, userId, id);
    return c.json({ ok: true }, 200);
  })
  .get('/:id/file', validate('param', idParam), async (c) => {
    const material = await findMaterial(c.var.db, c.var.user.id, c.req.valid('param').id);
    if (!material) return c.json(materialNotFound, 404);
    const object = await c.env.FILES.get(material.objectPath);
    if (!object) return c.json({ error: 'The file is no longer available' }, 404);
    return c.body(object.body, 200, {
      'Content-Type': material.mimeType,
      'Content-Length': String(object.size),
      'Content-Disposition': attachmentDisposition(material.originalName),
      'Cache-Control': 'private, no-store',
    });
  });
