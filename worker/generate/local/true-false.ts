// True/false: the sentence itself (true), or the sentence with one key term,
// name or number swapped for another of the same kind from the material
// (false). A swap is only used when nothing in the material could make the
// changed statement true: the stand-in never appears in a sentence saying
// much the same thing, nor next to the same words. Negated, hedged and
// quantified sentences are never swapped, since a swap need not make them
// false; and a statement must stand alone (no "this …", no pronoun before
// anyone is named).
import { normalise } from '../verify';
import { withAnchor } from './anchor';
import { reversal } from './antonyms';
import { answersOf, answerWorth, type Candidate, statementCandidate, termOf } from './candidate';
import { isSeparable, withArticle, withoutCitations } from './cloze';
import { numberDistractors, termStandIns } from './distractors';
import { falseExplanation } from './explain';
import { fitsPlace, placeOf } from './neighbours';
import type { Mention, Reading, Sentence } from './reading';

// Openers that only tie the sentence to its neighbours; the statement reads better without them.
const connective =
  /^(however|also|in addition|for example|for instance|in general|in practice|in fact|indeed|of course|typically|generally|usually|note that|remember that|importantly|in particular|in short|in summary),?\s+/i;
// A swap in a negated, hedged or quantified sentence need not make it false ("X is not Y" → "Z is not Y").
const negatedOrHedged =
  /\b(not|no|never|none|nothing|cannot|can't|won't|doesn't|don't|isn't|aren't|wasn't|weren't|neither|nor|without|unlike|except|may|might|could|often|sometimes|usually|typically|generally|perhaps|possibly|probably|likely|unlikely|rarely|seldom|some|many|most|few|several|other|others)\b/i;

// "this moment", "these links", or "he" before anyone is named: the statement leans on a sentence the student cannot see.
const demonstrative = /\b(this|these|those|such)\b/i;
const personal = /\b(he|she|him|her|his|hers|they|them|their|it|its)\b/i;

/** A sentence as a statement: citation marks and a leading connective removed; null when it cannot stand alone. */
function statementOf(text: string): string | null {
  const statement = withoutCitations(text).replace(connective, '');
  if (demonstrative.test(statement)) return null;
  const pronoun = personal.exec(statement);
  if (pronoun && !/\p{Lu}/u.test(statement.slice(1, pronoun.index))) return null;
  return statement.charAt(0).toUpperCase() + statement.slice(1);
}

export function trueFalse(reading: Reading, sentence: Sentence, seed: number): Candidate[] {
  const shown = (text: string) => withAnchor(text, sentence.anchor);
  const statement = statementOf(sentence.text);
  const mentions = answersOf(reading, sentence, seed, true, true);
  const main = mentions[0];
  if (!statement) return [];
  // A fact of the function a section documents is about that function, named in front (anchor.ts).
  if (!main) {
    if (!sentence.anchor) return [];
    return [
      statementCandidate(reading, sentence, shown(statement), null, {
        answerKey: `fact:${sentence.id}`,
        quality: 0.8,
        factors: { kind: 'name' },
      }),
    ];
  }
  // A statement tests a fact, not its term: many facts about TraceMonkey make many fair statements.
  const fact = `fact:${sentence.id}`;
  const out = [
    statementCandidate(reading, sentence, shown(statement), null, {
      answerKey: fact,
      quality: answerWorth(reading, main) * 0.9,
      factors: { kind: main.kind, term: termOf(reading, main) },
    }),
  ];
  const swap = negatedOrHedged.test(sentence.text)
    ? null
    : (falseSwap(reading, sentence, mentions, seed) ?? reversed(reading, statement, main));
  if (swap) {
    out.push(
      statementCandidate(
        reading,
        sentence,
        shown(swap.statement),
        falseExplanation(reading, sentence, swap.standIn, swap.original),
        {
          answerKey: fact,
          quality: answerWorth(reading, swap.mention),
          factors: { kind: swap.mention.kind, term: termOf(reading, swap.mention), closeOptions: swap.sameSection },
        },
      ),
    );
  }
  return out;
}

type StandIn = { text: string; sentences: Sentence[]; sameSection: boolean };
type Swap = { statement: string; mention: Mention; standIn: string; sameSection: boolean; original: string };

/** Terms or numbers that could replace `mention`, each with the sentences of the material that mention it. */
function standInsFor(reading: Reading, sentence: Sentence, mention: Mention, seed: number): StandIn[] {
  const inSentences = (ids: number[]) => ids.map((id) => reading.sentences[id] as Sentence);
  if (mention.kind === 'term' || mention.kind === 'name') {
    return termStandIns(reading, sentence, mention, seed)
      .slice(0, 6)
      .map((c) => ({ text: c.text, sentences: inSentences(c.term.sentenceIds), sameSection: c.sameSection }));
  }
  const number = sentence.numbers.find((n) => n.start === mention.start);
  const options = number ? (numberDistractors(reading, sentence, number, seed)?.options ?? []) : [];
  return options.map((text) => {
    const value = Number(text.replace(/,/g, ''));
    const sentences = reading.sentences.filter((s) => s.numbers.some((n) => n.value === value));
    return { text, sentences, sameSection: false };
  });
}

function falseSwap(reading: Reading, sentence: Sentence, mentions: Mention[], seed: number): Swap | null {
  for (const mention of mentions.slice(0, 2)) {
    // "The Secure SHell (PAM)", "set to BRE … UTC= yes": the sentence itself would expose the swap.
    if (!isSeparable(sentence, mention, [mention.text])) continue;
    const place = placeOf(sentence, mention);
    for (const standIn of standInsFor(reading, sentence, mention, seed)) {
      if (fitsPlace(reading, place, standIn.text)) continue;
      const statement = statementOf(swapped(sentence.text, mention, standIn.text));
      if (!statement || couldBeTrue(statement, standIn, mention.text)) continue;
      // The explanation quotes the stand-in as the statement spells it ("Guards", not "guards", first).
      const shown = mention.start === 0 ? standIn.text.charAt(0).toUpperCase() + standIn.text.slice(1) : standIn.text;
      return { statement, mention, standIn: shown, sameSection: standIn.sameSection, original: mention.text };
    }
  }
  return null;
}

/** The statement with one word turned into its opposite ("explicit" → "implicit"), unless the material says so too. */
function reversed(reading: Reading, statement: string, main: Mention): Swap | null {
  const turned = reversal(statement);
  if (!turned) return null;
  const word = ` ${normalise(turned.replacement)} `;
  const standIn = { text: turned.replacement, sentences: reading.sentences.filter((s) => s.plain.includes(word)) };
  if (couldBeTrue(turned.statement, standIn, turned.original)) return null;
  return {
    statement: turned.statement,
    mention: main,
    standIn: turned.replacement,
    sameSection: false,
    original: turned.original,
  };
}

/** The sentence with `mention` replaced, "a"/"an" before it made to agree. */
function swapped(text: string, mention: Mention, replacement: string): string {
  const article = /^[aeiou]/i.test(replacement) ? 'an' : 'a';
  const before = withArticle(text.slice(0, mention.start), (capital) =>
    capital ? article.charAt(0).toUpperCase() + article.slice(1) : article,
  );
  return before + replacement + text.slice(mention.end);
}

const contentWords = (plain: string) => new Set(plain.split(' ').filter((w) => w.length > 2));

/**
 * Could the changed statement be true after all? It could when some sentence
 * of the material mentions the stand-in and shares half or more of the
 * statement's other words ("Mr. Elton walked to Hartfield" is not false just
 * because the quote says Mr. Knightley did), or when too few words are left
 * to tell.
 */
function couldBeTrue(statement: string, standIn: Pick<StandIn, 'text' | 'sentences'>, original: string): boolean {
  const changed = new Set([...contentWords(normalise(standIn.text)), ...contentWords(normalise(original))]);
  const rest = [...contentWords(normalise(statement))].filter((w) => !changed.has(w));
  if (rest.length < 3) return true;
  return standIn.sentences.some((s) => {
    const words = contentWords(s.plain);
    return rest.filter((w) => words.has(w)).length >= rest.length * 0.5;
  });
}
