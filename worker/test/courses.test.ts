import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { twoStudents } from './helpers';

async function createCourse(client: Awaited<ReturnType<typeof twoStudents>>['owner'], body: object) {
  const response = await client.post('/api/courses', body);
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

describe('courses API', () => {
  it('creates a course with the default colour and lists it', async () => {
    const { owner } = await twoStudents();
    const id = await createCourse(owner, { name: '  Organic Chemistry  ', description: 'CHEM 201' });
    const list = (await (await owner.get('/api/courses')).json()) as object[];
    expect(list).toEqual([
      expect.objectContaining({
        id,
        name: 'Organic Chemistry',
        description: 'CHEM 201',
        color: '#6366F1',
        syllabusData: null,
      }),
    ]);
  });

  it('requires a name, with the spec’s message', async () => {
    const { owner } = await twoStudents();
    for (const body of [{ name: '   ' }, {}, { name: 42 }]) {
      const response = await owner.post('/api/courses', body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'Course name is required' });
    }
  });

  it('accepts only the six colours', async () => {
    const { owner } = await twoStudents();
    expect((await owner.post('/api/courses', { name: 'Art', color: '#ec4899' })).status).toBe(201);
    const response = await owner.post('/api/courses', { name: 'Art', color: '#123456' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Please pick one of the six course colours' });
  });

  it('reads one course with its syllabusData', async () => {
    const { owner } = await twoStudents();
    const id = await createCourse(owner, { name: 'History', color: '#F97316' });
    const course = await (await owner.get(`/api/courses/${id}`)).json();
    expect(course).toMatchObject({ id, name: 'History', color: '#F97316', description: null, syllabusData: null });
  });

  it('updates a course', async () => {
    const { owner } = await twoStudents();
    const id = await createCourse(owner, { name: 'Physics' });
    const response = await owner.put(`/api/courses/${id}`, {
      name: 'Physics II',
      description: 'Waves',
      color: '#3B82F6',
    });
    expect(response.status).toBe(200);
    expect(await (await owner.get(`/api/courses/${id}`)).json()).toMatchObject({
      name: 'Physics II',
      description: 'Waves',
      color: '#3B82F6',
    });
  });

  it('deletes a course: its exams go, its materials stay as Uncategorized', async () => {
    const { owner } = await twoStudents();
    const id = await createCourse(owner, { name: 'Biology' });
    const user = await (await owner.get('/api/user')).json<{ id: string }>();
    await env.DB.batch([
      env.DB.prepare(
        "insert into study_materials (id, userId, courseId, filename, originalName, fileSize, mimeType, objectPath) values (?, ?, ?, 'cells.pdf', 'cells.pdf', 10, 'application/pdf', 'k')",
      ).bind(`m-${id}`, user.id, id),
      env.DB.prepare(
        "insert into exams (id, userId, courseId, title, timeLimit, questionCount, difficulty, topics, questionTypes) values (?, ?, ?, 'Quiz', 45, 25, 'easy', '[]', '[]')",
      ).bind(`e-${id}`, user.id, id),
    ]);
    expect((await owner.delete(`/api/courses/${id}`)).status).toBe(200);
    expect((await owner.get(`/api/courses/${id}`)).status).toBe(404);
    expect(await env.DB.prepare('select courseId from study_materials where id = ?').bind(`m-${id}`).first()).toEqual({
      courseId: null,
    });
    expect(await env.DB.prepare('select id from exams where id = ?').bind(`e-${id}`).first()).toBeNull();
  });

  it('answers 404 to another student for every course route and changes nothing', async () => {
    const { owner, other } = await twoStudents();
    const id = await createCourse(owner, { name: 'Private Course' });
    const attempts = [
      other.get(`/api/courses/${id}`),
      other.put(`/api/courses/${id}`, { name: 'Hijacked' }),
      other.delete(`/api/courses/${id}`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Course not found' });
    }
    expect(await (await other.get('/api/courses')).json()).toEqual([]);
    expect(await (await owner.get(`/api/courses/${id}`)).json()).toMatchObject({ name: 'Private Course' });
  });

  it('answers 404 for an unknown id', async () => {
    const { owner } = await twoStudents();
    expect((await owner.get('/api/courses/no-such-course')).status).toBe(404);
  });
});
