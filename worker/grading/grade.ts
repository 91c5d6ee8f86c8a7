// Grading one answer. Multiple choice and true/false by the exact option;
// fill-in-the-blank and short answers by comparing normalised text with the
// correct answer and its accepted variants, forgiving a typo or two in longer
// words (never in numbers). Each grade says which rule decided it.
import type { QuestionType } from '../db/schema';

export type GradeRule = 'unanswered' | 'option' | 'exact' | 'typo' | 'semantic' | 'no-match';
export type Grade = { isCorrect: boolean; rule: GradeRule };

export type Gradable = {
  type: QuestionType;
  correctAnswer: string;
  acceptedAnswers?: readonly string[];
};

const smallNumbers = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];

/** An answer reduced to what matters: letters and digits, no case, articles, accents of form, or thousands separators. */
export function normaliseAnswer(answer: string): string {
  return answer
    .normalize('NFKC')
    .toLowerCase()
    .replace(/(\d),(?=\d{3}\b)/g, '$1') // 1,000 → 1000
    .replace(/(\d)\s?%/g, '$1 percent')
    .replace(/[^\p{L}\p{N}.]+/gu, ' ')
    .replace(/(?<!\d)\.|\.(?!\d)/g, ' ') // keep decimal points only
    .split(' ')
    .filter((word) => word && !['a', 'an', 'the'].includes(word))
    .map((word) => {
      const index = smallNumbers.indexOf(word);
      return index === -1 ? word : String(index);
    })
    .join(' ');
}

/** Damerau–Levenshtein distance (adjacent swaps count as one edit), stopping early past `limit`. */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((rows[i - 1]?.[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (rows[i - 1]?.[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    rows.push(row);
  }
  return rows[a.length]?.[b.length] ?? limit + 1;
}

/** Typos forgiven: none in short answers, one from 5 characters, two from 10. */
export const typoAllowance = (length: number) => (length >= 10 ? 2 : length >= 5 ? 1 : 0);

export function gradeAnswer(question: Gradable, answer: string | null | undefined): Grade {
  const given = (answer ?? '').trim();
  if (!given) return { isCorrect: false, rule: 'unanswered' };
  if (question.type === 'multiple_choice' || question.type === 'true_false') {
    const same = given.normalize('NFC').toLowerCase() === question.correctAnswer.trim().normalize('NFC').toLowerCase();
    return { isCorrect: same, rule: 'option' };
  }
  const answers = [question.correctAnswer, ...(question.acceptedAnswers ?? [])].map(normaliseAnswer).filter(Boolean);
  const normalised = normaliseAnswer(given);
  if (answers.includes(normalised)) return { isCorrect: true, rule: 'exact' };
  const hasDigits = /\d/.test(normalised);
  const nearMiss = answers.some(
    (expected) =>
      !hasDigits &&
      !/\d/.test(expected) &&
      editDistance(normalised, expected, typoAllowance(expected.length)) <= typoAllowance(expected.length),
  );
  return nearMiss ? { isCorrect: true, rule: 'typo' } : { isCorrect: false, rule: 'no-match' };
}
