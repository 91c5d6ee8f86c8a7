import { MockLanguageModelV4 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { judgeSemantically, maxSemanticChecks } from '../grading/semantic';
import { paraphrasedAnswer } from './model-fixtures';

const wrong = paraphrasedAnswer;

const model = (equivalent: boolean | 'fail') =>
  new MockLanguageModelV4({
    doGenerate: async () => {
      if (equivalent === 'fail') throw new Error('model unavailable');
      return {
        content: [{ type: 'text', text: JSON.stringify({ equivalent, reason: 'r' }) }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: {
          inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
          outputTokens: { total: 1, text: 1, reasoning: 0 },
        },
        warnings: [],
      };
    },
  });

describe('judgeSemantically', () => {
  it('marks a short answer the model finds equivalent as correct, by the semantic rule', async () => {
    const [judged] = await judgeSemantically(model(true), [wrong]);
    expect(judged).toMatchObject({ isCorrect: true, gradedBy: 'semantic' });
  });

  it('keeps the strict grade when the model disagrees or fails', async () => {
    expect((await judgeSemantically(model(false), [wrong]))[0]).toEqual(wrong);
    expect((await judgeSemantically(model('fail'), [wrong]))[0]).toEqual(wrong);
  });

  it('asks only about wrong, answered short answers, and at most a bounded number', async () => {
    const judgeModel = model(false);
    const many = Array.from({ length: 15 }, (_, i) => ({ ...wrong, id: `q${i}` }));
    await judgeSemantically(judgeModel, [
      ...many,
      { ...wrong, id: 'right', isCorrect: true },
      { ...wrong, id: 'blank', userAnswer: null },
      { ...wrong, id: 'mc', type: 'multiple_choice' },
    ]);
    expect(judgeModel.doGenerateCalls).toHaveLength(maxSemanticChecks);
  });
});
