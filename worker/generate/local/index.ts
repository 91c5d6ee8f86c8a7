// The local question engine: Prepwise's offline default. It reads a material
// (clean text, quotable sentences, key terms, definitions, numbers), writes
// candidate questions of the four types from its sentences, labels their
// difficulty, and keeps the ones that pass verification, spread over the
// material, its topics and the requested types. Deterministic for a given
// material, request and seed.
import type { GeneratedQuestion, GenerationRequest, MaterialSource, QuestionEngine } from '../engine';
import { keepVerified } from '../verify';
import { writeCandidates } from './candidates';
import { readMaterial } from './reading';
import { selectQuestions } from './select';

export const localEngine: QuestionEngine = {
  name: 'local',
  async generate(material: MaterialSource, request: GenerationRequest): Promise<GeneratedQuestion[]> {
    if (request.count <= 0 || request.types.length === 0 || material.topics.length === 0) return [];
    const seed = request.seed ?? 0;
    const preferred = (request.topics ?? []).filter((t) =>
      material.topics.some((m) => m.toLowerCase() === t.toLowerCase()),
    );
    const reading = readMaterial(material, seed, preferred);
    const candidates = writeCandidates(reading, { types: request.types, topics: preferred }, seed);
    const context = { topics: material.topics, pageText: reading.pageText };
    const avoid = request.avoid ?? [];
    const chosen = selectQuestions(
      candidates,
      { ...request, topics: preferred },
      seed,
      (question, before) =>
        keepVerified([question], { ...context, avoid: [...avoid, ...before.map((q) => q.question)] }).length === 1,
    );
    // The picks were checked one by one; checking them together again is cheap and keeps the promise plain.
    return keepVerified(chosen, { ...context, avoid });
  },
};
