// The openai-compatible engine against a real chat-completions server
// (chat-server.mjs, started by vitest in Node on a loopback port): the real
// provider, real fetches from workerd, the model engine's one path.
import { env } from 'cloudflare:workers';
import { describe, expect, inject, it, vi } from 'vitest';
import type { GeneratedQuestion, GenerationRequest } from '../generate/engine';
import { questionEngine } from '../generate/index';
import { jsonOfReply } from '../generate/json-reply';
import { localEngine } from '../generate/local';
import { chosenModel, languageModel, openAiCompatibleProblem } from '../generate/model';
import { modelEngine } from '../generate/model-engine';
import { rejectionOf } from '../generate/verify';
import { judgeSemantically } from '../grading/semantic';
import {
  inventedItem,
  material,
  misquotedItem,
  pageTextOf,
  paraphrasedAnswer,
  request,
  soundItems,
} from './model-fixtures';

const server = inject('chatServerUrl');

type Reply = { content: string } | { status: number; error?: string } | { silent: true };

/** Scripts the server's replies for `model` (a name of this test's own) and returns the Env that uses it. */
async function serving(model: string, replies: Reply[], settings: Partial<Env> = {}): Promise<Env> {
  const response = await fetch(`${server}/script/${model}`, { method: 'POST', body: JSON.stringify(replies) });
  expect(response.ok).toBe(true);
  return {
    ...env,
    QUESTION_ENGINE: 'openai-compatible',
    OPENAI_COMPATIBLE_BASE_URL: `${server}/v1`,
    OPENAI_COMPATIBLE_MODEL: model,
    ...settings,
  };
}

type ChatRequest = {
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; schema: { properties: Record<string, unknown> } } };
    max_tokens?: number;
  };
  authorization: string | null;
};

const requestsTo = async (model: string) =>
  (await (await fetch(`${server}/requests/${model}`)).json()) as ChatRequest[];

const answer = (questions: unknown[]) => ({ content: JSON.stringify({ questions }) });

const soundOnItsPage = (q: GeneratedQuestion) =>
  rejectionOf(q, { topics: material.topics, pageText: pageTextOf(q.source.page) });

/** What the local engine alone writes for the request: what a fallback must come to. */
const localOnly = (wanted: GenerationRequest) => localEngine.generate(material, wanted);

describe('the openai-compatible engine', () => {
  it('writes the questions through the server, asking for the JSON schema', async () => {
    const engine = questionEngine(await serving('sound', [answer(soundItems)]));
    expect(engine.name).toBe('openai-compatible');
    const questions = await engine.generate(material, request);
    expect(questions.map((q) => q.correctAnswer)).toEqual(['Chloroplast', 'Chlorophyll']);
    expect(questions[0]?.source).toEqual({ materialId: 'm-ai', page: 1, quote: soundItems[0]?.quote });

    const [call, ...more] = await requestsTo('sound');
    expect(more).toHaveLength(0);
    expect(call?.authorization).toBeNull();
    expect(call?.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'questions' } });
    expect(Object.keys(call?.body.response_format?.json_schema?.schema.properties ?? {})).toEqual(['questions']);
    const [system, user] = call?.body.messages ?? [];
    expect(system).toMatchObject({ role: 'system' });
    expect(system?.content).toContain('"Cellular Respiration"');
    expect(system?.content).toContain('"quote"');
    expect(user?.content).toContain('[Page 1]');
  });

  it('sends the key as a bearer token when one is set', async () => {
    const settings = { OPENAI_COMPATIBLE_API_KEY: 'sk-local-test' };
    await questionEngine(await serving('keyed', [answer(soundItems)], settings)).generate(material, request);
    expect((await requestsTo('keyed'))[0]?.authorization).toBe('Bearer sk-local-test');
  });

  it('reads the JSON out of a fenced reply after a reasoning model’s thinking', async () => {
    const reply = `<think>The passage is about plants {maybe}.</think>\nHere are the questions:\n\`\`\`json\n${JSON.stringify({ questions: soundItems })}\n\`\`\``;
    const questions = await questionEngine(await serving('chatty', [{ content: reply }])).generate(material, request);
    expect(questions.map((q) => q.correctAnswer)).toEqual(['Chloroplast', 'Chlorophyll']);
  });

  it('drops questions whose quote or answer is not in the material, and the local engine makes them up', async () => {
    const engine = questionEngine(
      await serving('misquoting', [answer([misquotedItem, inventedItem, soundItems[0]]), answer([])]),
    );
    const questions = await engine.generate(material, request);
    expect(questions).toHaveLength(2);
    expect(questions[0]?.correctAnswer).toBe('Chloroplast');
    expect(questions.map((q) => q.source.quote)).not.toContain(misquotedItem.quote);
    expect(questions.map((q) => q.correctAnswer)).not.toContain('Golgi body');
    for (const q of questions) expect(soundOnItsPage(q)).toBeNull();
    // One call per passage: the material is one passage, so the second reply is never asked for.
    expect(await requestsTo('misquoting')).toHaveLength(1);
  });

  it('falls back to the local engine when the reply is not JSON', async () => {
    const served = await serving('garbage', [
      { content: 'Sure! 1. What is photosynthesis? 2. What is a chloroplast?' },
    ]);
    const wanted = { ...request, count: 3 };
    const questions = await questionEngine(served).generate(material, wanted);
    expect(questions).toEqual(await localOnly(wanted));
    expect(questions.length).toBeGreaterThan(0);
    for (const q of questions) expect(soundOnItsPage(q)).toBeNull();
    expect(await requestsTo('garbage')).toHaveLength(1);
  });

  it('falls back to the local engine when the server fails with HTTP 500', async () => {
    const served = await serving('broken', [{ status: 500, error: 'llama runner process has terminated' }]);
    const wanted = { ...request, count: 3 };
    const questions = await questionEngine(served).generate(material, wanted);
    expect(questions).toEqual(await localOnly(wanted));
    expect(questions.length).toBeGreaterThan(0);
    // The SDK retries a server error twice (2 s, then 4 s later); then the model's part ends.
    expect((await requestsTo('broken')).length).toBeGreaterThanOrEqual(1);
  }, 30_000);

  it('falls back to the local engine when the server does not have the model', async () => {
    const served = {
      ...(await serving('pulled', [answer(soundItems)])),
      OPENAI_COMPATIBLE_MODEL: 'never-pulled',
    };
    const wanted = { ...request, count: 3 };
    expect(await questionEngine(served).generate(material, wanted)).toEqual(await localOnly(wanted));
  });

  it('falls back to the local engine when the server does not answer in time', async () => {
    const chosen = chosenModel(await serving('silent', [{ silent: true }]));
    if (!chosen) throw new Error('the openai-compatible model was not chosen');
    // The server never answers this model, so only the timeout can end the call.
    const engine = modelEngine({ ...chosen, callTimeoutMs: 1000 }, localEngine);
    const wanted = { ...request, count: 3 };
    expect(await engine.generate(material, wanted)).toEqual(await localOnly(wanted));
    expect(await requestsTo('silent')).toHaveLength(1);
  });

  it('judges short answers semantically through the server too', async () => {
    const wrong = paraphrasedAnswer;
    const model = languageModel(
      await serving('judge', [{ content: JSON.stringify({ equivalent: true, reason: 'same process' }) }]),
    );
    if (!model) throw new Error('the openai-compatible model was not chosen');
    const [judged] = await judgeSemantically(model, [wrong]);
    expect(judged).toMatchObject({ isCorrect: true, gradedBy: 'semantic' });
    expect((await requestsTo('judge'))[0]?.body.response_format?.json_schema?.name).toBe('verdict');
  });
});

describe('the openai-compatible settings', () => {
  const settings = {
    OPENAI_COMPATIBLE_BASE_URL: 'http://127.0.0.1:11434/v1',
    OPENAI_COMPATIBLE_MODEL: 'llama3.1:8b',
    OPENAI_COMPATIBLE_API_KEY: '',
  };

  it('accepts an http(s) address and a model', () => {
    expect(openAiCompatibleProblem(settings)).toBeNull();
  });

  it('says what is missing or wrong', () => {
    expect(openAiCompatibleProblem({ ...settings, OPENAI_COMPATIBLE_BASE_URL: ' ' })).toMatch(
      /OPENAI_COMPATIBLE_BASE_URL is empty/,
    );
    expect(openAiCompatibleProblem({ ...settings, OPENAI_COMPATIBLE_BASE_URL: 'localhost:11434' })).toMatch(
      /is not an http\(s\) address/,
    );
    expect(openAiCompatibleProblem({ ...settings, OPENAI_COMPATIBLE_MODEL: '' })).toMatch(
      /OPENAI_COMPATIBLE_MODEL is empty/,
    );
  });

  it('leaves the questions to the local engine, with a logged reason, when the settings are unusable', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const unusable = { ...env, ...settings, QUESTION_ENGINE: 'openai-compatible', OPENAI_COMPATIBLE_MODEL: '' };
      expect(questionEngine(unusable)).toBe(localEngine);
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/OPENAI_COMPATIBLE_MODEL is empty/));
      expect(questionEngine({ ...env, QUESTION_ENGINE: 'ollama' })).toBe(localEngine);
      expect(logged).toHaveBeenLastCalledWith(expect.stringMatching(/QUESTION_ENGINE "ollama" is not one of/));
    } finally {
      logged.mockRestore();
    }
  });
});

describe('jsonOfReply', () => {
  it('cuts the JSON object out of fences, prefaces and thinking, and leaves other replies alone', () => {
    expect(jsonOfReply('{"a":1}')).toBe('{"a":1}');
    expect(jsonOfReply('```json\n{"a":1}\n```')).toBe('{"a":1}');
    expect(jsonOfReply('Here you go: {"a":{"b":2}} Hope it helps!')).toBe('{"a":{"b":2}}');
    expect(jsonOfReply('<think>{not this}</think>{"a":1}')).toBe('{"a":1}');
    expect(jsonOfReply('No questions today.')).toBe('No questions today.');
  });
});
