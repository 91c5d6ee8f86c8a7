// Definitional sentences ("An iterator is an object …", "… also known as
// context threading"): the best sources of cloze and short-answer questions,
// since the sentence itself says what the term means.
import type { Block } from './clean';
import { genericWords, isEverydayWord } from './lexicon';
import { type Span, termKey } from './phrases';
import { phrasesOf, sentencesOf } from './sentence-cache';
import { proseProblem } from './sentences';
import type { KeyTerm } from './terms';

export type DefinitionPattern =
  | 'is a'
  | 'refers to'
  | 'is defined as'
  | 'is known as'
  | 'is called'
  | 'means'
  | 'also called'
  | 'known as';

export type Definition = {
  sentence: string;
  page: number;
  heading: string | null;
  /** The defined term as written, and where it is in the sentence. */
  term: string;
  key: string;
  start: number;
  end: number;
  pattern: DefinitionPattern;
};

const articleOnly = /^\s*(?:(?:an?|the)\s+)?$/i;
// "X is a …", and the plural "Mitochondria are organelles that …" (a plural noun, then what it does).
const copula =
  /^\s*(?:\([^)]{1,40}\)\s*)?(?:(?:is|are)\s+(?:an?|the|one of the|any|simply an?|essentially an?|basically an?)\s|are\s+(?:[\p{Ll}-]+\s+){0,2}[\p{Ll}-]+s\s+(?:that|which|who|whose|in which|by which)\s)/iu;
const verbal =
  /^\s*(?:\([^)]{1,40}\)\s*)?(refers? to|(?:is|are) defined as|(?:is|are) known as|(?:is|are) called|means|denotes|stands for)\s/i;
const alsoCalled = /^\s*,\s*(?:also\s+)?(?:called|known as)\s+/i;
const introducedBy = /\b(also known as|known as|called|termed|referred to as|defined as)\s+(?:an?\s+|the\s+)?["'“‘]?$/i;

const verbalPattern = (verb: string): DefinitionPattern => {
  const v = verb.toLowerCase();
  if (v.startsWith('refer')) return 'refers to';
  if (v.endsWith('defined as')) return 'is defined as';
  if (v.endsWith('known as')) return 'is known as';
  if (v.endsWith('called')) return 'is called';
  return 'means';
};

/** Quoted speech marks fiction: "Elton is a very good sort of man" defines nothing. */
const isDialogue = (text: string) =>
  (text.match(/[,.!?]["”]|["“]\p{Lu}[^"”]{0,40}[,.!?]?["”]\s+(?!shall mean|means|refers|is|are)/gu)?.length ?? 0) >= 2;

/**
 * The definitional sentences of a material's paragraphs. With `terms`, only
 * definitions of those key terms are kept (recommended: it drops generic
 * subjects such as "The best case").
 */
export function findDefinitions(blocks: Block[], terms?: KeyTerm[]): Definition[] {
  const keys = terms ? new Set(terms.map((t) => t.key)) : null;
  const found = definitionsIn(blocks.filter((b) => b.kind === 'para'));
  return keys ? found.filter((d) => keys.has(d.key)) : found;
}

export function definitionsIn(paragraphs: Block[]): Definition[] {
  const out: Definition[] = [];
  for (const block of paragraphs) {
    if (!anyPattern.test(block.text) || isDialogue(block.text)) continue;
    sentencesOf(block).forEach((sentence, i) => {
      // The noun phrases are only worked out for sentences that could be definitions.
      const definition = anyPattern.test(sentence) ? definitionIn(sentence, phrasesOf(block, i)) : null;
      if (definition) out.push({ ...definition, page: block.page, heading: block.heading });
    });
  }
  return out;
}

const anyPattern = /\b(is|are|refers?|means?|denotes|stands|called|known|termed|defined)\b/;

// A standard's or a licence's defined terms: '"Licensor" shall mean …', 'The "source code" for a work means …'.
const quotedTerm =
  /^(?:(?:the|an?)\s+)?["“]([^"”]{2,40})["”]\s+(?:(?:for|of) an? \p{L}+\s+)?(shall mean|means|refers to|(?:is|are) defined as|(?:is|are)\s+(?:an?|the)\s)/iu;

function definitionIn(sentence: string, phrases: Span[]): Omit<Definition, 'page' | 'heading'> | null {
  const quoted = quotedTerm.exec(sentence);
  if (quoted && proseProblem(sentence) === null) {
    const term = (quoted[1] as string).trim();
    const start = sentence.indexOf(term);
    const key = termKey(term);
    const verb = (quoted[2] as string).toLowerCase();
    const pattern: DefinitionPattern = /^(is|are)\s/.test(verb) ? 'is a' : verbalPattern(verb.replace('shall ', ''));
    if (term.split(/\s+/).length <= 5 && !genericWords.has(key)) {
      return { sentence, term, key, start, end: start + term.length, pattern };
    }
  }
  for (const span of phrases) {
    // Only the words just before a phrase matter; searching the whole start of a long sentence for each phrase is slow.
    const before = sentence.slice(Math.max(0, span.start - 40), span.start);
    const after = sentence.slice(span.end);
    let pattern: DefinitionPattern | null = null;
    if (span.start < 40 && articleOnly.test(before)) {
      const verb = verbal.exec(after);
      if (copula.test(after)) pattern = 'is a';
      else if (verb) pattern = verbalPattern(verb[1] as string);
      else if (alsoCalled.test(after)) pattern = 'also called';
    }
    if (!pattern && introducedBy.test(before)) pattern = 'known as';
    if (!pattern) continue;
    const key = termKey(span.text);
    const words = key.split(' ');
    if (words.length === 1 && (genericWords.has(key) || isEverydayWord(key))) return null;
    if (proseProblem(sentence) !== null) return null;
    return { sentence, term: span.text, key, start: span.start, end: span.end, pattern };
  }
  return null;
}
