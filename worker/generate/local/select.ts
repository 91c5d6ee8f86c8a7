// Step 7's choice: which candidates become the material's questions. Each
// pick takes the best candidate by, in order: on a preferred topic; at the
// requested difficulty (or the nearest); of a type with the fewest questions
// so far; for "mixed", at the level least used so far; true and false
// statements in turn; and a seeded, quality-weighted draw, discounted for
// sections, pages and topics already used so that the questions spread over
// the material. A sentence is quoted once and an answer tested once. Every
// pick is checked (verify.ts) against the questions already chosen.
import type { ExamDifficulty, GeneratedQuestion, GenerationRequest, QuestionType } from '../engine';
import { draw } from '../random';
import type { Candidate } from './candidate';
import type { Difficulty } from './difficulty';

const levels: Difficulty[] = ['easy', 'medium', 'hard'];
// The nearest levels first when the requested one runs out.
const fallbackOrder: Record<Exclude<ExamDifficulty, 'mixed'>, Difficulty[]> = {
  easy: ['easy', 'medium', 'hard'],
  medium: ['medium', 'easy', 'hard'],
  hard: ['hard', 'medium', 'easy'],
};

export type Accept = (question: GeneratedQuestion, chosen: readonly GeneratedQuestion[]) => boolean;

type Truth = 'True' | 'False';

export function selectQuestions(
  candidates: Candidate[],
  request: GenerationRequest,
  seed: number,
  accept: Accept,
): GeneratedQuestion[] {
  const count = Math.max(0, Math.floor(request.count));
  const preferred = new Set((request.topics ?? []).map((t) => t.toLowerCase()));
  const pool = new Map<QuestionType, Candidate[]>();
  for (const c of candidates) {
    const list = pool.get(c.question.type);
    if (list) list.push(c);
    else pool.set(c.question.type, [c]);
  }
  // The seeded draw, weighted by quality (Efraimidis–Spirakis): better candidates tend to win, any can.
  const luck = new Map(candidates.map((c) => [c, draw(seed, c.question.question) ** (1 / c.quality)]));

  const chosen: GeneratedQuestion[] = [];
  // A sentence is used once, and so is its text where the material repeats it.
  const usedSentences = new Set<number>();
  const usedQuotes = new Set<string>();
  const usedAnswers = new Set<string>();
  const used = {
    section: new Map<string, number>(),
    page: new Map<number, number>(),
    topic: new Map<string, number>(),
  };
  const perLevel = new Map<Difficulty, number>();
  const perType = new Map<QuestionType, number>();
  const truths: Record<Truth, number> = { True: 0, False: 0 };
  const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

  const requestedLevel = (level: Difficulty) =>
    request.difficulty === 'mixed' ? 0 : fallbackOrder[request.difficulty].indexOf(level);
  const leastUsedLevel = (level: Difficulty) =>
    request.difficulty === 'mixed'
      ? (perLevel.get(level) ?? 0) - Math.min(...levels.map((l) => perLevel.get(l) ?? 0))
      : 0;
  const rank = (c: Candidate, fewest: number): number[] => {
    const q = c.question;
    const offTopic = preferred.size > 0 && !preferred.has(q.topic.toLowerCase()) ? 1 : 0;
    const truthTier =
      q.type === 'true_false' ? Math.max(0, truths[q.correctAnswer as Truth] - Math.min(truths.True, truths.False)) : 0;
    const spread =
      0.5 ** (used.section.get(c.section) ?? 0) *
      0.6 ** (used.page.get(q.source.page) ?? 0) *
      (preferred.size > 0 ? 1 : 0.85 ** (used.topic.get(q.topic) ?? 0));
    return [
      offTopic,
      requestedLevel(q.difficulty),
      (perType.get(q.type) ?? 0) - fewest,
      leastUsedLevel(q.difficulty),
      truthTier,
      -(luck.get(c) ?? 0) * spread,
    ];
  };
  const better = (a: number[], b: number[]) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] as number) < (b[i] as number);
    return false;
  };
  const available = (c: Candidate) =>
    !usedSentences.has(c.sentence) &&
    !usedQuotes.has(c.question.source.quote) &&
    !usedAnswers.has(c.answerKey) &&
    // A bank may hold a few more true statements than false ones (an exam takes them in pairs, assemble.ts);
    // without false ones to match, true ones would make "True" always the answer.
    !(c.question.type === 'true_false' && c.question.correctAnswer === 'True' && truths.True > truths.False + 3);
  const bestOf = (type: QuestionType, fewest: number): { c: Candidate; r: number[] } | null => {
    let best: { c: Candidate; r: number[] } | null = null;
    for (const c of pool.get(type) ?? []) {
      if (!available(c)) continue;
      const r = rank(c, fewest);
      if (!best || better(r, best.r)) best = { c, r };
    }
    return best;
  };

  const types = [...new Set(request.types)].filter((t) => pool.has(t));
  while (chosen.length < count && types.length > 0) {
    const fewest = Math.min(...types.map((t) => perType.get(t) ?? 0));
    let pick: { c: Candidate; r: number[] } | null = null;
    for (const type of [...types]) {
      const best = bestOf(type, fewest);
      if (!best) types.splice(types.indexOf(type), 1);
      else if (!pick || better(best.r, pick.r)) pick = best;
    }
    if (!pick) continue;
    const { c } = pick;
    const list = pool.get(c.question.type) as Candidate[];
    list.splice(list.indexOf(c), 1);
    if (!accept(c.question, chosen)) continue;
    const q = c.question;
    chosen.push(q);
    usedSentences.add(c.sentence);
    usedQuotes.add(q.source.quote);
    usedAnswers.add(c.answerKey);
    bump(used.section, c.section);
    bump(used.page, q.source.page);
    bump(used.topic, q.topic);
    bump(perLevel, q.difficulty);
    bump(perType, q.type);
    if (q.type === 'true_false') truths[q.correctAnswer as Truth]++;
  }
  return chosen;
}
