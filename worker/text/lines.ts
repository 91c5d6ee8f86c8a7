// Cleaning, line by line: what is not running text (furniture, boilerplate,
// contents and reference lists, markup-only lines, code and symbols) is
// removed; what stays keeps its indentation and whether a break precedes it.
import { isBylineLine, noticeBlockLength } from './boilerplate';
import { isCodeLike, letterRatio } from './code';
import { furnitureLines, isPageNumber } from './furniture';
import { hasHeadingShape, headingKey, headingNumber } from './headings';
import { isMarkupLine, stripLineAnchors } from './markup';

export type RawLine = { text: string; page: number };

/** A line that survived the line-level filters. */
export type Line = {
  text: string;
  page: number;
  indent: number;
  /** A blank or removed line came before it: a paragraph cannot continue across. */
  breakBefore: boolean;
  /** Marked a heading by markup (underline, "#", front matter). */
  heading: boolean;
  /** Blank lines (not removed ones) on both sides: how plain text sets off a heading. */
  isolated: boolean;
};

export type CleanStats = {
  garbledPages: number;
  boilerplate: number;
  furniture: number;
  pageNumbers: number;
  tableOfContents: number;
  references: number;
  code: number;
  symbols: number;
  markup: number;
  hyphenJoined: number;
  hyphenKept: number;
  repeatedHeadingWords: number;
  captions: number;
};

/** A list item's marker: a bullet, "1.", "a)" or "(2)". */
export const bullet = /^([•●▪◦‣∙·*+–—-]|\(?\d{1,2}[.)]|\(?[a-z][.)])\s+/;

const underline = /^([=\-*~^#+_"'`:])\1{2,}$/;
const fence = /^(```|~~~)/;
const markdownHeading = /^#{1,6}\s+(\S.*?)\s*#*$/;
const referencesHeading =
  /^(?:\d+\.?\s*|[A-Z]\.\s*)?(references|bibliography|works cited|literature cited|cited literature|reference list)$/i;
const contentsHeading = /^(table of contents|contents|index|list of (tables|figures|examples|illustrations))$/i;
const dotLeader = /(\.\s?){4,}\s*\d+\s*$|\.{4,}|(\s\.){4,}/;
const asciiTable = /^\+[-=+]+\+$|^\|.*\|$/;

/**
 * Removes, line by line, what is not running text; keeps the rest with its
 * indentation and whether a break precedes it.
 */
export function filterLines(raw: RawLine[], paged: boolean, stats: CleanStats): Line[] {
  const furniture = paged ? furnitureLines(raw, new Set(raw.map((l) => l.page)).size) : new Set<number>();
  const totalChars = raw.reduce((n, l) => n + l.text.length + 1, 0);
  const out: Line[] = [];
  let offset = 0;
  let pendingBreak = true;
  let fenceOpen = false;
  let vimExample = false;
  // reStructuredText "::" literal block: the block after the blank line, then lines indented beyond `base`.
  let literal: { base: number; first: boolean } | null = null;
  let literalPending = false;
  let afterCode = false; // program output under a code line ("True", "hello") is code too
  let inReferences = false;
  let frontMatter = false;

  const blank = (j: number) => !raw[j]?.text.trim();
  const keep = (text: string, page: number, indent: number, heading = false, i = -1) => {
    out.push({
      text,
      page,
      indent,
      breakBefore: pendingBreak,
      heading,
      isolated: i >= 0 && blank(i - 1) && blank(i + 1),
    });
    pendingBreak = heading;
  };

  for (let i = 0; i < raw.length; i++) {
    const { text, page } = raw[i] as RawLine;
    offset += text.length + 1;
    if (furniture.has(i)) {
      stats.furniture++;
      continue;
    }
    const notice = noticeBlockLength(raw, i, paged);
    if (notice > 0) {
      stats.boilerplate += notice;
      i += notice - 1;
      continue;
    }
    const t = text.trim();
    const indent = text.length - text.trimStart().length;
    if (!t) {
      pendingBreak = true;
      afterCode = false;
      if (literalPending) {
        literalPending = false;
        literal = { base: out.at(-1)?.indent ?? 0, first: true };
      }
      continue;
    }

    // A Markdown document's YAML front matter: only its title is text.
    if (frontMatter || (out.length === 0 && t === '---' && !paged)) {
      if (frontMatter && (t === '---' || t === '...')) frontMatter = false;
      else if (!frontMatter) frontMatter = true;
      else {
        const title = /^title:\s*["']?(.+?)["']?$/.exec(t)?.[1];
        if (title) keep(title, page, 0, true);
      }
      stats.markup++;
      continue;
    }
    // Fenced, indented and announced code.
    if (fence.test(t)) {
      fenceOpen = !fenceOpen;
      stats.code++;
      pendingBreak = true;
      continue;
    }
    if (fenceOpen) {
      stats.code++;
      continue;
    }
    if (vimExample) {
      if (t.startsWith('<') || indent === 0) vimExample = false;
      else {
        stats.code++;
        continue;
      }
      if (t === '<') continue;
    }
    if (literal) {
      // The extractor may have trimmed the block's first line, so it counts whatever its indent.
      if (literal.first || indent > literal.base) {
        literal.first = false;
        stats.code++;
        pendingBreak = true;
        continue;
      }
      literal = null;
    }
    literalPending = false;

    // Reference lists and tables of contents.
    if (inReferences) {
      if (!endsReferences(t)) {
        stats.references++;
        continue;
      }
      inReferences = false;
    }
    if (referencesHeading.test(t) && offset > totalChars * 0.4) {
      inReferences = true;
      stats.references++;
      pendingBreak = true;
      continue;
    }
    if (contentsHeading.test(t)) {
      const end = contentsEnd(raw, i);
      stats.tableOfContents += end - i;
      i = end - 1;
      pendingBreak = true;
      continue;
    }
    if (dotLeader.test(t)) {
      stats.tableOfContents++;
      continue;
    }

    // Markup, page numbers, symbols, code.
    if (underline.test(t)) {
      const previous = out.at(-1);
      // An underline right below a line no longer than itself makes that line a heading.
      const length = previous?.text.length ?? 0;
      if (
        previous &&
        !pendingBreak &&
        length <= t.length + 2 &&
        length >= t.length - 2 &&
        hasHeadingShape(previous.text)
      ) {
        previous.heading = true;
      }
      stats.markup++;
      pendingBreak = true;
      continue;
    }
    const markdown = markdownHeading.exec(t);
    if (markdown && !paged && blank(i - 1) && blank(i + 1)) {
      pendingBreak = true;
      keep(markdown[1] as string, page, indent, true);
      continue;
    }
    if (isMarkupLine(t)) {
      stats.markup++;
      pendingBreak = true;
      continue;
    }
    if (paged && isPageNumber(t)) {
      stats.pageNumbers++;
      continue;
    }
    if (page === raw[0]?.page && isBylineLine(t)) {
      stats.boilerplate++;
      pendingBreak = true;
      continue;
    }
    const symbols = asciiTable.test(t) || (t.length > 1 && letterRatio(t) < 0.5);
    if (symbols || isCodeLike(t, true) || (afterCode && t.length < 40 && !/[.!?]$/.test(t))) {
      if (symbols) stats.symbols++;
      else stats.code++;
      // A short line set off just before code introduces it ("For example"); it is no heading.
      const previous = out.at(-1);
      if (previous && blank(i - 1)) previous.isolated = false;
      pendingBreak = true;
      afterCode = true;
      continue;
    }
    afterCode = false;
    let line = stripLineAnchors(text).trimEnd();
    if (/\s>$/.test(line) || line.trim() === '>') {
      // Vim help: a line ending in " >" introduces an example, ended by "<".
      vimExample = true;
      line = line.replace(/\s?>$/, '');
    }
    if (/::$/.test(line)) {
      // reStructuredText: "::" introduces a literal (code) block.
      literalPending = true;
      line = line.replace(/\s*::$/, /\s::$/.test(line) ? '' : ':');
    }
    if (line.trim()) keep(line.trim(), page, indent, false, i);
  }
  return dropCodeRuns(out, paged, stats);
}

/** A heading after the reference list (a numbered section, an appendix) ends it. */
function endsReferences(t: string): boolean {
  if (t.split(/\s+/).length > 8 || /\b(1[89]|20)\d\d\b|,/.test(t)) return false;
  return /^(appendix\b|[A-Z]\.?\s+\p{Lu}\p{Ll}+|\d+(\.\d+)*\.?\s+\p{Lu}\p{Ll}+)/u.test(t);
}

const contentsEntry = (t: string) => headingKey(t.replace(dotLeader, '').replace(/\s\d{1,4}$/, ''));

/**
 * Where the table of contents that starts at line `start` ends: where its
 * first entry comes back as the body's first heading, or else at the first
 * line that does not look like an entry.
 */
function contentsEnd(raw: RawLine[], start: number): number {
  let first = start + 1;
  while (first < raw.length && !raw[first]?.text.trim()) first++;
  const entry = contentsEntry(raw[first]?.text ?? '');
  if (entry) {
    for (let j = first + 1; j < Math.min(raw.length, start + 3000); j++) {
      if (contentsEntry(raw[j]?.text ?? '') === entry) return j;
    }
  }
  let end = start + 1;
  while (end < raw.length && (!raw[end]?.text.trim() || isContentsEntry(raw[end]?.text.trim() ?? ''))) end++;
  return end;
}

function isContentsEntry(t: string): boolean {
  if (dotLeader.test(t) || /\s\d{1,4}$/.test(t)) return true;
  if (headingNumber.test(t) && t.split(/\s+/).length <= 16) return true;
  // Wrapped entries and unnumbered chapters ("Preface"): short, no sentence end.
  return t.length <= 70 && !/[.!]$/.test(t);
}

/**
 * Indented example blocks in plain text ("     > x <- c(1, 2)") and short
 * output lines caught between code lines are code too.
 */
function dropCodeRuns(lines: Line[], paged: boolean, stats: CleanStats): Line[] {
  if (paged) return lines;
  const base = modalIndent(lines);
  const out: Line[] = [];
  let start = 0;
  for (let end = 1; end <= lines.length; end++) {
    if (end < lines.length && !lines[end]?.breakBefore) continue;
    const group = lines.slice(start, end);
    if (isIndentedExample(group, base)) stats.code += group.length;
    else out.push(...group);
    start = end;
  }
  return out;
}

function modalIndent(lines: Line[]): number {
  const counts = new Map<number, number>();
  for (const line of lines) if (line.text.length > 40) counts.set(line.indent, (counts.get(line.indent) ?? 0) + 1);
  let best = 0;
  let bestCount = 0;
  for (const [indent, count] of counts) if (count > bestCount) [best, bestCount] = [indent, count];
  return best;
}

function isIndentedExample(group: Line[], base: number): boolean {
  if (group.some((l) => l.heading)) return false;
  // The extractor may have trimmed a block's first line: judge indentation by the others when there are some.
  const judged = group.length > 1 ? group.slice(1) : group;
  if (Math.min(...judged.map((l) => l.indent)) < base + 3) return false;
  if (bullet.test(group[0]?.text ?? '')) return false;
  const joined = group.map((l) => l.text).join(' ');
  if (group.some((l) => isCodeLike(l.text)) || letterRatio(joined) < 0.7) return true;
  // Lines that are neither sentences nor wrapped prose: a listing or program output.
  return group.length > 1 && group.every((l) => l.text.length < 40) && !/[.!?:]$/.test(joined);
}
