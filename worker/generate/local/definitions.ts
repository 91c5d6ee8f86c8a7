// Definitional sentences turned around: "An iterator is an object representing
// a stream of data" asks "What is the term for an object representing a stream
// of data?", and "A function that yields values is called a generator" asks
// "What is a function that yields values called?". Also "Free Software
// Foundation (FSF)" asks what the abbreviation stands for.
import { functionWords, genericModifiers } from '../../text/lexicon';
import { vagueNouns } from './answerable';
import { displayAnswer, withoutCitations } from './cloze';
import { givesAway, shareRoot } from './giveaway';
import type { Mention, Sentence } from './reading';
import { answerVariants, lowerFirst } from './variants';
import { contentWordsOf } from './words';

export type Prompt = {
  /** The question, for short answer; multiple choice words it as `choiceQuestion`. */
  question: string;
  choiceQuestion: string;
  mention: Mention;
  answer: string;
  accepted: string[];
  /** For "X is/are/means …" definitions: the defining phrase ("an object representing a stream of data") and its verb. */
  defines?: { verb: string; phrase: string };
};

// After the term: its short form, a closing quote ('"Licensor" shall mean'), or what it is said of ('"source code" for a work means').
const copula =
  /^["”’]?\s*(?:\([^)]{1,40}\)\s*)?(?:(?:for|of) an? \p{L}+\s+)?(is|are|refers? to|(?:is|are) defined as|means|shall mean|denotes)\s+(.+)$/iu;
const namedBy =
  /^(.*?)\s+(is|are)\s+(?:also\s+|often\s+|usually\s+|sometimes\s+)?(?:known as|called|termed|referred to as)\s+(?:an?\s+|the\s+)?["'“‘]?$/i;
// "an object representing a stream" is a definition; "a thing", "a way" and "a component" are not.
const isVague = (noun: string) =>
  vagueNouns.has(noun) ||
  /^(thing|stuff|way|lot|bit|piece|part|something|anything|place|time|term|word|name)$/.test(noun);
const classifiers = new Set([
  'set',
  'kind',
  'type',
  'sort',
  'class',
  'form',
  'group',
  'collection',
  'list',
  'sequence',
  'piece',
  'part',
  'series',
  'variety',
  'family',
]);

/** The noun a defining phrase is headed by: the last word before its first preposition, clause or participle. */
export function headNoun(phrase: string): string | null {
  const words = phrase.split(/[\s,]+/);
  let head: string | null = null;
  for (const [i, word] of words.entries()) {
    const w = word.toLowerCase();
    if (i === 0 && /^(an?|the|one)$/.test(w)) continue;
    if ((functionWords.has(w) && !/^(and|or)$/.test(w)) || (i > 1 && /(ing|ed)$/.test(w))) break;
    if (!genericModifiers.has(w) && !/ly$/.test(w) && !/^(and|or)$/.test(w)) head = w;
  }
  return head?.replace(/s$/, '') ?? null;
}
const leadingReference = /^(it|its|this|that|these|those|they|them|their|such|which)\b/i;

// Where the defining phrase's first clause ends: "; …", " — …", ", so …", ", and one …", " and is …", " and gives …".
const clauseBreak =
  /;|:\s|,\s+(?:but|which|while|where|so)\s|,\s+and\s+(?:one|the|a|an|it|its|this|these|there|they)\s|\s[—–]\s|\s--\s|\s(?:and|but) (?:is|are|was|were|has|have|can|may|will)\s|,\s*(?:so|but|because|since|although|though|while|whereas)\s|\s(?:and|but)\s+\p{Ll}+s\s/u;

/** The defining phrase cut to its first clause: what a student is asked to name. */
function definingPhrase(rest: string): string | null {
  const phrase = withoutCitations(rest)
    .split(clauseBreak)[0]
    ?.replace(/[\s.,]+$/, '')
    .trim();
  // "a particularly funny and colorful element of an opera": a judgement, not what the term is.
  if (
    /^(an?|the)\s+(particularly|very|really|quite|extremely|most|more|rather|pretty|truly|especially|important|good|great|nice|useful|simple|big|small)\b/i.test(
      phrase ?? '',
    )
  )
    return null;
  // "a data structure that comes from Lisp": where a thing comes from is history, not what sets it apart.
  if (/\b(comes?|came|originates?|originated|stems?|derives?) from\b/i.test(phrase ?? '')) return null;
  // "the solution for this group of people": a phrase that points back has no meaning of its own.
  if (!phrase || leadingReference.test(phrase) || /\b(because|this|these|those)\b/i.test(phrase)) return null;
  // "a problem for TraceMonkey", "an important and versatile component of R": a judgement, not what the term is.
  const noun = headNoun(phrase);
  if (!noun || isVague(noun)) {
    // "a set of servers", "a kind of iterator": the words after "of" say what it is.
    if (!noun || !classifiers.has(noun) || !new RegExp(`\\b${noun}s? of\\b`, 'i').test(phrase)) return null;
  }
  // "a kind of reference", "a set of colors": a class with one word to it fits many terms of that class.
  if (classifiers.has(noun) && contentWordsOf(phrase).length < 4) return null;
  const words = phrase.split(/\s+/).length;
  // "a popular graphical method", "a measure": no clause or complement says what sets the term apart.
  if (
    !/\b(that|which|who|whose|where|of|for|to|in|on|with|by|from|between|into|used|\p{L}+ing|\p{L}+ed)\b/u.test(
      phrase.split(/\s+/).slice(1).join(' '),
    )
  )
    return null;
  return words >= 4 && words <= 30 ? phrase : null;
}

export function definitionPrompt(sentence: Sentence): Prompt | null {
  const d = sentence.definition;
  if (!d) return null;
  const mention = sentence.mentions.find((m) => m.key === d.key && m.start >= d.start && m.end <= d.end);
  if (!mention) return null;
  const answer = displayAnswer(mention);
  const accepted = answerVariants(answer);
  // "The auth property is …": the name alone ("auth") is as right as the name with its kind.
  const named = /^(\S+)\s+(property|method|attribute|option|field|keyword|flag|parameter|argument)$/i.exec(answer)?.[1];
  if (named) accepted.push(named);
  let question: string;
  let choiceQuestion: string;
  let defines: Prompt['defines'];
  if (d.pattern === 'known as') {
    // "A function that yields values is called a generator." — the term must end the sentence.
    const before = namedBy.exec(sentence.text.slice(0, mention.start));
    const subject = before?.[1]?.trim();
    if (!before || !subject || !/^(A|An|The)\s/.test(subject) || subject.includes(',')) return null;
    // "The class of an object determines how it will be treated by what are called …": a clause, not a thing.
    if (/\b(what|how)\b/i.test(subject)) return null;
    // "The whole thing viewed collectively is called …": a vague subject names nothing to recall.
    const noun = headNoun(subject);
    if (!noun || isVague(noun)) return null;
    if (!/^["'”’]?[.!]?$/.test(sentence.text.slice(mention.end).trim())) return null;
    const words = subject.split(/\s+/).length;
    if (words < 4 || words > 25) return null;
    question = `What ${before[2]?.toLowerCase()} ${lowerFirst(withoutCitations(subject))} called?`;
    choiceQuestion = question;
  } else {
    const match = copula.exec(sentence.text.slice(mention.end));
    const verb = match?.[1]?.toLowerCase();
    // "Esc is called meta-key": a second name, not a definition (and "What is called …?" is no question).
    const phrase = match?.[2] && !/^\p{Ll}+ed\b/u.test(match[2]) ? definingPhrase(match[2]) : null;
    if (!verb || !phrase) return null;
    defines = { verb, phrase };
    // "Extreme programming (XP) is …": the short form the material gives the term is an answer too.
    const shortForm = /^\s*\(([\p{L}\d][\p{L}\d-]{0,9})\)/u.exec(sentence.text.slice(mention.end))?.[1];
    if (shortForm && /\p{Lu}/u.test(shortForm) && shortForm.toLowerCase() !== answer.toLowerCase())
      accepted.push(shortForm);
    if (verb === 'is' || verb === 'are') {
      question = `What is the term for ${phrase}?`;
      choiceQuestion = `Which term describes ${phrase}?`;
      if (mention.kind === 'name') {
        if (verb === 'are') return null;
        question = `What is ${phrase}?`;
        choiceQuestion = `Which of these is ${phrase}?`;
      }
    } else {
      const asked = verb
        .replace(/^are\b/, 'is')
        .replace(/^refer to/, 'refers to')
        .replace(/^shall mean/, 'means');
      question = `What term ${asked} ${phrase}?`;
      choiceQuestion = `Which term ${asked} ${phrase}?`;
    }
  }
  if (givesAway(question, [answer, ...accepted])) return null;
  // "A bullet list is a list of bulleted list items": a definition by its own words teaches nothing.
  if (defines && isCircular(answer, defines.phrase)) return null;
  return { question, choiceQuestion, mention, answer, accepted, defines };
}

const isCircular = (term: string, phrase: string) => {
  const phraseWords = phrase.toLowerCase().split(/[^\p{L}]+/u);
  return term
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 3)
    .some((w) => phraseWords.some((p) => shareRoot(p, w)));
};

const smallWords = new Set(['of', 'and', 'for', 'the', 'in', 'on', 'to', 'a', 'an', 'de']);

/** "Free Software Foundation (FSF)": the words before an abbreviation whose initials spell it. */
/** "Domain Name System (DNS)": each abbreviation of the text whose initials its preceding words spell, with them. */
function* spelledOut(text: string): Generator<{ abbreviation: string; expansion: string; start: number }> {
  for (const m of text.matchAll(/\(([A-Z]{2,6})s?\)/g)) {
    const abbreviation = m[1] as string;
    // An expansion is a few words long: only the text just before is walked.
    const offset = Math.max(0, (m.index ?? 0) - 200);
    const before = text.slice(offset, m.index);
    const words = [...before.matchAll(/[\p{L}][\p{L}'’-]*/gu)];
    // Walk back over words, skipping small ones, until the initials spell the abbreviation.
    let letters = abbreviation.length;
    let first = words.length;
    for (let i = words.length - 1; i >= 0 && letters > 0; i--) {
      const word = (words[i] as RegExpMatchArray)[0];
      if (smallWords.has(word.toLowerCase()) && letters < abbreviation.length) continue;
      if (word[0]?.toUpperCase() !== abbreviation[letters - 1]) break;
      letters--;
      first = i;
    }
    if (letters > 0 || first === words.length) continue;
    const at = (words[first] as RegExpMatchArray).index ?? 0;
    const expansion = before
      .slice(at)
      .replace(/[^\p{L}]+$/u, '')
      .trim();
    if (expansion.split(/\s+/).length < 2 || /[,;:]/.test(expansion)) continue;
    yield { abbreviation, expansion, start: offset + at };
  }
}

export function abbreviationPrompt(sentence: Sentence): Prompt | null {
  for (const { abbreviation, expansion, start } of spelledOut(sentence.text)) {
    const mention: Mention = {
      start,
      end: start + expansion.length,
      text: expansion,
      key: expansion.toLowerCase(),
      kind: 'name',
    };
    const question = `What does the abbreviation ${abbreviation} stand for?`;
    const accepted = answerVariants(expansion);
    // "DST (Dynamically Sized Types)" in a plural sentence: one DST is a "Dynamically Sized Type".
    if (/[^s]s$/.test(expansion) && !abbreviation.endsWith('S')) accepted.push(expansion.slice(0, -1));
    if (givesAway(question, [expansion, ...accepted])) continue;
    return { question, choiceQuestion: question, mention, answer: expansion, accepted };
  }
  return null;
}

/**
 * The material's abbreviations with their expansions, both ways ("mtu" →
 * "Maximum Transmission Unit" and back), from all of its text, not only the
 * pages read: a student who writes the other form of a key is right too.
 */
export function otherFormsOf(texts: Iterable<string>): Map<string, string> {
  const forms = new Map<string, string>();
  for (const text of texts) {
    for (const { abbreviation, expansion } of spelledOut(text)) {
      if (forms.has(abbreviation.toLowerCase())) continue;
      forms.set(abbreviation.toLowerCase(), expansion);
      forms.set(expansion.toLowerCase(), abbreviation);
    }
  }
  return forms;
}
