// What a material is called, what it is about and how it starts, as a student
// would put it: its title, a short list of topics (section headings that cover
// much of the text, then key terms) and a one- or two-sentence description.

import type { OutlineEntry } from '../ingest/material-text';
import { isNoticeParagraph } from './boilerplate';
import type { CleanDocument } from './clean';
import { isCodeToken, letterRatio } from './code';
import { headingName, isAllCaps } from './headings';
import { functionWords, genericWords } from './lexicon';
import { parents, sectionIndexes } from './outline';
import { singular } from './phrases';
import { textQuality } from './script';
import { sentencesOf } from './sentence-cache';
import { proseProblem, wordCount } from './sentences';

// Headings every document has, which say nothing about its subject.
const genericHeading = new RegExp(
  `^(${[
    'abstract',
    'introduction',
    'intro',
    'conclusions?',
    'concluding remarks',
    'summary',
    'overview',
    'background',
    'motivation',
    'discussion',
    'results?',
    'evaluation',
    'experiments?',
    'experimental (results|setup|evaluation)',
    'implementation',
    'method(s|ology)?',
    'related work',
    'future work',
    'conclusions? and future work',
    'limitations',
    'references',
    'bibliography',
    'further reading',
    'see also',
    'appendix( [a-z\\d]+)?',
    'appendices',
    'acknowledge?ments?',
    'contents',
    'table of contents',
    'list of (tables|figures)',
    'index',
    'concept index',
    'glossary',
    'preface',
    'foreword',
    'prologue',
    'epilogue',
    'afterword',
    'exercises?',
    'problems',
    'questions',
    'review questions',
    'answers',
    'solutions',
    'examples?',
    'notes?',
    'footnotes',
    'tips?',
    'warning',
    'caution',
    'important',
    'disclaimer',
    'copyright',
    'licen[cs]e',
    'authors?',
    'name', // a manual page's NAME, SYNOPSIS and DESCRIPTION
    'synopsis',
    'description',
    'credits',
    'contributors',
    'feedback',
    'availability',
    'about this (document|book|manual|guide)',
    'getting started',
    'faq',
    'keywords',
    'finis',
    'the end',
    'revision history',
    'changelog',
    'version history',
    'definitions',
    'others?',
    'miscellaneous',
    'various',
    'preliminaries',
    'notice',
    'legal notice',
    'heading ?\\d*',
    'title',
    'subtitle',
    'more info(rmation)?',
    'basics',
    'fundamentals',
    'general',
    'general information',
    'cover',
    'title page',
    'half title',
    'dedication',
    'colophon',
    'epigraph',
    '(front|main|back|body) matter',
    "transcriber'?s notes?",
    'pg (boilerplate|license|licence)',
    'project gutenberg( license| licence)?',
    'about the authors?',
    'index of .+',
    '.+ index',
    'description',
    'synopsis',
    'usage',
  ].join('|')})$`,
  'i',
);
// "Chapter 3", "CHAPTER XIV", "Part Two", "Act I": a place in the book, not a subject.
const numberedPart = /^(chapter|part|volume|book|section|lesson|unit|lecture|appendix|act|scene)\s+\S+$/i;
// Credits: "By Jane Austen", "Translated by Frederick H. Martens".
const credit = /^((translated|illustrated|edited|written|retold|adapted|compiled|selected)\s+)?by\s/i;

const smallWords = new Set('a an the and or nor of in on at by for to with from as via vs per into onto'.split(' '));

/** Title-ish case: content words capitalised, small words lower, acronyms and "GNU/Linux"-style words kept. */
function titleCase(text: string): string {
  const shouting = isAllCaps(text);
  return text
    .split(/\s+/)
    .map((word, i) => {
      const lower = word.toLowerCase();
      if (shouting && word.length > 3) return capitalise(lower);
      if (i > 0 && smallWords.has(lower)) return lower;
      if (/\p{Lu}/u.test(word.slice(1)) || /\d/.test(word)) return word; // iPhone, GNU, I18N
      return capitalise(word);
    })
    .join(' ');
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A topic's comparable form: lower case, singular, without small words. */
const topicKey = (topic: string) =>
  topic
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter((w) => w && !smallWords.has(w))
    .map(singular);

/** "`os.loadavg()`", "``add_library``": the code a reference entry documents, by its heading; else null. */
function codeTopic(heading: string): string | null {
  const code = /^`{1,2}([\p{L}_$][\w$.:]*)(\([^`]*\))?`{1,2}$/u.exec(headingName(heading).trim());
  if (!code) return null;
  return code[2] === undefined ? (code[1] as string) : `${code[1]}()`;
}

/** A heading reduced to a topic name, or null when it cannot be one. */
function topicFromHeading(heading: string): string | null {
  const code = codeTopic(heading);
  if (code) return code;
  let name = headingName(heading)
    .replace(/\s*\([^)]*\)/g, '') // "Named pipes (FIFOs)"
    .replace(/[.:;,!]+$/, '')
    .trim();
  if (/\?$/.test(name) || isNoticeParagraph(name)) return null;
  // "Overview: Example Tracing Run", "Chapter One: Creators": keep the part that is not generic.
  const [head, tail] = name.split(/:\s+/, 2);
  if (tail !== undefined && head && kindLabel.test(head)) {
    // "Event: 'close'": a bare word names nothing a student would look up; "Class: `dns.Resolver`" does.
    name = tail.replace(/^[`'"](.+)[`'"]$/, '$1');
    if (/^\p{Ll}+$/u.test(name)) return null;
  } else if (tail !== undefined) name = head && !genericHeading.test(head) && !numberedPart.test(head) ? head : tail;
  name = name.replace(/^(the|an?)\s+/i, '').replace(/;\s*/g, ', ');
  return cleanTopic(name);
}

// "Class: `dns.Resolver`", "Event: 'close'": the kind of entry a reference names, not its subject.
const kindLabel =
  /^(class|interface|module|namespace|event|method|function|property|attribute|field|struct|enum|trait|type|macro|command|option|variable|constant|object)$/i;

/** "Introduction and preliminaries", "Summary, exercises": generic parts only. */
const isGenericHeading = (name: string) =>
  genericHeading.test(name) || name.split(/,\s*|\s+and\s+|\s*&\s*/i).every((part) => genericHeading.test(part));

// Words a topic can be made of: letters and digits with inner punctuation, no stray symbols.
const topicWord = /^[\p{L}\p{N}](?:[\p{L}\p{N}'’.&/+#-]*[\p{L}\p{N}+#])?$|^(Mr|Mrs|Ms|Dr|St|Prof)\.$/u;
// Garbage a PDF's images leave behind: "xyxyxyxyxy", "kikikikiki".
const repeatedSyllables = /(\p{L}{2,3})\1{2,}/iu;

// A running head's page number: a valid Roman numeral ("xvi", not "Civil") or digits.
const pageNumber =
  /^(\d+|(?=[ivxlc])c{0,3}(xc|xl|l?x{0,3})(ix|iv|v?i{0,3})|(?=[IVXLC])C{0,3}(XC|XL|L?X{0,3})(IX|IV|V?I{0,3}))$/;

// "Issues relating to the use of the Internet, including spam, …": the subject, not its wrapping.
const wrapping =
  /^(issues|questions|matters|topics)\s+((which|that)\s+are\s+)?(relating|related|relevant|pertaining)\s+to\s+(the\s+)?/i;
const aside = /,\s+(including|such as|in particular|e\.g\.|but)\s.*$/i;

/** A long heading's subject: "Developmental Aspects of Internet Governance" of "Issues relating to developmental aspects …, in particular …". */
function subjectOf(heading: string): string {
  const short = heading.replace(aside, '');
  const unwrapped = short.replace(wrapping, '');
  // "Issues which are relevant to the Internet": unwrapped, only "Internet" would be left.
  return unwrapped.split(/\s+/).length >= 2 ? unwrapped : short;
}

function cleanTopic(raw: string): string | null {
  const name = subjectOf(
    raw
      .replace(/["“”‘’]/g, '')
      .replace(/^(\S+)\s+(?=\p{L})/u, (all, first: string) => (pageNumber.test(first) ? '' : all)), // "xvi PREFACE"
  ).trim();
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 8) return null;
  if (isGenericHeading(name) || numberedPart.test(name)) return null;
  if (/\b(1[5-9]|20)\d\d\b|\bversion\s+\d|^v?\d+(\.\d+)+$/i.test(name)) return null; // dates, versions
  // Numeronyms ("I18N and L10N") are words, not numbers.
  const lettered = name.replace(/\b\p{L}\d{1,2}\p{L}\b/gu, 'xxxx');
  if (isCodeToken(name.replace(/\//g, ' ')) || letterRatio(lettered) < 0.7 || !/\p{L}{2}/u.test(name)) return null;
  if (credit.test(name) || repeatedSyllables.test(name)) return null;
  // A comma may end a word of a heading's list ("Objects, their modes and attributes").
  if (words.some((w) => !topicWord.test(w.replace(/,$/, '')) || /^\d+$/.test(w))) return null;
  const lower = name.toLowerCase();
  if (words.length === 1 && (lower.length < 3 || functionWords.has(lower) || genericWords.has(lower))) return null;
  if (textQuality(name).garbage) return null;
  return titleCase(name);
}

/** Topics a material has at most, and the fewest its main level should give when a finer one can. */
const maxTopics = 15;
const fewTopics = 5;

/**
 * The name a section gives its passages as their topic: its heading cleaned of
 * numbers and decorations, or null when that is generic ("Introduction",
 * "References"), a place in the book ("Chapter 3"), or not a subject at all.
 */
export function sectionTopic(heading: string): string | null {
  return topicFromHeading(heading);
}

/**
 * The material's topics: the titles of its main sections, in the order of its
 * table of contents. The main level is the outline's first level that gives
 * at least five usable titles, or a coarser one with at least three when the
 * finer gives more than fifteen; at most fifteen are kept, the largest. A
 * section counts when it holds a fair share of the text; the material's own
 * title, generic and numbered-only headings never count. Empty when the
 * outline gives none (the caller falls back to the material's title).
 */
export function materialTopics(
  doc: CleanDocument,
  outline: readonly OutlineEntry[],
  options: { paged: boolean; title?: string },
): string[] {
  if (outline.length === 0) return [];
  const words = outline.map(() => 0);
  let totalWords = 0;
  const indexes = sectionIndexes(doc.blocks, outline, options.paged);
  doc.blocks.forEach((block, i) => {
    if (block.kind !== 'para') return;
    const n = wordCount(block.text);
    totalWords += n;
    const at = indexes[i] ?? -1;
    if (at >= 0) words[at] = (words[at] ?? 0) + n;
  });
  const title = ` ${options.title?.toLowerCase() ?? ''} `;
  // A section named as the material or its subject ("Gnuplot" in the gnuplot manual) names no part of it.
  const names = outline.map((entry) => {
    const name = sectionTopic(entry.title);
    return name && !title.includes(` ${name.toLowerCase()} `) ? name : null;
  });
  const parent = parents(outline);
  const minWords = Math.max(15, totalWords * 0.005);

  /** The usable topics when the sections at `level` and above are the main ones, in document order. */
  const topicsAt = (level: number) => {
    const byName = new Map<string, { name: string; words: number; order: number }>();
    // An entry's main section: its ancestor at `level` or above, else its topmost ancestor; where that
    // has no usable name ("Commands", the program's own name), the section below it on the way.
    const main = outline.map((_, i) => {
      let at = i;
      let below = -1;
      while ((outline[at] as OutlineEntry).level > level && (parent[at] ?? -1) >= 0) {
        below = at;
        at = parent[at] as number;
      }
      return names[at] || below < 0 ? at : below;
    });
    outline.forEach((_, i) => {
      const at = main[i] as number;
      const name = names[at];
      if (!name) return;
      const key = topicKey(name).join(' ');
      const topic = byName.get(key) ?? { name, words: 0, order: at };
      topic.words += words[i] ?? 0;
      byName.set(key, topic);
    });
    return [...byName.values()].filter((t) => t.words >= minWords);
  };

  const levels = [...new Set(outline.map((entry) => entry.level))].sort((a, b) => a - b);
  let chosen: ReturnType<typeof topicsAt> = [];
  for (const level of levels) {
    const topics = topicsAt(level);
    if (topics.length === 0) continue;
    if (topics.length > maxTopics && chosen.length >= 3) break;
    chosen = topics;
    if (topics.length >= fewTopics) break;
  }
  return chosen
    .sort((a, b) => b.words - a.words || a.order - b.order)
    .slice(0, maxTopics)
    .sort((a, b) => a.order - b.order)
    .map((t) => t.name);
}

// Metadata titles that are placeholders or a file's name, not a title.
const placeholderTitle =
  /^(untitled|untitled document|document\d*|doc\d*|title|slide \d+|presentation\d*|none|unknown|no title|microsoft word.*|new document)$/i;
const fileLikeTitle =
  /\.(pdf|docx?|txt|rtf|odt|odp|ods|tex|pptx?|xlsx?|indd|ps|eps|dvi|md|html?|qxd|graffle|key|pages|numbers|psd|ai|vsdx?|pub|wpd|sla)$|_|^[\w.-]+\d[\w.-]*$/i;
const generatorPrefix = /^(microsoft (word|powerpoint) - )/i;

function cleanTitle(title: string): string {
  return title
    .replace(/^The Project Gutenberg e-?book (#\d+:\s*|of\s+)/i, '')
    .replace(/,\s+by\s+[^,]+$/i, '')
    .replace(/\s+[-–—|]\s+(Wikipedia|Wikibooks|Google Docs)$/i, '')
    .replace(/[\s•∗*.]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function isUsableTitle(title: string): boolean {
  if (title.length < 3 || title.length > 200 || !/\p{L}{2}/u.test(title)) return false;
  if (placeholderTitle.test(title) || generatorPrefix.test(title) || fileLikeTitle.test(title)) return false;
  return letterRatio(title) >= 0.6 && !textQuality(title).garbage;
}

/** Does this first-page line read as the material's title? */
function readsAsTitle(text: string): boolean {
  const words = text.split(/\s+/).length;
  if (words > 20 || /[.;!?]$/.test(text) || !/^[\p{Lu}\d"“]/u.test(text)) return false;
  if (genericHeading.test(headingName(text)) || numberedPart.test(text) || isNoticeParagraph(text)) return false;
  // Journal banners, credits, version and date lines.
  if (/\bISSN\b|\bISBN\b|^by\s|\s[-–—]\s*by\s|^version\s|\b(1[5-9]|20)\d\d\b/i.test(text)) return false;
  return !isCodeToken(text.replace(/\//g, ' '));
}

/** The first line of the first page that reads as a title; a lone short word ("CEE") only when nothing better follows. */
function titleLine(doc: CleanDocument): string | null {
  const firstPage = doc.blocks[0]?.page;
  let weak: string | null = null;
  for (const block of doc.blocks.slice(0, 8)) {
    if (block.page !== firstPage) break;
    const text = cleanTitle(block.text);
    // '1.1. "Contributor" means each entity that …': a numbered sentence, not a title, however short;
    // "… install it into your home directory like so:" leads in to what follows.
    if (block.kind !== 'heading' && /[.;:!?]["”’)]?$/.test(block.text.trim()) && wordCount(text) > 3) continue;
    const candidate = block.kind === 'heading' || wordCount(text) <= 15;
    if (!candidate || !readsAsTitle(text) || !isUsableTitle(text)) continue;
    const title = isAllCaps(text) ? titleCase(text) : text;
    if (!/^\S{1,4}$/.test(text)) return title;
    weak ??= title;
  }
  return weak;
}

/**
 * The material's title: its metadata title when that is a real one, else the
 * first line of the first page that reads as a title, else the file name.
 */
export function materialTitle(doc: CleanDocument, metadataTitle: string | null, fileName: string): string {
  const fromMetadata = cleanTitle(metadataTitle ?? '');
  const fileBase = fileName.replace(/\.[^.]+$/, '');
  if (isUsableTitle(fromMetadata) && fromMetadata.toLowerCase() !== fileBase.toLowerCase()) return fromMetadata;

  const fromText = titleLine(doc);
  if (fromText) return fromText;
  // "lecture_notes.week3" → "lecture notes week3", but "MPL-1.1" keeps its version.
  const fromFile = fileBase
    .replace(/_+|(?<!\d)\.|\.(?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return fromFile ? capitalise(fromFile) : 'Untitled material';
}

const descriptionLimit = 280;

/**
 * The first one or two sentences of real prose, at most 280 characters: what a
 * student reads under the title. Null when the material has no such sentence.
 */
export function materialDescription(doc: CleanDocument): string | null {
  const opening = doc.blocks.filter((b) => b.kind === 'para' && !isNoticeParagraph(b.text)).slice(0, 40);
  // Running prose first: front matter is one-line credits and imprints.
  const prose = opening.filter((b) => sentencesOf(b).length >= 2 || wordCount(b.text) >= 20);
  for (const block of [...prose, ...opening]) {
    let description = '';
    for (const sentence of sentencesOf(block).slice(0, 2)) {
      const usable = proseProblem(sentence, { minWords: 6, maxWords: 60, allowPronounStart: true }) === null;
      if (!usable || /^this is [\w.-]+, produced by/i.test(sentence)) break;
      const next = description ? `${description} ${sentence}` : sentence;
      if (next.length > descriptionLimit) break;
      description = next;
      // A long first sentence is enough.
      if (description.length > descriptionLimit / 2) break;
    }
    if (description) return description;
  }
  return null;
}
