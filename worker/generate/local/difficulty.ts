// How hard a question is, from what it tests: a rare term, a number or a
// detail far from the material's centre is hard; a term the material keeps
// returning to and defines is easy. Recalling (short answer, fill in the
// blank) is harder than recognising (multiple choice, true/false), and
// options from the answer's own section are harder to tell apart.
import type { QuestionType } from '../engine';
import type { AnswerKind, Term } from './reading';

export type Difficulty = 'easy' | 'medium' | 'hard';

export type DifficultyFactors = {
  type: QuestionType;
  kind: AnswerKind;
  /** The tested term, when the answer is one. */
  term?: Term;
  /** Distractors (or the false statement's swap) come from the answer's section. */
  closeOptions?: boolean;
  /** How often the material's commonest answerable term occurs: rarity is relative to it. */
  commonest: number;
};

const recall: Record<QuestionType, number> = {
  true_false: 0,
  multiple_choice: 0.05,
  fill_blank: 0.2,
  short_answer: 0.2,
};

/**
 * A score in [0, 1.2]: rarity and distance from the material's centre, plus
 * what the question asks of the student. Rarity is measured against the
 * material's commonest term, so a short handout has easy questions too.
 */
function hardness({ type, kind, term, closeOptions, commonest }: DifficultyFactors): number {
  const rarity = term ? 1 - Math.min(1, Math.log(term.count) / Math.log(Math.max(3, Math.min(40, commonest)))) : 0.6;
  const centrality = term
    ? Math.min(1, Math.max(0, 1 - term.rank / 120) + (term.definitional || term.inHeading ? 0.25 : 0))
    : 0.3;
  const detail = kind === 'number' || kind === 'year' ? 0.2 : kind === 'name' ? 0.05 : 0;
  return 0.4 * rarity + 0.3 * (1 - centrality) + recall[type] + detail + (closeOptions ? 0.1 : 0);
}

export function difficultyOf(factors: DifficultyFactors): Difficulty {
  const score = hardness(factors);
  if (score < 0.3) return 'easy';
  return score < 0.5 ? 'medium' : 'hard';
}
