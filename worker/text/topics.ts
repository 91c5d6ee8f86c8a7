// What a material is called, what it is about and how it starts, as a student
// would put it: its title, a short list of topics (section headings that cover
// much of the text, then key terms) and a one- or two-sentence description.
import { isNoticeParagraph } from './boilerplate';
import type { Block, CleanDocument } from './clean';
import { isCodeToken, letterRatio } from './code';
import { headingDepth, headingName, isAllCaps } from './headings';
import { functionWords, genericWords, isEverydayWord } from './lexicon';
import { singular } from './phrases';
import { textQuality } from './script';
import { sentencesOf } from './sentence-cache';
import { proseProblem, wordCount } from './sentences';
import type { KeyTerm } from './terms';

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

/** Same topic, or one contained in the other ("Trace Trees" / "Nested Trace Trees")? */
function overlaps(a: string[], b: string[]): boolean {
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  return shorter.length > 0 && shorter.every((w) => longer.includes(w));
}

/** A heading reduced to a topic name, or null when it cannot be one. */
function topicFromHeading(heading: string): string | null {
  let name = headingName(heading)
    .replace(/\s*\([^)]*\)/g, '') // "Named pipes (FIFOs)"
    .replace(/[.:;,!]+$/, '')
    .trim();
  if (/\?$/.test(name) || isNoticeParagraph(name)) return null;
  // "Overview: Example Tracing Run", "Chapter One: Creators": keep the part that is not generic.
  const [head, tail] = name.split(/:\s+/, 2);
  if (tail !== undefined) name = head && !genericHeading.test(head) && !numberedPart.test(head) ? head : tail;
  name = name.replace(/^(the|an?)\s+/i, '').replace(/;\s*/g, ', ');
  return cleanTopic(name);
}

/** "Introduction and preliminaries", "Summary, exercises": generic parts only. */
const isGenericHeading = (name: string) =>
  name.split(/,\s*|\s+and\s+|\s*&\s*/).every((part) => genericHeading.test(part));

// Words a topic can be made of: letters and digits with inner punctuation, no stray symbols.
const topicWord = /^[\p{L}\p{N}](?:[\p{L}\p{N}'’.&/+#-]*[\p{L}\p{N}+#])?$|^(Mr|Mrs|Ms|Dr|St|Prof)\.$/u;
// Garbage a PDF's images leave behind: "xyxyxyxyxy", "kikikikiki".
const repeatedSyllables = /(\p{L}{2,3})\1{2,}/iu;

function cleanTopic(raw: string): string | null {
  const name = raw
    .replace(/["“”‘’]/g, '')
    .replace(/^([ivxlc]+|\d+)\s+(?=\p{L})/iu, '') // a running head's page number: "xvi PREFACE"
    .trim();
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 5) return null;
  if (isGenericHeading(name) || numberedPart.test(name)) return null;
  if (/\b(1[5-9]|20)\d\d\b|\bversion\s+\d|^v?\d+(\.\d+)+$/i.test(name)) return null; // dates, versions
  if (isCodeToken(name.replace(/\//g, ' ')) || letterRatio(name) < 0.7 || !/\p{L}{2}/u.test(name)) return null;
  if (credit.test(name) || repeatedSyllables.test(name)) return null;
  if (words.some((w) => !topicWord.test(w) || /^\d+$/.test(w))) return null;
  const lower = name.toLowerCase();
  if (words.length === 1 && (lower.length < 3 || functionWords.has(lower) || genericWords.has(lower))) return null;
  if (textQuality(name).garbage) return null;
  return titleCase(name);
}

type Section = { name: string; words: number; order: number; title: boolean; times: number };

/** Each heading with the number of words under it, subsections included. */
function sections(blocks: Block[]): { sections: Section[]; totalWords: number } {
  const byName = new Map<string, Section>();
  let totalWords = 0;
  const open: { section: Section; depth: number }[] = [];
  for (const [index, block] of blocks.entries()) {
    if (block.kind === 'heading') {
      const depth = headingDepth(block.text);
      while (open.length > 0 && (open.at(-1)?.depth ?? 0) >= depth) open.pop();
      const name = block.heading ?? block.text;
      const key = name.toLowerCase();
      let section = byName.get(key);
      if (!section) {
        // The document's first line is its title, not one of its topics.
        section = { name, words: 0, order: byName.size, title: index === 0, times: 0 };
        byName.set(key, section);
      }
      section.times++;
      open.push({ section, depth });
    } else {
      const words = wordCount(block.text);
      totalWords += words;
      for (const { section } of open) section.words += words;
    }
  }
  return { sections: [...byName.values()], totalWords };
}

/**
 * The material's subjects, at most `limit`: headings of sections that hold a
 * fair share of the text (largest first), then its top key terms, without
 * generic headings, code or near-duplicates.
 */
export function materialTopics(doc: CleanDocument, terms: KeyTerm[], limit = 8): string[] {
  const { sections: all, totalWords } = sections(doc.blocks);
  const title = titleLine(doc)?.toLowerCase();
  const chosen: { topic: string; key: string[]; words: number }[] = [];
  /**
   * A near-duplicate is dropped, except that a heading nearly as large as a
   * longer one it is part of takes its place ("Generators" for "Passing
   * values into a generator").
   */
  const offer = (topic: string | null, words = 0) => {
    if (!topic || chosen.length >= limit || topic.toLowerCase() === title) return;
    const key = topicKey(topic);
    if (key.length === 0) return;
    const same = chosen.find((c) => overlaps(c.key, key));
    if (!same) chosen.push({ topic, key, words });
    else if (key.length < same.key.length && words >= same.words * 0.5) Object.assign(same, { topic, key, words });
  };

  const minWords = Math.max(80, totalWords * 0.03);
  const large = all
    // A heading seen three times or more is a running head or a label ("Note"), not a section.
    .filter((s) => !s.title && s.times < 3 && s.words >= minWords && s.words < totalWords * 0.9)
    .sort((a, b) => b.words - a.words || a.order - b.order);
  // Headings may fill at most three quarters of the list: the key terms say what the sections are about.
  const headingSlots = Math.max(1, Math.ceil(limit * 0.75));
  for (const section of large) if (chosen.length < headingSlots) offer(topicFromHeading(section.name), section.words);

  // A topic recurs: on several pages of a long material, several times in a short one.
  const pageCount = new Set(doc.blocks.map((b) => b.page)).size;
  const minCount = totalWords > 3000 ? 3 : 2;
  // The material's own subject ("Debian" in the Debian Reference) tells a student nothing new.
  const titleWords = new Set(topicKey(title ?? ''));
  for (const term of terms) {
    if (term.count < minCount || (pageCount >= 5 && term.pages.length < 2)) continue;
    if (!term.key.includes(' ')) {
      if (titleWords.has(singular(term.key))) continue;
      // A lone everyday word ("University", "Viewing") is a subject only if the material names or defines it.
      const everyday = isEverydayWord(term.key) || /ing$/.test(term.key);
      if (everyday && !term.inHeading && !term.definitional) continue;
    }
    offer(cleanTopic(term.display));
  }
  return chosen.map((c) => c.topic);
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
  const fromFile = fileBase.replace(/[_.]+/g, ' ').replace(/\s+/g, ' ').trim();
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
