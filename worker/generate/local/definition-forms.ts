// Definitions asked from the term's side: "What is an iterator?" with the
// material's other definitions as the wrong options, and true/false
// statements of a definition, made false by giving the definition to a
// sibling term ("A predicate is an object representing a stream of data").
// The forms a teacher judged fair most often; a material's definitions are
// each other's best distractors, being the same kind of thing.
import { hash, seededRandom } from '../random';
import { normalise } from '../verify';
import { answerWorth, type Candidate, choiceCandidate, statementCandidate, termOf } from './candidate';
import { definitionPrompt, headNoun, type Prompt } from './definitions';
import { related } from './distractors';
import { falseExplanation } from './explain';
import { denial } from './negation';
import type { Reading, Sentence, Term } from './reading';
import { contentWordsOf } from './words';

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
      if (list.some((d) => d.term.key === term.key)) continue;
      list.push({ sentence, prompt: prompt as Defined['prompt'], term });
    }
    definedCache.set(reading, list);
  }
  return list;
}

/**
 * "What is a framework for executing arbitrary tests?" has two answers when
 * the material also defines Marionette as a framework: a definition of a few
 * words sets its term apart only when no other definition shares its genus.
 * Asked from the definition's side (short answer, blank) or given to that
 * sibling (true/false), it would be a guess or nearly true.
 */
export function hasRivalDefinition(reading: Reading, sentence: Sentence): boolean {
  const d = definitionsOf(reading).find((x) => x.sentence.id === sentence.id);
  if (!d || contentWordsOf(d.prompt.defines.phrase).length > 4) return false;
  const genus = headNoun(d.prompt.defines.phrase);
  return definitionsOf(reading).some((o) => o.term.key !== d.term.key && headNoun(o.prompt.defines.phrase) === genus);
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

/**
 * Three sibling definitions of the same kind of thing: of the same genus ("a
 * device that …" beside "a device that …") or defined in the same section (a
 * router, a switch and a firewall under "Network Devices"), both names or both
 * terms. Beside "a type", "a kind of reference" and "a data structure" from
 * other chapters, the one process among four options gives itself away.
 */
function sameKind(reading: Reading, d: Defined, seed: number): Defined[] {
  const genus = headNoun(d.prompt.defines.phrase);
  return siblings(reading, d, seed)
    .filter(
      (o) =>
        (o.term.kind === 'name') === (d.term.kind === 'name') &&
        (o.sentence.section === d.sentence.section || (genus !== null && headNoun(o.prompt.defines.phrase) === genus)),
    )
    .slice(0, 3);
}

/** "What is an iterator?" with four definitions to choose from. */
export function termToDefinition(reading: Reading, sentence: Sentence, seed: number): Candidate | null {
  const d = definitionsOf(reading).find((x) => x.sentence.id === sentence.id);
  if (!d || (d.prompt.defines.verb !== 'is' && d.prompt.defines.verb !== 'are')) return null;
  const others = sameKind(reading, d, seed);
  if (others.length < 3) return null;
  const question = `What ${d.prompt.defines.verb} ${subject(d)}?`;
  return choiceCandidate(
    reading,
    sentence,
    seed,
    { question, answer: d.prompt.defines.phrase, wrong: others.map((o) => o.prompt.defines.phrase) },
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
  const answerKey = `definition:${d.term.key}`;
  const worth = answerWorth(reading, d.prompt.mention);
  const out = [statementCandidate(reading, sentence, statement(d), null, { answerKey, quality: worth, factors })];
  // The stand-in must agree with the verb ("A predicate is", "Generators are") and be defined as the same kind
  // of thing: "Extreme programming is a program written in Java" would be nonsense, not a meaningful error.
  const genus = headNoun(phrase);
  const standIn = hasRivalDefinition(reading, sentence)
    ? undefined
    : siblings(reading, d, seed).find(
        (o) =>
          o.prompt.defines.verb === verb &&
          (d.term.kind === 'name') === (o.term.kind === 'name') &&
          genus !== null &&
          headNoun(o.prompt.defines.phrase) === genus,
      );
  // "APT is not the Advanced Package Tool" denies a name, not a property: a definition's denial only
  // where the term is not an abbreviation.
  const denied = standIn || /^\p{Lu}{2,}s?$/u.test(d.term.display) ? null : denial(statement(d), subject(d));
  if (denied) {
    const because = falseExplanation(reading, sentence, denied.denied, denied.original);
    out.push(
      statementCandidate(reading, sentence, denied.statement, because, { answerKey, quality: worth * 0.9, factors }),
    );
  }
  if (standIn) {
    const because = falseExplanation(reading, sentence, capital(subject(standIn)), capital(subject(d)));
    out.push(
      statementCandidate(reading, sentence, statement(standIn), because, {
        answerKey,
        quality: worth * 1.1,
        factors: { ...factors, closeOptions: standIn.sentence.section === sentence.section },
      }),
    );
  }
  return out;
}

/** "Which term describes …?" with the material's other defined terms as the wrong options. */
export function definitionToTerm(reading: Reading, sentence: Sentence, seed: number): Candidate | null {
  const d = definitionsOf(reading).find((x) => x.sentence.id === sentence.id);
  if (!d) return null;
  const others = sameKind(reading, d, seed);
  if (others.length < 3) return null;
  return choiceCandidate(
    reading,
    sentence,
    seed,
    { question: d.prompt.choiceQuestion, answer: d.prompt.answer, wrong: others.map((o) => o.prompt.answer) },
    {
      answerKey: d.term.key,
      quality: answerWorth(reading, d.prompt.mention) * 1.3,
      factors: { kind: d.prompt.mention.kind, term: termOf(reading, d.prompt.mention), closeOptions: true },
    },
  );
}

// "Massachusetts Institute of Technology", "London Action Plan": the expansion names a body, an event or a plan.
const institution =
  /\b(institutes?|universit(y|ies)|college|network|groups?|teams?|forum|plans?|conferences?|summit|associations?|organi[sz]ations?|union|committee|council|agency|commission|foundation|society|corporation|party|alliance|federation|board|cent(er|re)|initiative|partnership|programm?e?)\b/i;

/**
 * "What does BTS stand for?" has many answers (base transceiver station, …)
 * unless the material is about it, and an abbreviation spelled out once in
 * passing ("NANOG", "WTPF") is trivia: an abbreviation is asked only when the
 * material keeps using it, one of two letters never ("IP": Internet Protocol
 * or intellectual property). The name of a body or an event is an affiliation
 * or an aside ("MIT" in a paper written there, "LAP" in a list of anti-spam
 * efforts) unless the material keeps returning to it ("ICANN", "WIPO").
 */
export function isKnownAbbreviation(reading: Reading, abbreviation: string, expansion: string): boolean {
  if (abbreviation.replace(/[^\p{Lu}]/gu, '').length < 3) return false;
  // A glossary's entry is one of the uses: three would be two mentions in passing.
  const needed = institution.test(expansion) ? 12 : abbreviation.length >= 4 ? 4 : 5;
  const word = new RegExp(`\\b${abbreviation}s?\\b`);
  let uses = 0;
  for (const s of reading.sentences) if (word.test(s.text) && ++uses >= needed) return true;
  return false;
}
