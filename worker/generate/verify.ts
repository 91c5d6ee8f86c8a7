// Checks every generated question against its source before a student sees it.
// A question that fails is dropped, never patched: the quote must be real text
// of its page, the answer must be in (or follow from) the quote, options must be
// distinct with exactly one correct, the stem must not give the answer away,
// and the topic must be one of the material's; and the fairness gates (gates/)
// must find the question fair to a student who cannot see the page.
import { type GeneratedQuestion, generatedQuestion, trueFalseOptions } from './engine';
import { fairnessProblem } from './gates';

/** Lowercase words and numbers only, so punctuation, case and spacing never matter. */
export function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const words = (text: string) => normalise(text).split(' ').filter(Boolean);

// Short function words carry no content; they never decide whether a statement is grounded.
const functionWords = new Set(
  'a an the of in on at by for to from with and or but is are was were be been being it its this that these those as into than then so such not no'.split(
    ' ',
  ),
);
const contentWords = (text: string) => words(text).filter((w) => !functionWords.has(w));
const denials = (text: string) => words(text).filter((w) => /^(not|no|never|cannot)$/.test(w)).length;

/** Does `phrase` occur as whole words in `text`? Both are normalised first. */
export function containsPhrase(text: string, phrase: string): boolean {
  const needle = normalise(phrase);
  return needle.length > 0 && ` ${normalise(text)} `.includes(` ${needle} `);
}

// CJK text has no spaces between words: whole-word matching falls back to substrings there.
const unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
const mentions = (text: string, phrase: string) =>
  unspaced.test(phrase) ? normalise(text).includes(normalise(phrase)) : containsPhrase(text, phrase);

/** Is the quote really on its page? Exact after normalising, or nearly all of its word triples. */
export function quoteIsOnPage(quote: string, pageText: string): boolean {
  const needle = normalise(quote);
  const haystack = normalise(pageText);
  if (haystack.includes(needle)) return true;
  const quoteWords = needle.split(' ');
  if (quoteWords.length < 6) return false;
  const triples = (list: string[]) => list.slice(0, -2).map((w, i) => `${w} ${list[i + 1]} ${list[i + 2]}`);
  const pageTriples = new Set(triples(haystack.split(' ')));
  const quoteTriples = triples(quoteWords);
  return quoteTriples.filter((t) => pageTriples.has(t)).length / quoteTriples.length >= 0.85;
}

const fillerOption =
  /\b(all|none|both|neither) of the (above|options|answers)\b|^(n\/a|none|tbd|\.\.\.|option [a-d]|[a-d])$/i;

/** Why a question must be dropped, or null when it is sound. */
export function rejectionOf(
  candidate: GeneratedQuestion,
  context: { topics: readonly string[]; pageText?: string },
): string | null {
  const parsed = generatedQuestion.safeParse(candidate);
  if (!parsed.success) return `malformed: ${parsed.error.issues[0]?.message}`;
  const q = parsed.data;
  const answers = [q.correctAnswer, ...(q.acceptedAnswers ?? [])];

  if (!context.topics.some((topic) => topic.toLowerCase() === q.topic.toLowerCase()))
    return 'topic not of the material';
  if (context.pageText !== undefined && !quoteIsOnPage(q.source.quote, context.pageText))
    return 'quote not on its page';

  switch (q.type) {
    case 'true_false': {
      if (q.options && (q.options.length !== 2 || q.options[0] !== 'True' || q.options[1] !== 'False')) {
        return 'true/false options must be True and False';
      }
      if (!trueFalseOptions.includes(q.correctAnswer as 'True' | 'False'))
        return 'true/false answer must be True or False';
      const statement = contentWords(q.question);
      const quote = new Set(contentWords(q.source.quote));
      const missing = statement.filter((w) => !quote.has(w));
      if (statement.length < 4) return 'statement too short to judge';
      if (q.correctAnswer === 'True' && missing.length > Math.max(1, statement.length * 0.15)) {
        return 'true statement not supported by the quote';
      }
      // A false statement is the quote with something swapped or denied: mostly the quote's words, but not all.
      const changed = missing.length > 0 || denials(q.question) !== denials(q.source.quote);
      if (q.correctAnswer === 'False' && (!changed || missing.length > statement.length * 0.4)) {
        return 'false statement is not a clear change of the quote';
      }
      return fairnessProblem(q);
    }
    case 'multiple_choice': {
      const options = q.options ?? [];
      if (options.length < 3) return 'multiple choice needs at least 3 options';
      const normalised = options.map(normalise);
      if (new Set(normalised).size !== options.length) return 'duplicate options';
      if (options.some((o) => fillerOption.test(o.trim()))) return 'filler option';
      if (normalised.filter((o) => o === normalise(q.correctAnswer)).length !== 1)
        return 'not exactly one correct option';
      break;
    }
    case 'fill_blank':
      if (!/_{3,}/.test(q.question)) return 'fill-in-the-blank stem has no blank';
      break;
    case 'short_answer':
      break;
  }
  if (!answers.some((answer) => mentions(q.source.quote, answer))) return 'answer not in the quote';
  if (answers.some((answer) => mentions(q.question.replace(/_{3,}/g, ' '), answer)))
    return 'stem gives the answer away';
  return fairnessProblem(q);
}

/** Two questions ask the same thing: the same stem once normalised, or nearly the same words. */
export function isNearDuplicate(a: string, b: string): boolean {
  const left = new Set(contentWords(a));
  const right = new Set(contentWords(b));
  if (normalise(a) === normalise(b)) return true;
  if (left.size === 0 || right.size === 0) return false;
  const shared = [...left].filter((w) => right.has(w)).length;
  return shared / (left.size + right.size - shared) >= 0.8;
}

/**
 * The sound, distinct questions of `candidates`, in order; `avoid` holds
 * question texts already in use. Each drop is reported to `onReject`.
 */
export function keepVerified(
  candidates: GeneratedQuestion[],
  context: { topics: readonly string[]; pageText?: (page: number) => string | undefined; avoid?: readonly string[] },
  onReject: (question: GeneratedQuestion, reason: string) => void = () => {},
): GeneratedQuestion[] {
  const kept: GeneratedQuestion[] = [];
  const seen = [...(context.avoid ?? [])];
  for (const question of candidates) {
    const reason =
      rejectionOf(question, { topics: context.topics, pageText: context.pageText?.(question.source.page) }) ??
      (seen.some((other) => isNearDuplicate(other, question.question)) ? 'duplicate of another question' : null);
    if (reason) {
      onReject(question, reason);
      continue;
    }
    kept.push(question);
    seen.push(question.question);
  }
  return kept;
}
