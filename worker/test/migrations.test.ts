import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

const tables = [
  'users',
  'sessions',
  'courses',
  'study_materials',
  'questions',
  'exams',
  'exam_attempts',
  'knowledge_gaps',
  'spaced_repetition',
];

describe('migrations', () => {
  it('create every table of the data model', async () => {
    const { results } = await env.DB.prepare("select name from sqlite_master where type = 'table'").all<{
      name: string;
    }>();
    expect(results.map((r) => r.name)).toEqual(expect.arrayContaining(tables));
  });

  it('apply again without error (already-applied migrations are skipped)', async () => {
    await expect(applyD1Migrations(env.DB, env.TEST_MIGRATIONS)).resolves.toBeUndefined();
  });

  it('fill the spec defaults for a new course and material', async () => {
    await env.DB.prepare("insert into users (id, email, name) values ('u1', 'u1@example.com', 'U One')").run();
    await env.DB.prepare("insert into courses (id, userId, name) values ('c1', 'u1', 'Biology')").run();
    await env.DB.prepare(
      "insert into study_materials (id, userId, courseId, filename, originalName, fileSize, mimeType, objectPath) values ('m1', 'u1', 'c1', 'f.pdf', 'f.pdf', 10, 'application/pdf', 'k')",
    ).run();
    const course = await env.DB.prepare("select color, syllabusData, createdAt from courses where id = 'c1'").first();
    expect(course).toMatchObject({ color: '#6366F1', syllabusData: null });
    expect(Math.abs(Number(course?.createdAt) - Date.now())).toBeLessThan(60_000);
    const material = await env.DB.prepare(
      "select status, questionCount, topics from study_materials where id = 'm1'",
    ).first();
    expect(material).toEqual({ status: 'processing', questionCount: 0, topics: '[]' });
  });

  it('keep a deleted course’s materials as Uncategorized and remove its exams', async () => {
    await env.DB.batch([
      env.DB.prepare("insert into users (id, email, name) values ('u2', 'u2@example.com', 'U Two')"),
      env.DB.prepare("insert into courses (id, userId, name) values ('c2', 'u2', 'Chemistry')"),
      env.DB.prepare(
        "insert into study_materials (id, userId, courseId, filename, originalName, fileSize, mimeType, objectPath) values ('m2', 'u2', 'c2', 'f.pdf', 'f.pdf', 10, 'application/pdf', 'k')",
      ),
      env.DB.prepare(
        "insert into exams (id, userId, courseId, title, timeLimit, questionCount, difficulty, topics, questionTypes) values ('e2', 'u2', 'c2', 'Quiz', 45, 25, 'easy', '[]', '[]')",
      ),
    ]);
    await env.DB.prepare("delete from courses where id = 'c2'").run();
    expect(await env.DB.prepare("select courseId from study_materials where id = 'm2'").first()).toEqual({
      courseId: null,
    });
    expect(await env.DB.prepare("select id from exams where id = 'e2'").first()).toBeNull();
  });
});
