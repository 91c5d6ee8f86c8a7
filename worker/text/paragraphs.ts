// The second half of cleaning: the lines that survived, grouped into headings
// and paragraphs. Plain text marks paragraphs with blank lines; PDF text only
// with short lines, so there a page's line width decides.
import { isNoticeParagraph } from './boilerplate';
import type { Block, CleanOptions } from './clean';
import { hasHeadingShape, headingKey, headingName, headingNumber, isAllCaps, isTitleCase } from './headings';
import { functionWords } from './lexicon';
import { bullet, type CleanStats, type Line } from './lines';
import { stripInlineMarkup } from './markup';

const chapterOnly = /^(chapter|part|book|appendix|lecture|lesson|unit)\s+\S+$/i;

// Figure and table captions in PDFs come with the figure's scattered labels.
const caption = /^(Figure|Fig\.|Table|Listing|Algorithm|Chart)\s+\d+(\.\d+)*[.:]\s/;

/** Lines grouped into headings and paragraphs, paragraphs joined and cleaned. */
export function buildBlocks(
  lines: Line[],
  options: CleanOptions,
  stats: CleanStats,
  emphasis: Map<string, number>,
): Block[] {
  const known = new Set((options.headings ?? []).map(headingKey));
  const widths = options.paged ? pageWidths(lines) : new Map<number, number>();
  const sparse = options.paged ? sparsePages(lines) : new Set<number>();
  const spelling = spellingsOf(lines);
  const blocks: Block[] = [];
  let current: string | null = null;
  let paragraph: Line[] = [];

  const emitParagraph = () => {
    if (paragraph.length === 0) return;
    const page = (paragraph[0] as Line).page;
    let text = stripInlineMarkup(joinLines(paragraph, spelling, stats), emphasis)
      .replace(/\s+/g, ' ')
      .replace(bullet, '')
      .trim();
    paragraph = [];
    if (!text || !/\p{L}/u.test(text)) return;
    if (isNoticeParagraph(text)) {
      stats.boilerplate++;
      return;
    }
    if (options.paged && caption.test(text)) {
      stats.captions++;
      return;
    }
    const runIn = runInHeading(text, current);
    if (runIn) {
      stats.repeatedHeadingWords++;
      if (runIn.heading) emitHeading(runIn.heading, page);
      text = runIn.rest;
    }
    blocks.push({ text, page, kind: 'para', heading: current });
  };
  const emitHeading = (text: string, page: number) => {
    const clean = stripInlineMarkup(text, emphasis).replace(/\s+/g, ' ').trim();
    // "VOLUME I" has no name beyond its number: it is its own name.
    const name = headingName(clean) || clean;
    if (isNoticeParagraph(clean)) {
      stats.boilerplate++;
      return;
    }
    if (!/\p{L}/u.test(name)) return;
    current = name;
    blocks.push({ text: clean, page, kind: 'heading', heading: name });
  };

  const brokenByHand = options.paged ? new Set<Line>() : linesBrokenByHand(lines);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    const previous = lines[i - 1];
    const next = lines[i + 1];
    const width = widths.get(line.page) ?? 0;
    const startsUnit =
      line.breakBefore ||
      brokenByHand.has(line) ||
      !previous ||
      previous.heading ||
      sparse.has(line.page) ||
      chapterOnly.test(line.text) ||
      (options.paged && endsParagraph(previous, widths.get(previous.page) ?? 0, line));

    if (startsUnit) {
      const wrapped = wrappedHeading(lines, i, options, known);
      if (wrapped > 0) {
        emitParagraph();
        const parts = lines.slice(i, i + wrapped);
        emitHeading(parts.map((l) => l.text).join(' '), line.page);
        for (const l of parts) l.heading = true;
        i += wrapped - 1;
        continue;
      }
    }
    // In PDF text a heading may follow a full line that ends a sentence.
    const mayBeHeading = startsUnit || (options.paged && previous !== undefined && /[.!?]["”’)]?$/.test(previous.text));
    if (mayBeHeading && isHeadingLine(line, previous, next, options.paged, width, known)) {
      emitParagraph();
      line.heading = true;
      // "Chapter 2" above "Debian package management": one heading, numbered.
      if (next && chapterOnly.test(line.text) && hasHeadingShape(next.text) && !next.breakBefore) {
        next.heading = true;
        emitHeading(`${line.text} ${next.text}`, line.page);
        i++;
      } else emitHeading(line.text, line.page);
      continue;
    }
    if (startsUnit || bullet.test(line.text)) emitParagraph();
    paragraph.push(line);
  }
  emitParagraph();
  return blocks;
}

/**
 * Plain text is wrapped at 80 columns or less; a group of lines with a longer
 * one was broken by hand (a DOCX line break), so each of its lines stands alone.
 */
function linesBrokenByHand(lines: Line[]): Set<Line> {
  const out = new Set<Line>();
  let start = 0;
  for (let end = 1; end <= lines.length; end++) {
    if (end < lines.length && !lines[end]?.breakBefore) continue;
    const group = lines.slice(start, end);
    if (group.length > 1 && group.some((l) => l.text.length > 100)) for (const l of group) out.add(l);
    start = end;
  }
  return out;
}

/**
 * Title pages and covers: a few lines and at most one sentence, so each line
 * is a unit of its own rather than part of a paragraph.
 */
function sparsePages(lines: Line[]): Set<number> {
  const perPage = new Map<number, { lines: number; words: number; sentences: number; wrapped: boolean }>();
  lines.forEach((line, i) => {
    const page = perPage.get(line.page) ?? { lines: 0, words: 0, sentences: 0, wrapped: false };
    page.lines++;
    page.words += line.text.split(/\s+/).length;
    if (/[.!?]["”’)]?$/.test(line.text)) page.sentences++;
    if (/-$/.test(line.text) || /^\p{Ll}/u.test(lines[i + 1]?.text ?? '')) page.wrapped = true;
    perPage.set(line.page, page);
  });
  const sparse = new Set<number>();
  for (const [number, page] of perPage) {
    if (page.lines <= 12 && page.words <= 100 && page.sentences <= 1 && !page.wrapped) sparse.add(number);
  }
  return sparse;
}

/** Per page, the width of a full line of running text (its 80th percentile line length). */
function pageWidths(lines: Line[]): Map<number, number> {
  const byPage = new Map<number, number[]>();
  for (const line of lines) {
    const list = byPage.get(line.page) ?? [];
    list.push(line.text.length);
    byPage.set(line.page, list);
  }
  const widths = new Map<number, number>();
  for (const [page, lengths] of byPage) {
    lengths.sort((a, b) => a - b);
    widths.set(page, lengths[Math.floor(lengths.length * 0.8)] ?? 0);
  }
  return widths;
}

/**
 * In PDF text, a short line that ends a sentence ends its paragraph, and so
 * does a very short line, unless the next line carries on in lower case.
 */
function endsParagraph(line: Line, width: number, next: Line): boolean {
  const length = line.text.length;
  if (/[.!?:]["”’)]?$/.test(line.text) && length < width * 0.8) return true;
  return length < width * 0.5 && !/^\p{Ll}/u.test(next.text);
}

function isHeadingLine(
  line: Line,
  previous: Line | undefined,
  next: Line | undefined,
  paged: boolean,
  width: number,
  known: Set<string>,
): boolean {
  const t = line.text;
  if (line.heading) return true;
  if (!hasHeadingShape(t)) return false;
  if (known.size > 0 && known.has(headingKey(t))) return true;
  const numbered = headingNumber.exec(t);
  const rest = numbered ? t.slice(numbered[0].length) : t;
  if (numbered && rest && !/^\p{Lu}/u.test(rest)) return false;
  // "2. Start the R program" is a list item; "2. Background" and "2.1 Vectors and assignment" are headings.
  if (numbered && /^\d+\.\s/.test(t) && !isTitleCase(rest)) return false;
  const words = t.split(/\s+/).length;
  const nextStarts = !next || next.breakBefore || /^[\p{Lu}\d"“'‘(•]/u.test(next.text);
  if (!paged) {
    // Plain text: a heading stands alone between blank lines.
    if (next && !next.breakBefore) return false;
    // "BOOT:", "Example:": a label that introduces the code or list below it.
    if (!numbered && /:$/.test(t)) return false;
    if (numbered || isTitleCase(t) || isAllCaps(t)) return !/[?!]$/.test(t) || numbered !== null;
    return line.isolated && words <= 6 && /^\p{Lu}/u.test(t) && !/[.,;:!?]/.test(t);
  }
  // PDF text: a line set apart from running text: shorter than a full line, with text that starts afresh after it.
  if (!nextStarts || /[?!:]$/.test(t)) return numbered !== null && nextStarts;
  if (width > 0 && t.length > width * 0.85 && !(previous === undefined || line.page !== previous.page)) return false;
  if (numbered || isAllCaps(t)) return true;
  if (isTitleCase(t)) return words <= 12;
  // Sentence-case labels ("In production", "xpcshell (X)") only when short.
  return words <= 5 && (previous === undefined || line.breakBefore || /[.!?:]["”’)]?$/.test(previous.text));
}

/**
 * A heading over two or three lines: a numbered question wrapped in plain text
 * ("2.6. Can I get and install Debian directly from a remote Internet / site?"),
 * or a long PDF title whose end is on the next line. Returns how many lines.
 */
function wrappedHeading(lines: Line[], i: number, options: CleanOptions, known: Set<string>): number {
  const first = lines[i] as Line;
  const second = lines[i + 1];
  if (!second || second.breakBefore || second.heading) return 0;
  if (known.size > 0) {
    for (const n of [2, 3]) {
      const joined = lines.slice(i, i + n);
      if (joined.length === n && known.has(headingKey(joined.map((l) => l.text).join(' ')))) return n;
    }
  }
  if (!options.paged) {
    if (!headingNumber.test(first.text)) return 0;
    let n = 1;
    while (n < 3 && lines[i + n] && !lines[i + n]?.breakBefore) n++;
    const after = lines[i + n];
    if (after && !after.breakBefore) return 0;
    const joined = lines
      .slice(i, i + n)
      .map((l) => l.text)
      .join(' ');
    const rest = joined.replace(headingNumber, '');
    const words = joined.split(/\s+/).length;
    return words <= 24 && !/[.;,]$/.test(rest) && !/\.\s+\p{Lu}/u.test(rest) && /^\p{Lu}/u.test(rest) ? n : 0;
  }
  // PDF: a title-case line ending in a comma, colon or small word, or a long title line followed by its last word(s).
  if (!hasHeadingShape(first.text) || !isTitleCase(first.text)) return 0;
  const joined = `${first.text} ${second.text}`;
  if (!hasHeadingShape(joined.replace(/,$/, '')) || !isTitleCase(joined)) return 0;
  const lastWord = first.text.split(/\s+/).at(-1)?.toLowerCase() ?? '';
  const open = /[,:]$/.test(first.text) || functionWords.has(lastWord);
  const third = lines[i + 2];
  const secondEnds = !third || third.breakBefore || !isTitleCase(third.text) || third.text.length > second.text.length;
  return (open || (first.text.length >= 40 && second.text.split(/\s+/).length <= 3)) && secondEnds ? 2 : 0;
}

/** How the document itself spells words, to mend words broken at a line end. */
type Spelling = { hyphenated: Set<string>; words: () => Set<string> };

function spellingsOf(lines: Line[]): Spelling {
  const hyphenated = new Set<string>();
  for (const line of lines) {
    if (!line.text.includes('-')) continue;
    for (const m of line.text.matchAll(/\p{L}+-\p{L}+/gu)) hyphenated.add(m[0].toLowerCase());
  }
  let words: Set<string> | null = null;
  // Built only when a capitalised word is broken ("Trace-" + "Monkey"), which few documents have.
  const allWords = () => {
    words ??= new Set(lines.flatMap((l) => l.text.toLowerCase().match(/\p{L}+/gu) ?? []));
    return words;
  };
  return { hyphenated, words: allWords };
}

/**
 * Joins a paragraph's lines, mending words broken at a line end: "com-" +
 * "pile" loses the hyphen unless the document writes "com-pile" elsewhere;
 * "Trace-" + "Monkey" keeps it unless the document writes "TraceMonkey".
 */
function joinLines(lines: Line[], spelling: Spelling, stats: CleanStats): string {
  // Parts joined once at the end: re-slicing one growing string per line would be quadratic.
  const parts = [(lines[0] as Line).text];
  for (let k = 1; k < lines.length; k++) {
    const next = (lines[k] as Line).text;
    const last = parts.at(-1) as string;
    const broken = last.endsWith('-') && !last.endsWith('--') ? /(\p{L}+)-$/u.exec(last.slice(-60)) : null;
    const right = broken ? /^\p{L}+/u.exec(next) : null;
    if (broken && right) {
      const keep = /^\p{Lu}/u.test(right[0])
        ? !spelling.words().has(`${broken[1]}${right[0]}`.toLowerCase())
        : spelling.hyphenated.has(`${broken[1]}-${right[0]}`.toLowerCase());
      if (keep) stats.hyphenKept++;
      else stats.hyphenJoined++;
      parts[parts.length - 1] = keep ? last : last.slice(0, -1);
      parts.push(next);
    } else if (last.endsWith('/') && /\p{L}\/$/u.test(last.slice(-2)) && /^\p{L}/u.test(next)) {
      parts.push(next); // "GNU/" + "Linux"
    } else parts.push(' ', next);
  }
  return parts.join('');
}

/**
 * A heading set in the same line as its paragraph, with its first word
 * repeated ("Mozmill Mozmill is an extensive framework…", "Marionette harness
 * Marionette is…"): the repeat starts the sentence, what precedes it is the
 * heading (or nothing new, when it repeats the current heading).
 */
function runInHeading(text: string, current: string | null): { heading: string | null; rest: string } | null {
  const m = /^(\p{Lu}[\p{L}\p{N}.-]*)((?:\s+[\p{L}\p{N}()-]+){0,2}?)\s+(\S+)/u.exec(text);
  if (!m) return null;
  const first = m[1] as string;
  const repeat = m[3] as string;
  if (first.toLowerCase() !== repeat.toLowerCase() || functionWords.has(first.toLowerCase())) return null;
  const heading = `${first}${m[2] ?? ''}`;
  const rest = text.slice(m[0].length - repeat.length);
  return { heading: current !== null && current.toLowerCase() === heading.toLowerCase() ? null : heading, rest };
}
