// The language model behind Prepwise's model-written parts (questions, syllabus
// reading, short-answer judging), chosen by QUESTION_ENGINE: Workers AI when
// deployed; a model on the student's own machine behind an OpenAI-compatible
// server (Ollama, llama.cpp's llama-server, LM Studio, vLLM); or none ("local"),
// where the offline engines do the work.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { type LanguageModel, wrapLanguageModel } from 'ai';
import { createWorkersAI } from 'workers-ai-provider';
import { jsonReplyMiddleware } from './json-reply';

export const workersAiModelId = '@cf/meta/llama-3.3-70b-instruct-fp8-fast';

export type ModelEngineName = 'workers-ai' | 'openai-compatible';

export type ChosenModel = {
  name: ModelEngineName;
  model: LanguageModel;
  /** How long one question-writing call may take before the local engine takes over. */
  callTimeoutMs: number;
};

// A laptop writes a passage's questions far slower than Workers AI: minutes on a CPU.
const callTimeoutMs: Record<ModelEngineName, number> = { 'workers-ai': 45_000, 'openai-compatible': 300_000 };

type OpenAiCompatibleSettings = Pick<
  Env,
  'OPENAI_COMPATIBLE_BASE_URL' | 'OPENAI_COMPATIBLE_MODEL' | 'OPENAI_COMPATIBLE_API_KEY'
>;

/** Why the openai-compatible settings cannot be used, or null when they can. */
export function openAiCompatibleProblem(settings: OpenAiCompatibleSettings): string | null {
  const baseUrl = settings.OPENAI_COMPATIBLE_BASE_URL.trim();
  if (!baseUrl)
    return 'OPENAI_COMPATIBLE_BASE_URL is empty: set it to the server’s /v1 address, e.g. http://127.0.0.1:11434/v1.';
  if (!URL.canParse(baseUrl) || !/^https?:$/.test(new URL(baseUrl).protocol))
    return `OPENAI_COMPATIBLE_BASE_URL "${baseUrl}" is not an http(s) address such as http://127.0.0.1:11434/v1.`;
  if (!settings.OPENAI_COMPATIBLE_MODEL.trim())
    return 'OPENAI_COMPATIBLE_MODEL is empty: set it to a model the server has, e.g. llama3.1:8b for Ollama.';
  return null;
}

function openAiCompatibleModel(settings: OpenAiCompatibleSettings): LanguageModel {
  const provider = createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: settings.OPENAI_COMPATIBLE_BASE_URL.trim(),
    apiKey: settings.OPENAI_COMPATIBLE_API_KEY.trim() || undefined,
    // Sends the JSON schema as response_format "json_schema", which Ollama, llama-server, LM Studio and vLLM
    // all constrain their output to. The default, "json_object", is refused by LM Studio.
    supportsStructuredOutputs: true,
  });
  return wrapLanguageModel({
    model: provider.chatModel(settings.OPENAI_COMPATIBLE_MODEL.trim()),
    middleware: jsonReplyMiddleware,
  });
}

/** The model QUESTION_ENGINE names, or null for the local engine (or unusable settings, which are logged). */
export function chosenModel(env: Env): ChosenModel | null {
  const name = env.QUESTION_ENGINE;
  switch (name) {
    case 'local':
      return null;
    case 'workers-ai':
      return {
        name,
        model: createWorkersAI({ binding: env.AI })(workersAiModelId),
        callTimeoutMs: callTimeoutMs[name],
      };
    case 'openai-compatible': {
      const problem = openAiCompatibleProblem(env);
      if (problem) {
        // Never fatal here: grading and syllabus reading must go on. `npm start` refuses these settings up front.
        console.error(`QUESTION_ENGINE is openai-compatible, but ${problem} The local engine is used instead.`);
        return null;
      }
      return { name, model: openAiCompatibleModel(env), callTimeoutMs: callTimeoutMs[name] };
    }
    default:
      console.error(
        `QUESTION_ENGINE "${name}" is not one of local, workers-ai or openai-compatible; the local engine is used instead.`,
      );
      return null;
  }
}

export function languageModel(env: Env): LanguageModel | null {
  return chosenModel(env)?.model ?? null;
}
