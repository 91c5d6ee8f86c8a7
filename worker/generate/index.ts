// Which engine writes questions: a language model when QUESTION_ENGINE names
// one (Workers AI, or an OpenAI-compatible server on the student's machine),
// with the local engine behind it; else the local engine.
import type { QuestionEngine } from './engine';
import { localEngine } from './local';
import { chosenModel } from './model';
import { modelEngine } from './model-engine';

export function questionEngine(env: Env): QuestionEngine {
  const chosen = chosenModel(env);
  return chosen ? modelEngine(chosen, localEngine) : localEngine;
}
