// Choosing an exam's questions from the banks of its materials: the requested
// types in even shares, the requested difficulty ("mixed" spreads easy, medium
// and hard), the preferred topics first, and an even spread over materials and
// topics — never two questions asking the same thing.
import type { difficulties } from '../db/schema';
import type { ExamDifficulty, GeneratedQuestion, QuestionType } from './engine';
import { seededRandom } from './random';
import { isNearDuplicate } from './verify';

type Difficulty = (typeof difficulties)[number];

export type AssemblyRequest = {
  count: number;
  types: readonly QuestionType[];
  difficulty: ExamDifficulty;
  topics?: readonly string[];
  seed: number;
};

const levels: Difficulty[] = ['easy', 'medium', 'hard'];

/** How many questions of each difficulty an exam asks for. */
export function difficultyTargets(count: number, difficulty: ExamDifficulty): Record<Difficulty, number> {
  if (difficulty !== 'mixed') return { easy: 0, medium: 0, hard: 0, [difficulty]: count };
  const third = Math.floor(count / 3);
  const rest = count - third * 3;
  return { easy: third + (rest > 1 ? 1 : 0), medium: third + (rest > 0 ? 1 : 0), hard: third };
}

const distance = (a: Difficulty, b: Difficulty) => Math.abs(levels.indexOf(a) - levels.indexOf(b));

export function selectQuestions<Q extends GeneratedQuestion>(bank: readonly Q[], request: AssemblyRequest): Q[] {
  const random = seededRandom(request.seed);
  const candidates = bank
    .filter((q) => request.types.includes(q.type))
    .map((question) => ({ question, tieBreak: random() }));
  const difficultyLeft = difficultyTargets(request.count, request.difficulty);
  const typeShare = request.count / request.types.length;
  const preferred = new Set((request.topics ?? []).map((t) => t.toLowerCase()));
  const used = {
    type: new Map<string, number>(),
    material: new Map<string, number>(),
    topic: new Map<string, number>(),
  };
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  const chosen: Q[] = [];
  const truths = { True: 0, False: 0 };

  // Lower is better, compared in order: the student's chosen topics, each chosen
  // type up to its share (a type the student ticked must not vanish because the
  // materials only have it at another difficulty), difficulty fit, type share,
  // material spread, topic spread, then the seeded tie-break.
  const typeQuota = Math.floor(typeShare);
  const rank = ({ question: q, tieBreak }: (typeof candidates)[number]) => {
    const wanted = levels.filter((level) => difficultyLeft[level] > 0);
    const fit = wanted.includes(q.difficulty)
      ? 0
      : Math.min(3, ...wanted.map((level) => distance(level, q.difficulty)));
    return [
      preferred.size && !preferred.has(q.topic.toLowerCase()) ? 1 : 0,
      (used.type.get(q.type) ?? 0) < typeQuota ? 0 : 1,
      fit,
      (used.type.get(q.type) ?? 0) / typeShare,
      used.material.get(q.source.materialId) ?? 0,
      used.topic.get(q.topic) ?? 0,
      tieBreak,
    ];
  };
  const better = (a: number[], b: number[]) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] as number) < (b[i] as number);
    return false;
  };

  while (chosen.length < request.count && candidates.length > 0) {
    let best = 0;
    let bestRank = rank(candidates[0] as (typeof candidates)[number]);
    for (let i = 1; i < candidates.length; i++) {
      const r = rank(candidates[i] as (typeof candidates)[number]);
      if (better(r, bestRank)) {
        best = i;
        bestRank = r;
      }
    }
    const [{ question }] = candidates.splice(best, 1) as [(typeof candidates)[number]];
    if (chosen.some((other) => isNearDuplicate(other.question, question.question))) continue;
    // Banks hold more true statements than false ones; an exam whose answer is mostly "True" rewards guessing.
    if (question.type === 'true_false' && question.correctAnswer === 'True' && truths.True > truths.False) continue;
    if (question.type === 'true_false') truths[question.correctAnswer === 'True' ? 'True' : 'False']++;
    chosen.push(question);
    const level = levels.find((l) => l === question.difficulty) as Difficulty;
    if (difficultyLeft[level] > 0) difficultyLeft[level]--;
    bump(used.type, question.type);
    bump(used.material, question.source.materialId);
    bump(used.topic, question.topic);
  }
  return chosen;
}
