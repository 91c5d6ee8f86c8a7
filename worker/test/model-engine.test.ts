// The model engine's one path with a stand-in model (as Workers AI cannot run
// offline); openai-compatible.test.ts drives the same path through a real
// chat-completions server.
import { MockLanguageModelV4 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion, QuestionEngine } from '../generate/engine';
import { localEngine } from '../generate/local';
import { modelEngine, passageCharacters, passagesOf } from '../generate/model-engine';
import { rejectionOf } from '../generate/verify';
import { inventedItem, material, misquotedItem, pageTextOf, request, soundItems } from './model-fixtures';

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

const failing = () =>
  new MockLanguageModelV4({
    doGenerate: async () => {
      throw Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' });
    },
  });

const workersAi = (model: MockLanguageModelV4, fallback: QuestionEngine = localEngine) =>
  modelEngine({ name: 'workers-ai', model, callTimeoutMs: 45_000 }, fallback);

const soundOnItsPage = (q: GeneratedQuestion) =>
  rejectionOf(q, { topics: material.topics, pageText: pageTextOf(q.source.page) });

describe('the model engine', () => {
  it('keeps the model’s sound questions, citing material, page and quote', async () => {
    const model = answering(JSON.stringify({ questions: soundItems }));
    const engine = workersAi(model);
    const questions = await engine.generate(material, request);
    expect(engine.name).toBe('workers-ai');
    expect(questions).toHaveLength(2);
    expect(questions[0]).toMatchObject({
      correctAnswer: 'Chloroplast',
      source: { materialId: 'm-ai', page: 1, quote: soundItems[0]?.quote },
    });
    for (const q of questions) expect(rejectionOf(q, { topics: material.topics })).toBeNull();
  });

  it('sends the passage with page markers, the topics, the learning objectives and the answer’s shape', async () => {
    const model = answering(JSON.stringify({ questions: soundItems }));
    await workersAi(model).generate(material, request);
    const call = model.doGenerateCalls[0];
    const prompt = JSON.stringify(call?.prompt);
    expect(prompt).toContain('[Page 1]');
    expect(prompt).toContain('[Page 2]');
    expect(prompt).toContain('Explain how plants capture light energy');
    expect(prompt).toContain('\\"Cellular Respiration\\"');
    expect(prompt).toContain('\\"correctAnswer\\"');
    expect(call?.responseFormat).toMatchObject({ type: 'json', name: 'questions' });
  });

  it('drops items whose answer or quote is not in the material and makes them up elsewhere', async () => {
    const model = answering(
      JSON.stringify({ questions: [inventedItem, misquotedItem] }),
      JSON.stringify({ questions: [] }),
    );
    const questions = await workersAi(model).generate(material, request);
    expect(questions.map((q) => q.correctAnswer)).not.toContain('Golgi body');
    expect(questions.map((q) => q.source.quote)).not.toContain(misquotedItem.quote);
    for (const q of questions) expect(soundOnItsPage(q)).toBeNull();
  });

  it('keeps the sound items of an answer in which another item is malformed', async () => {
    const { page: _page, ...pageless } = soundItems[0] as (typeof soundItems)[number];
    const model = answering(JSON.stringify({ questions: [pageless, soundItems[1]] }));
    const questions = await workersAi(model, { name: 'local', generate: async () => [] }).generate(material, {
      ...request,
      count: 1,
    });
    expect(questions.map((q) => q.correctAnswer)).toEqual(['Chlorophyll']);
  });

  it('falls back to the local engine when the model answers something that is not the schema', async () => {
    const model = answering('Sure! Here are some questions: 1. What is photosynthesis?');
    const questions = await workersAi(model).generate(material, { ...request, count: 3 });
    expect(questions.length).toBeGreaterThan(0);
    expect(questions.length).toBeLessThanOrEqual(3);
    expect(model.doGenerateCalls).toHaveLength(1);
  });

  it('falls back to the local engine when the model times out or fails', async () => {
    const model = failing();
    const questions = await workersAi(model).generate(material, { ...request, count: 3 });
    expect(questions.length).toBeGreaterThan(0);
    for (const q of questions) expect(soundOnItsPage(q)).toBeNull();
    expect(model.doGenerateCalls).toHaveLength(1);
  });

  it('passes the fallback’s questions through the same gate as the model’s', async () => {
    const sound = { ...(await localEngine.generate(material, { ...request, count: 1 }))[0] } as GeneratedQuestion;
    const unsound: GeneratedQuestion = { ...sound, question: 'A different question?', topic: 'Astronomy' };
    const fallback: QuestionEngine = { name: 'local', generate: async () => [unsound, sound] };
    const questions = await workersAi(failing(), fallback).generate(material, { ...request, count: 2 });
    expect(questions).toEqual([sound]);
  });
});

describe('passagesOf', () => {
  it('cuts a long material into passages of whole pages that fit one call', () => {
    const long = {
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
