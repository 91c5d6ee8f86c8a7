import { env } from 'cloudflare:workers';
import { MockLanguageModelV4 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { noSyllabusSections } from '../ingest/course-syllabus';
import { readSyllabus } from '../ingest/read-syllabus';
import { makeDocx, makePdf } from './fixtures';
import { type StudentClient, twoStudents } from './helpers';

const syllabusLines = [
  'CHEM 110 General Chemistry',
  'Learning Outcomes',
  '- Balance chemical equations and apply stoichiometry',
  '- Explain periodic trends using atomic structure',
  'Course Schedule',
  'Week 1: Atomic Structure',
  'Week 2: The Periodic Table',
  'Week 3: Chemical Bonding',
  'Grading',
  'Quizzes 20%',
  'Midterm 30%',
  'Final exam 50%',
];

async function newCourse(client: StudentClient) {
  return ((await (await client.post('/api/courses', { name: 'Chemistry' })).json()) as { id: string }).id;
}

async function uploadSyllabus(client: StudentClient, courseId: string, name: string, bytes: Uint8Array | string) {
  const form = new FormData();
  form.append('file', new File([bytes], name));
  return client.form(`/api/courses/${courseId}/syllabus`, form);
}

describe('course syllabus', () => {
  it('reads a PDF syllabus into syllabusData and keeps the file', async () => {
    const { owner } = await twoStudents();
    const id = await newCourse(owner);
    const response = await uploadSyllabus(owner, id, 'syllabus.pdf', makePdf([syllabusLines.join('\n')]));
    expect(response.status).toBe(200);
    const course = (await (await owner.get(`/api/courses/${id}`)).json()) as { syllabusData: Record<string, unknown> };
    expect(course.syllabusData).toEqual({
      learningObjectives: [
        'Balance chemical equations and apply stoichiometry',
        'Explain periodic trends using atomic structure',
      ],
      topics: ['Atomic Structure', 'The Periodic Table', 'Chemical Bonding'],
      gradingBreakdown: 'Quizzes 20%; Midterm 30%; Final exam 50%',
    });
    const row = await env.DB.prepare('select syllabusPath from courses where id = ?')
      .bind(id)
      .first<{ syllabusPath: string }>();
    expect(await env.FILES.head(row?.syllabusPath as string)).not.toBeNull();
  });

  it('replaces the syllabus and its file', async () => {
    const { owner } = await twoStudents();
    const id = await newCourse(owner);
    await uploadSyllabus(owner, id, 'old.txt', syllabusLines.join('\n'));
    const before = await env.DB.prepare('select syllabusPath from courses where id = ?')
      .bind(id)
      .first<{ syllabusPath: string }>();
    const replaced = await uploadSyllabus(
      owner,
      id,
      'new.docx',
      makeDocx(['Course Topics', '1. Thermodynamics', '2. Kinetics']),
    );
    expect(replaced.status).toBe(200);
    expect(((await replaced.json()) as { syllabusData: { topics: string[] } }).syllabusData.topics).toEqual([
      'Thermodynamics',
      'Kinetics',
    ]);
    expect(await env.FILES.head(before?.syllabusPath as string)).toBeNull();
  });

  it('keeps the current syllabus when a replacement cannot be read', async () => {
    const { owner } = await twoStudents();
    const id = await newCourse(owner);
    await uploadSyllabus(owner, id, 'good.txt', syllabusLines.join('\n'));
    const response = await uploadSyllabus(
      owner,
      id,
      'story.txt',
      'Once upon a time there was a quiet village by the sea.',
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: noSyllabusSections });
    const course = (await (await owner.get(`/api/courses/${id}`)).json()) as { syllabusData: { topics: string[] } };
    expect(course.syllabusData.topics).toHaveLength(3);
  });

  it('removes the syllabus and its file', async () => {
    const { owner } = await twoStudents();
    const id = await newCourse(owner);
    await uploadSyllabus(owner, id, 'syllabus.txt', syllabusLines.join('\n'));
    const path = await env.DB.prepare('select syllabusPath from courses where id = ?')
      .bind(id)
      .first<{ syllabusPath: string }>();
    const response = await owner.delete(`/api/courses/${id}/syllabus`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { syllabusData: unknown }).syllabusData).toBeNull();
    expect(await env.FILES.head(path?.syllabusPath as string)).toBeNull();
  });

  it('refuses files of other types', async () => {
    const { owner } = await twoStudents();
    const id = await newCourse(owner);
    const response = await uploadSyllabus(owner, id, 'syllabus.pptx', 'x');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Invalid file type. Please upload PDF, DOCX, or TXT files only.' });
  });

  it('answers 404 to another student and changes nothing', async () => {
    const { owner, other } = await twoStudents();
    const id = await newCourse(owner);
    await uploadSyllabus(owner, id, 'syllabus.txt', syllabusLines.join('\n'));
    expect((await uploadSyllabus(other, id, 'mine.txt', syllabusLines.join('\n'))).status).toBe(404);
    expect((await other.delete(`/api/courses/${id}/syllabus`)).status).toBe(404);
    const course = (await (await owner.get(`/api/courses/${id}`)).json()) as { syllabusData: { topics: string[] } };
    expect(course.syllabusData.topics).toHaveLength(3);
  });
});

describe('reading a syllabus with a language model', () => {
  const answer = (json: object) =>
    new MockLanguageModelV4({
      doGenerate: async () => ({
        content: [{ type: 'text', text: JSON.stringify(json) }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: {
          inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
          outputTokens: { total: 10, text: 10, reasoning: 0 },
        },
        warnings: [],
      }),
    });

  it('uses what the model read', async () => {
    const model = answer({
      topics: ['Atomic Structure', ' Chemical Bonding '],
      learningObjectives: ['Balance equations'],
      examInfo: 'Final exam in December',
      gradingBreakdown: '',
      keyPoints: [],
    });
    expect(await readSyllabus(syllabusLines.join('\n'), model)).toEqual({
      topics: ['Atomic Structure', 'Chemical Bonding'],
      learningObjectives: ['Balance equations'],
      examInfo: 'Final exam in December',
    });
    expect(model.doGenerateCalls[0]?.responseFormat).toMatchObject({ type: 'json', name: 'syllabus' });
  });

  it('falls back to the offline parser when the model fails', async () => {
    const failing = new MockLanguageModelV4({
      doGenerate: async () => {
        throw new Error('model overloaded');
      },
    });
    const data = await readSyllabus(syllabusLines.join('\n'), failing);
    expect(data.topics).toEqual(['Atomic Structure', 'The Periodic Table', 'Chemical Bonding']);
  });

  it('falls back to the offline parser when the model answers something else', async () => {
    const data = await readSyllabus(syllabusLines.join('\n'), answer({ summary: 'not the schema' }));
    expect(data.gradingBreakdown).toBe('Quizzes 20%; Midterm 30%; Final exam 50%');
  });
});
