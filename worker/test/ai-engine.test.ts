import { MockLanguageModelV4 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { passageCharacters, passagesOf, workersAiEngine } from '../generate/ai-engine';
import type { GenerationRequest, MaterialSource } from '../generate/engine';
import { localEngine } from '../generate/local';
import { rejectionOf } from '../generate/verify';

const pageOne = [
  'Photosynthesis is the process by which green plants convert light energy into chemical energy.',
  'The chloroplast is the organelle in which photosynthesis takes place.',
  'Chlorophyll is the green pigment that absorbs red and blue light.',
].join(' ');
const pageTwo = [
  'Cellular respiration is the process by which cells release energy from glucose.',
  'The mitochondrion is the organelle in which cellular respiration takes place.',
  'Respiration produces carbon dioxide and water as waste products.',
].join(' ');

const material: MaterialSource = {
  materialId: 'm-ai',
  title: 'Plant energy',
  text: {
    unit: 'page',
    pages: [
      { page: 1, text: pageOne },
      { page: 2, text: pageTwo },
    ],
    headings: [],
    metadataTitle: null,
  },
  topics: ['Photosynthesis', 'Cellular Respiration'],
  syllabus: { learningObjectives: ['Explain how plants capture light energy'] },
};

const request: GenerationRequest = { count: 2, types: ['multiple_choice', 'fill_blank'], difficulty: 'mixed' };

const soundItems = [
  {
    type: 'multiple_choice',
    question: 'In which organelle does photosynthesis take place?',
    options: ['Mitochondrion', 'Chloroplast', 'Ribosome', 'Nucleus'],
    correctAnswer: 'Chloroplast',
    acceptedAnswers: [],
    explanation: 'Page 1 says the chloroplast is where photosynthesis takes place.',
    topic: 'Photosynthesis',
    difficulty: 'easy',
    page: 1,
    quote: 'The chloroplast is the organelle in which photosynthesis takes place.',
  },
  {
    type: 'fill_blank',
    question: '_____ is the green pigment that absorbs red and blue light.',
    options: [],
    correctAnswer: 'Chlorophyll',
    acceptedAnswers: [],
    explanation: 'Page 1 names chlorophyll as the green pigment.',
    topic: 'Photosynthesis',
    difficulty: 'medium',
    page: 1,
    quote: 'Chlorophyll is the green pigment that absorbs red and blue light.',
  },
];

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 10, text: 10, reasoning: 0 },
};

const answering = (...texts: string[]) => {
  let call = 0;
  return new MockLanguageModelV4({
    doGenerate: async () => ({
      content: [{ type: 'text', text: texts[Math.min(call++, texts.length - 1)] as string }],
      finishReason: { unified: 'stop', raw: 'stop' },
      usage,
      warnings: [],
    }),
  });
};

describe('the Workers AI engine', () => {
  it('keeps the model’s sound questions, citing material, page and quote', async () => {
    const model = answering(JSON.stringify({ questions: soundItems }));
    const questions = await workersAiEngine(model, localEngine).generate(material, request);
    expect(questions).toHaveLength(2);
    expect(questions[0]).toMatchObject({
      correctAnswer: 'Chloroplast',
      source: { materialId: 'm-ai', page: 1, quote: soundItems[0]?.quote },
    });
    for (const q of questions) expect(rejectionOf(q, { topics: material.topics })).toBeNull();
  });

  it('sends the passage with page markers, the topics and the learning objectives', async () => {
    const model = answering(JSON.stringify({ questions: soundItems }));
    await workersAiEngine(model, localEngine).generate(material, request);
    const call = model.doGenerateCalls[0];
    const prompt = JSON.stringify(call?.prompt);
    expect(prompt).toContain('[Page 1]');
    expect(prompt).toContain('[Page 2]');
    expect(prompt).toContain('Explain how plants capture light energy');
    expect(prompt).toContain('\\"Cellular Respiration\\"');
    expect(call?.responseFormat).toMatchObject({ type: 'json', name: 'questions' });
  });

  it('drops items whose answer or quote is not in the material and makes them up elsewhere', async () => {
    const invented = {
      ...soundItems[0],
      correctAnswer: 'Golgi body',
      options: ['Golgi body', 'Ribosome', 'Nucleus', 'Vacuole'],
    };
    const misquoted = { ...soundItems[1], quote: 'Chlorophyll reflects green light, which is why leaves look green.' };
    const model = answering(JSON.stringify({ questions: [invented, misquoted] }), JSON.stringify({ questions: [] }));
    const questions = await workersAiEngine(model, localEngine).generate(material, request);
    expect(questions.map((q) => q.correctAnswer)).not.toContain('Golgi body');
    for (const q of questions)
      expect(
        rejectionOf(q, {
          topics: material.topics,
          pageText: material.text.pages.find((p) => p.page === q.source.page)?.text,
        }),
      ).toBeNull();
  });

  it('falls back to the local engine when the model answers something that is not the schema', async () => {
    const model = answering('Sure! Here are some questions: 1. What is photosynthesis?');
    const questions = await workersAiEngine(model, localEngine).generate(material, { ...request, count: 3 });
    expect(questions.length).toBeGreaterThan(0);
    expect(questions.length).toBeLessThanOrEqual(3);
  });

  it('falls back to the local engine when the model times out or fails', async () => {
    const failing = new MockLanguageModelV4({
      doGenerate: async () => {
        throw Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' });
      },
    });
    const questions = await workersAiEngine(failing, localEngine).generate(material, { ...request, count: 3 });
    expect(questions.length).toBeGreaterThan(0);
    expect(failing.doGenerateCalls).toHaveLength(1);
  });
});

describe('passagesOf', () => {
  it('cuts a long material into passages of whole pages that fit one call', () => {
    const long: MaterialSource = {
      ...material,
      text: {
        ...material.text,
        pages: Array.from({ length: 30 }, (_, i) => ({ page: i + 1, text: 'x'.repeat(1000) })),
      },
    };
    const passages = passagesOf(long);
    expect(passages.length).toBeGreaterThan(3);
    for (const passage of passages) expect(passage.text.length).toBeLessThanOrEqual(passageCharacters);
    expect(passages.flatMap((p) => p.pages)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });
});
