// Steps 1–4 of the question pipeline for one material: its clean text, the
// sentences a question may quote (each with its page, section and topic), the
// key terms, names and numbers each sentence mentions, and the definitions.
import { cleanDocument } from '../../text/clean';
import type { Definition } from '../../text/definitions';
import { headingKey } from '../../text/headings';
import { isLikelyEnglish } from '../../text/language';
import { termKey } from '../../text/phrases';
import { phrasesOf, sentencesOf } from '../../text/sentence-cache';
import { findDefinitions, keyTerms } from '../../text/terms';
import type { MaterialSource } from '../engine';
import { statementProblem } from '../gates/statement';
import { normalise } from '../verify';
import { anchorOf, withAnchor } from './anchor';
import { isAnswerable, isDomainTerm } from './answerable';
import { otherFormsOf } from './definitions';
import { addNeighbours } from './neighbours';
import { type NumberKind, type StatedNumber, statedNumbers } from './numbers';
import { pageLocator } from './page-locator';
import { isLicence, isLicenceAppendix, unquotable } from './quotable';
import { pagesToRead } from './sample';
import { foreignShapeOf, shapeOf } from './shape';
import { sectionTopicFinder, topicFinder } from './topics';

export type AnswerKind = 'term' | 'name' | NumberKind;

/** A span of a sentence a question can turn into its answer. */
export type Mention = { start: number; end: number; text: string; key: string; kind: AnswerKind };

export type Term = {
  key: string;
  display: string;
  kind: 'term' | 'name';
  count: number;
  /** Position in the material's key-term ranking, 0 first. */
  rank: number;
  definitional: boolean;
  inHeading: boolean;
  /** Spellings seen in the text, by grammatical number. */
  singular: string | null;
  plural: string | null;
  sections: Set<string>;
  /** Ids of the sentences mentioning it, in order. */
  sentenceIds: number[];
  /** What sort of word it is (see `shapeOf`); options share one shape. */
  shape: string;
  /** Safe to blank or ask for (see `isAnswerable`). */
  answerable: boolean;
};

export type Sentence = {
  id: number;
  text: string;
  /** `text` normalised as verify.ts compares text, padded with spaces for whole-word search. */
  plain: string;
  page: number;
  /** The section heading over it, or a run of pages when the material has none. */
  section: string;
  topic: string;
  /**
   * Whether it sits in the section of one of the topics. A passage of an
   * introduction or a related-work section has no topic a reader would give it.
   */
  placed: boolean;
  mentions: Mention[];
  numbers: StatedNumber[];
  definition: Definition | null;
  /** Prose a question may quote, found on its page. */
  quotable: boolean;
  /** A statement a student can judge without the page (see gates/statement.ts): the only sentences
   * blanked, swapped or asked true or false. */
  selfContained: boolean;
  /** The code a statement of it names in front, its section being that code's entry (anchor.ts); else null. */
  anchor: string | null;
};

export type Reading = {
  materialId: string;
  /** Abbreviations and their expansions, both ways, from the whole material (definitions.ts). */
  otherForms: Map<string, string>;
  unit: 'page' | 'section';
  english: boolean;
  sentences: Sentence[];
  terms: Map<string, Term>;
  /** The answerable terms, by shape: the only possible distractors of an answer of that shape. */
  termsByShape: Map<string, Term[]>;
  /** How often the commonest answerable term occurs. */
  commonest: number;
  /** Neighbouring content words of every sentence read ("list tuple" from "lists and tuples"). */
  neighbours: Set<string>;
  /** Pairs of term keys the material lists together ("lists, tuples and dictionaries"), as "a|b": things of one kind. */
  coordinated: Set<string>;
  /** The same pairs by term: the terms listed with each one. */
  partners: Map<string, Set<string>>;
  pageText: (page: number) => string | undefined;
};

/** Sentences read at most: enough for any exam, bounded for the Worker's CPU. */
const maxSentences = 6000;
/** Key terms considered: the answerable ones (see answerable.ts) and the possible distractors. */
const termLimit = 300;

export function readMaterial(material: MaterialSource, seed: number, preferredTopics: readonly string[]): Reading {
  const allPages = new Map(material.text.pages.map((p) => [p.page, p.text]));
  const pages = pagesToRead(material.text.pages, seed, preferredTopics);
  const paged = material.text.unit === 'page';
  const doc = cleanDocument(pages, { paged, headings: material.text.headings });
  const paragraphs = doc.blocks.filter((b) => b.kind === 'para');
  const english = isLikelyEnglish(
    paragraphs
      .map((b) => b.text.slice(0, 400))
      .join(' ')
      .slice(0, 30_000),
  );
  const ranked = keyTerms(doc.blocks, { emphasis: doc.emphasis, limit: termLimit });
  const fiction = isStory(paragraphs);
  const definitions = new Map(
    unambiguous(english ? findDefinitions(doc.blocks, ranked) : []).map((d) => [d.sentence, d] as const),
  );
  const terms = new Map<string, Term>(
    ranked.map((t, rank) => [
      t.key,
      {
        key: t.key,
        display: t.display,
        kind: english && /^\p{Lu}/u.test(t.display) ? 'name' : 'term',
        count: t.count,
        rank,
        definitional: t.definitional,
        inHeading: t.inHeading,
        singular: null,
        plural: null,
        sections: new Set(),
        sentenceIds: [],
        shape: english ? shapeOf(t.display) : foreignShapeOf(t.display),
        answerable: false,
      },
    ]),
  );
  const locate = pageLocator(pages, allPages, paged);
  const structure = { outline: material.text.outline, blocks: doc.blocks, paged };
  const topicOf = topicFinder(material.topics, structure);
  const sectionOf = sectionTopicFinder(material.topics, structure);
  const titleKey = headingKey(material.title);
  const evidence = new Map<string, number>();
  const sentences: Sentence[] = [];
  const neighbours = new Set<string>();

  // Judged by the material's first lines, not the pages read, which may be its licence appendix.
  const licenceMaterial = isLicence(material.text.pages[0]?.text ?? '');
  for (const block of paragraphs) {
    if (sentences.length >= maxSentences) break;
    const texts = sentencesOf(block);
    for (let i = 0; i < texts.length && sentences.length < maxSentences; i++) {
      const text = texts[i] as string;
      const mentions = english ? termMentions(text, phrasesOf(block, i), terms) : wordMentions(text, terms);
      const numbers = statedNumbers(text);
      const topic = topicOf(block, text);
      const anchor = english ? anchorOf(text, topic, block.heading) : null;
      const appendix = !licenceMaterial && isLicenceAppendix(`${block.heading ?? ''} ${topic}`);
      const page = !appendix && unquotable(text, english, licenceMaterial) === null ? locate(block, text) : null;
      const section = block.heading ?? `pages ${Math.floor((block.page - 1) / 5) * 5 + 1}`;
      const id = sentences.length;
      sentences.push({
        id,
        text,
        page: page ?? block.page,
        section,
        topic,
        // A section named as the material itself is about its whole subject.
        placed: sectionOf(block) !== null || (block.heading !== null && headingKey(block.heading) === titleKey),
        mentions,
        numbers,
        definition: definitions.get(text) ?? null,
        quotable: page !== null,
        // Judged as a statement shows it: with the function its section documents named (anchor.ts).
        selfContained:
          page !== null &&
          !fiction &&
          statementProblem(withAnchor(text, anchor), { english, asStatement: true }) === null,
        anchor,
        plain: ` ${normalise(text)} `,
      });
      addNeighbours(neighbours, text);
      for (const m of mentions) {
        const term = terms.get(m.key) as Term;
        term.sections.add(section);
        noteSpelling(term, m.text);
        // "the Bright One" is a name, not evidence that "bright" is a noun.
        const casual = term.kind === 'name' || !/^\p{Lu}/u.test(m.text) || m.start === 0;
        if (casual && nounContext.test(text.slice(Math.max(0, m.start - 12), m.start))) {
          evidence.set(m.key, (evidence.get(m.key) ?? 0) + 1);
        }
        if (term.sentenceIds.at(-1) !== id) term.sentenceIds.push(id);
      }
    }
  }
  // Sections whose titles are topics cover most materials; where they cover under half (topics taken from
  // key terms, an outline of generic headings), no passage is left out for want of one.
  if (sentences.filter((s) => s.placed).length < sentences.length / 2) for (const s of sentences) s.placed = true;
  // "On error, err is an Error object, where err.code is …": what a reference repeats, entry after entry,
  // in the same eight opening words is its boilerplate, true of every entry and about none of them.
  const opening = (s: Sentence) => s.plain.trim().split(' ').slice(0, 8).join(' ');
  const openings = new Map<string, number>();
  for (const s of sentences) openings.set(opening(s), (openings.get(opening(s)) ?? 0) + 1);
  for (const s of sentences) if ((openings.get(opening(s)) ?? 0) >= 3 && !s.definition) s.selfContained = false;
  const title = ` ${normalise(material.title)} `;
  for (const term of terms.values()) {
    const seen = term.sentenceIds.length;
    // The material's own subject ("Python" in a Python HOWTO, "Emma" in Emma) is no test of knowing it.
    const inTitle = title.includes(` ${normalise(term.key)} `) || title.includes(` ${normalise(term.display)} `);
    const emphasised = (doc.emphasis.get(term.key) ?? 0) > 0 || (doc.emphasis.get(`${term.key}s`) ?? 0) > 0;
    term.answerable =
      seen > 0 &&
      !inTitle &&
      isAnswerable(term, (evidence.get(term.key) ?? 0) / seen, english) &&
      (!english || isDomainTerm(term, emphasised));
  }
  const coordinated = new Set<string>();
  const partners = new Map<string, Set<string>>();
  for (const s of sentences) {
    for (let i = 1; i < s.mentions.length; i++) {
      const [a, b] = [s.mentions[i - 1] as Mention, s.mentions[i] as Mention];
      if (a.key !== b.key && /^\s*(,|,?\s*(and|or|and\/or|vs\.?|versus)|\/)\s*$/i.test(s.text.slice(a.end, b.start))) {
        coordinated.add(`${a.key}|${b.key}`).add(`${b.key}|${a.key}`);
        for (const [x, y] of [
          [a.key, b.key],
          [b.key, a.key],
        ] as const) {
          const list = partners.get(x);
          if (list) list.add(y);
          else partners.set(x, new Set([y]));
        }
      }
    }
  }
  // Only answerable terms are offered as answers.
  for (const s of sentences) s.mentions = s.mentions.filter((m) => terms.get(m.key)?.answerable);
  const termsByShape = new Map<string, Term[]>();
  let commonest = 1;
  for (const term of terms.values()) {
    if (!term.answerable) continue;
    commonest = Math.max(commonest, term.count);
    const list = termsByShape.get(term.shape);
    if (list) list.push(term);
    else termsByShape.set(term.shape, [term]);
  }

  return {
    materialId: material.materialId,
    unit: material.text.unit,
    english,
    sentences,
    terms,
    termsByShape,
    commonest,
    neighbours,
    coordinated,
    partners,
    pageText: (page) => allPages.get(page),
    otherForms: otherFormsOf(allPages.values()),
  };
}

/**
 * A story's sentences are its plot: who said or did what is no subject
 * knowledge (Emma, Oliver Twist). Stories tell of "he" and "she" some 50 times
 * in a thousand words; textbooks and papers under 6, even a narrative essay
 * such as Free Culture; dialogue marks a story too.
 */
function isStory(paragraphs: readonly { text: string }[]): boolean {
  if (paragraphs.length < 20) return false;
  let words = 0;
  let people = 0;
  let dialogue = 0;
  for (const { text } of paragraphs) {
    words += text.split(/\s+/).length;
    people += text.match(/\b(he|she|him|her|his)\b/gi)?.length ?? 0;
    // Speech closes its quotation after its own punctuation ("… man," said she); a manual's quoted names do not.
    if ((text.match(/[,.!?]["”]/g)?.length ?? 0) >= 2) dialogue++;
  }
  return (people / words) * 1000 >= 25 || dialogue / paragraphs.length > 0.15;
}

// A determiner or preposition right before a word says it is used as a noun.
const nounContext =
  /\b(a|an|the|this|that|these|those|its|their|our|your|each|every|any|some|no|of|in|on|for|with|by|from|into|about|between|per)\s+$/i;

/** Remember how the text spells the term in each grammatical number; a common term is kept in lower case. */
function noteSpelling(term: Term, written: string) {
  const surface = term.kind === 'term' && term.display === term.display.toLowerCase() ? written.toLowerCase() : written;
  const last = surface.split(/\s+/).at(-1)?.toLowerCase() ?? '';
  const plural = termKey(last) !== last;
  if (plural) term.plural ??= surface;
  else term.singular ??= surface;
}

/**
 * The sentence's noun phrases that are key terms. A phrase counts only whole:
 * blanking "module" out of "the itertools module" would leave the answer's
 * kind in plain sight.
 */
function termMentions(text: string, spans: { start: number; end: number; text: string }[], terms: Map<string, Term>) {
  const out: Mention[] = [];
  for (const span of spans) {
    // "Python's": the possessive stays in the sentence, outside the answer.
    const end = /['’]s$/.test(span.text) ? span.end - 2 : span.end;
    const surface = text.slice(span.start, end);
    const key = termKey(surface);
    const term = terms.get(key);
    // A name is asked for as it is spelled: "both the Mr. Knightleys" is no answer to learn.
    if (!term || (term.kind === 'name' && surface !== term.display)) continue;
    out.push({ start: span.start, end, text: surface, key, kind: term.kind });
  }
  return out;
}

let wordSegmenter: Intl.Segmenter | null = null;

/** Without a chunker (not English), terms are single words, keyed as `keyTerms` keys them. */
function wordMentions(text: string, terms: Map<string, Term>): Mention[] {
  wordSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' });
  const out: Mention[] = [];
  for (const { segment, index, isWordLike } of wordSegmenter.segment(text)) {
    if (!isWordLike) continue;
    const elided = /^(?:[ldjmnstc]|qu)['’]/i.exec(segment)?.[0].length ?? 0;
    const surface = segment.slice(elided);
    const key = surface.toLowerCase();
    const term = terms.get(key);
    if (term) out.push({ start: index + elided, end: index + segment.length, text: surface, key, kind: term.kind });
  }
  return out;
}

/**
 * A term the material defines twice in different words ("aspect ratio" for
 * daspect, and again for pbaspect) has no one definition a student could give:
 * neither is asked.
 */
function unambiguous(definitions: Definition[]): Definition[] {
  const sentences = new Map<string, Set<string>>();
  for (const d of definitions) sentences.set(d.key, (sentences.get(d.key) ?? new Set()).add(d.sentence));
  return definitions.filter((d) => (sentences.get(d.key)?.size ?? 0) === 1);
}
