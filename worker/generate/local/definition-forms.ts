// Definitions asked from the term's side: "What is an iterator?" with the
// material's other definitions as the wrong options, and true/false
// statements of a definition, made false by giving the definition to a
// sibling term ("A predicate is an object representing a stream of data").
// The forms a teacher judged fair most often; a material's definitions are
// each other's best distractors, being the same kind of thing.
import { hash, seededRandom, shuffled } from '../random';
import { normalise } from '../verify';
import { answerWorth, type Candidate, candidate, termOf } from './candidate';
import { abbreviationPrompt, definitionPrompt, headNoun, type Prompt } from './definitions';
import { related } from './distractors';
import { answerExplanation, falseExplanation, trueExplanation } from './explain';
import { shareRoot } from './giveaway';
import type { Reading, Sentence, Term } from './reading';

type Defined = { sentence: Sentence; prompt: Prompt & { defines: NonNullable<Prompt['defines']> }; term: Term };

const definedCache = new WeakMap<Reading, Defined[]>();

/** The material's "X is/are/means …" definitions of answerable terms, in order. */
export function definitionsOf(reading: Reading): Defined[] {
  let list = definedCache.get(reading);
  if (!list) {
    list = [];
    for (const sentence of reading.sentences) {
      if (!sentence.quotable || !sentence.definition) continue;
      const prompt = definitionPrompt(sentence);
      const term = prompt ? reading.terms.get(prompt.mention.key) : undefined;
      if (!prompt?.defines || !term?.answerable) continue;
      // "A bullet list is a list of bulleted list items": a definition by its own words teaches nothing.
      const own = term.key.split(' ').filter((w) => w.length > 3);
      const phraseWords = normalise(prompt.defines.phrase).split(' ');
      if (own.some((w) => phraseWords.some((p) => shareRoot(p, w)))) continue;
      if (list.some((d) => d.term.key === term.key)) continue;
      list.push({ sentence, prompt: prompt as Defined['prompt'], term });
    }
    definedCache.set(reading, list);
  }
  return list;
}

/** The term as the subject of a question or statement, as its sentence writes it: "an iterator", "A Debian package", "ICPEN". */
function subject(d: Defined): string {
  const opening = d.sentence.text.slice(0, d.prompt.mention.end);
  // The definition opens its sentence ("A Debian package is …"): its own words, article included.
  if (/^(?:(?:the|a|an)\s+)?$/i.test(d.sentence.text.slice(0, d.prompt.mention.start)))
    return opening.replace(/^(The|A|An)\b/, (a) => a.toLowerCase());
  const { answer, defines } = d.prompt;
  if (d.term.kind === 'name' || defines.verb !== 'is') return answer;
  return `${/^[aeiou]/i.test(answer) ? 'an' : 'a'} ${answer}`;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Other definitions that can stand beside this one: not of the same or a related term, not naming it. */
function siblings(reading: Reading, d: Defined, seed: number): Defined[] {
  const answer = ` ${normalise(d.prompt.answer)} `;
  return definitionsOf(reading)
    .filter(
      (other) =>
        other.term.key !== d.term.key &&
        other.term.kind === d.term.kind &&
        !related(reading, d.term, other.term) &&
        normalise(other.prompt.defines.phrase) !== normalise(d.prompt.defines.phrase) &&
        // "a source package contains …" beside "What is a source package?" would be no wrong answer.
        !` ${normalise(other.prompt.defines.phrase)} `.includes(answer),
    )
    .map((other) => ({
      other,
      order:
        (other.sentence.section === d.sentence.section ? 0 : 1) + seededRandom(hash(`${seed}:${other.term.key}`))(),
    }))
    .sort((a, b) => a.order - b.order)
    .map(({ other }) => other);
}

/** "What is an iterator?" with four definitions to choose from. */
export function termToDefinition(reading: Reading, sentence: Sentence, seed: number): Candidate | null {
  const d = definitionsOf(reading).find((x) => x.sentence.id === sentence.id);
  if (!d || (d.prompt.defines.verb !== 'is' && d.prompt.defines.verb !== 'are')) return null;
  const others = siblings(reading, d, seed).slice(0, 3);
  if (others.length < 3) return null;
  const answer = d.prompt.defines.phrase;
  const question = `What ${d.prompt.defines.verb} ${subject(d)}?`;
  const options = shuffled(
    [answer, ...others.map((o) => o.prompt.defines.phrase)],
    seededRandom(hash(`option order:${seed}:${question}`)),
  );
  return candidate(
    reading,
    sentence,
    {
      type: 'multiple_choice',
      question,
      options,
      correctAnswer: answer,
      explanation: answerExplanation(reading, sentence, answer),
    },
    {
      answerKey: `definition:${d.term.key}`,
      quality: answerWorth(reading, d.prompt.mention) * 1.3,
      factors: { kind: d.prompt.mention.kind, term: termOf(reading, d.prompt.mention), closeOptions: true },
    },
  );
}

/** The definition as a statement, true; and the same definition given to a sibling term, false. */
export function definitionTrueFalse(reading: Reading, sentence: Sentence, seed: number): Candidate[] {
  const d = definitionsOf(reading).find((x) => x.sentence.id === sentence.id);
  if (!d) return [];
  const { verb, phrase } = d.prompt.defines;
  const statement = (who: Defined) => `${capital(subject(who))} ${verb} ${phrase}.`;
  const factors = { kind: d.prompt.mention.kind, term: termOf(reading, d.prompt.mention) };
  const out = [
    candidate(
      reading,
      sentence,
      {
        type: 'true_false',
        question: statement(d),
        options: ['True', 'False'],
        correctAnswer: 'True',
        explanation: trueExplanation(reading, sentence),
      },
      { answerKey: `definition:${d.term.key}`, quality: answerWorth(reading, d.prompt.mention), factors },
    ),
  ];
  // The stand-in must agree with the verb ("A predicate is", "Generators are") and be defined as the same kind
  // of thing: "Extreme programming is a program written in Java" would be nonsense, not a meaningful error.
  const genus = headNoun(phrase);
  const standIn = siblings(reading, d, seed).find(
    (o) =>
      o.prompt.defines.verb === verb &&
      (d.term.kind === 'name') === (o.term.kind === 'name') &&
      genus !== null &&
      headNoun(o.prompt.defines.phrase) === genus,
  );
  if (standIn) {
    out.push(
      candidate(
        reading,
        sentence,
        {
          type: 'true_false',
          question: statement(standIn),
          options: ['True', 'False'],
          correctAnswer: 'False',
          explanation: falseExplanation(reading, sentence, capital(subject(standIn)), capital(subject(d))),
        },
        {
          answerKey: `definition:${d.term.key}`,
          quality: answerWorth(reading, d.prompt.mention) * 1.1,
          factors: { ...factors, closeOptions: standIn.sentence.section === sentence.section },
        },
      ),
    );
  }
  return out;
}

/** "Which term describes …?" with the material's other defined terms as the wrong options. */
export function definitionToTerm(reading: Reading, sentence: Sentence, seed: number): Candidate | null {
  const d = definitionsOf(reading).find((x) => x.sentence.id === sentence.id);
  if (!d) return null;
  const others = siblings(reading, d, seed)
    .filter((o) => (o.term.kind === 'name') === (d.term.kind === 'name'))
    .slice(0, 3);
  if (others.length < 3) return null;
  const question = d.prompt.choiceQuestion;
  const options = shuffled(
    [d.prompt.answer, ...others.map((o) => o.prompt.answer)],
    seededRandom(hash(`option order:${seed}:${question}`)),
  );
  return candidate(
    reading,
    sentence,
    {
      type: 'multiple_choice',
      question,
      options,
      correctAnswer: d.prompt.answer,
      explanation: answerExplanation(reading, sentence, d.prompt.answer),
    },
    {
      answerKey: d.term.key,
      quality: answerWorth(reading, d.prompt.mention) * 1.3,
      factors: { kind: d.prompt.mention.kind, term: termOf(reading, d.prompt.mention), closeOptions: true },
    },
  );
}

/**
 * "What does BTS stand for?" has many answers (base transceiver station, …)
 * unless the material is about it: an abbreviation of two or three letters is
 * asked only when the material keeps using it.
 */
export function isKnownAbbreviation(reading: Reading, abbreviation: string): boolean {
  if (abbreviation.length >= 4) return true;
  const word = new RegExp(`\\b${abbreviation}s?\\b`);
  let uses = 0;
  for (const s of reading.sentences) if (word.test(s.text) && ++uses >= 5) return true;
  return false;
}

const smallWords = new Set(['of', 'and', 'for', 'the', 'in', 'on', 'to', 'a', 'an', 'de']);
const vocabularyCache = new WeakMap<Reading, Map<string, string[]>>();

/** The material's own words by first letter ("d": data, domain, dynamic …), to spell plausible expansions with. */
function vocabularyOf(reading: Reading): Map<string, string[]> {
  let byLetter = vocabularyCache.get(reading);
  if (!byLetter) {
    byLetter = new Map();
    const seen = new Set<string>();
    for (const term of reading.terms.values()) {
      // "WSIS" is no word to spell with ("Wsis Administrative …").
      if (/\p{Lu}{2}/u.test(term.display)) continue;
      for (const word of term.key.split(' ')) {
        if (word.length < 4 || !/^\p{Ll}+$/u.test(word) || smallWords.has(word) || seen.has(word)) continue;
        seen.add(word);
        const list = byLetter.get(word[0] as string);
        if (list) list.push(word);
        else byLetter.set(word[0] as string, [word]);
      }
    }
    vocabularyCache.set(reading, byLetter);
  }
  return byLetter;
}

// Words of one grammatical kind by their ending: an adjective stands in for an adjective ("Digital" for "Domain"
// would not do as a noun), a noun for a noun.
const suffixClass = (word: string) =>
  /(al|ic|ive|ous|ary|ory|ed|ing|ful|less|able|ible|ar|an)$/.test(word.toLowerCase()) ? 'modifier' : 'noun';

/**
 * "What does DNS stand for?" with three wrong expansions that spell DNS too
 * ("Digital Name System", "Dynamic Name System"): a reader failed options
 * whose initials gave the key away, and options of the material's random
 * words read as nonsense. Each wrong expansion changes the same word for a
 * word of the material with the same first letter and ending, so it reads as
 * the name of a thing, yet is not the key nor a spelling of it.
 */
export function abbreviationChoice(reading: Reading, sentence: Sentence, seed: number): Candidate | null {
  const prompt = abbreviationPrompt(sentence);
  const abbreviation = prompt && /abbreviation (\S+) stand/.exec(prompt.question)?.[1];
  if (!prompt || !abbreviation || abbreviation.length < 3 || !isKnownAbbreviation(reading, abbreviation)) return null;
  const words = prompt.answer.split(/\s+/);
  const vocabulary = vocabularyOf(reading);
  // One word changed, the same one in every wrong option: were each option to change another word, the key
  // would be the one agreeing most with the rest.
  const at = words.findIndex(
    (word, i) => i < words.length - 1 && !smallWords.has(word.toLowerCase()) && /^\p{L}+$/u.test(word),
  );
  const word = words[at];
  if (!word) return null;
  const next = words[at + 1]?.toLowerCase();
  const pool = (vocabulary.get(word[0]?.toLowerCase() ?? '') ?? []).filter(
    (w) =>
      w !== word.toLowerCase() &&
      suffixClass(w) === suffixClass(word) &&
      !shareRoot(w, word.toLowerCase()) &&
      // "message transfer agent" beside "mail transfer agent": a phrase the material uses may be a real expansion.
      !(next && reading.neighbours.has(`${w} ${next}`)),
  );
  const random = seededRandom(hash(`expansions:${seed}:${abbreviation}`));
  const wrong = new Set<string>();
  for (const pick of shuffled(pool, random).slice(0, 3)) {
    const spelled = [...words];
    spelled[at] = /^\p{Lu}/u.test(word) ? pick.charAt(0).toUpperCase() + pick.slice(1) : pick;
    wrong.add(spelled.join(' '));
  }
  if (wrong.size < 3) return null;
  const question = prompt.question;
  const options = shuffled([prompt.answer, ...wrong], seededRandom(hash(`option order:${seed}:${question}`)));
  return candidate(
    reading,
    sentence,
    {
      type: 'multiple_choice',
      question,
      options,
      correctAnswer: prompt.answer,
      explanation: answerExplanation(reading, sentence, prompt.answer),
    },
    {
      answerKey: abbreviation.toLowerCase(),
      quality: answerWorth(reading, prompt.mention) * 1.2,
      factors: { kind: prompt.mention.kind, closeOptions: true },
    },
  );
}
