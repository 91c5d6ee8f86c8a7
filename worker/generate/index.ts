// Which engine writes questions: Workers AI when the deployment has it (with
// the local engine behind it), else the local engine.
import { workersAiEngine } from './ai-engine';
import type { QuestionEngine } from './engine';
import { localEngine } from './local';
import { languageModel } from './model';

export function questionEngine(env: Env): QuestionEngine {
  const model = languageModel(env);
  return model ? workersAiEngine(model, localEngine) : localEngine;
}
