// The language model behind Prepwise's reading and writing: Workers AI when
// deployed; none offline, where the local engines do the work instead.
import type { LanguageModel } from 'ai';
import { createWorkersAI } from 'workers-ai-provider';

export const workersAiModelId = '@cf/meta/llama-3.3-70b-instruct-fp8-fast';

export function languageModel(env: Env): LanguageModel | null {
  if (env.QUESTION_ENGINE !== 'workers-ai') return null;
  return createWorkersAI({ binding: env.AI })(workersAiModelId);
}
