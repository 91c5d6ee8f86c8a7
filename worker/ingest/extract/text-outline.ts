// The headings a plain-text file marks up, with their levels: Markdown "#"
// and setext underlines, reStructuredText over- and underlines, GNU Info's
// underlined titles, Org "*" lines, Vim help's numbered sections, and the
// "Chapter 1." / "1.1." headings of DocBook's plain-text output.

export type TextHeading = { line: number; title: string; level: number };

const adornment = /^([=\-*~^#+_"'`:.])\1{2,}\s*$/;
const infoNode = /^File: \S+,\s+Node: /;
// A fenced block opens with three or more backticks or tildes and closes only with a run of the same
// character at least as long and nothing after it, so "````" can hold "```" blocks (CommonMark).
const fence = /^\s{0,3}(`{3,}|~{3,})(.*)$/;
const atx = /^(#{1,6})\s+(\S.*?)(?:\s+#+)?\s*$/;
const orgKeyword = /^#\+(title|author|options|startup|setupfile|date):/i;
const orgHeading = /^(\*+)\s+(?:(?:TODO|DONE)\s+)?(\S.*?)(?:\s+:[\w@:]+:)?\s*$/;
const vimSection = /^\*(\d+\.\d+)\*\s+(\S.*?)(?:\s+\*[^*\s]+\*)*\s*$/;
const vimSubsection = /^([A-Z][A-Z0-9 ,'/-]{2,}[A-Z0-9])(?:\s+\*[^*\s]+\*)+\s*$/;
const bookPart =
  /^(VOLUME|Volume|BOOK|Book|PART|Part|CHAPTER|Chapter|APPENDIX|Appendix)\s+([\dIVXLC]+|[A-Z])\b\.?(?:\s+(\S.*))?$/;
const numbered = /^(\d{1,3}(?:\.\d{1,3})+)\.?\s+(\S.*)$/;
// GNU Info's fixed underlines: chapter, section, subsection, subsubsection.
const infoLevels: Record<string, number> = { '*': 1, '=': 2, '-': 3, '.': 4 };
const partLevels: Record<string, number> = { volume: 1, book: 1, part: 1, chapter: 2, appendix: 2 };

const tidy = (title: string) =>
  title
    .replace(/\s*\{[#.][^}]*\}\s*$/, '') // pandoc attributes: "General options {.options}"
    .replace(/\s+/g, ' ')
    .trim();

/** Could this line be a heading's text: short, with letters, not a sentence run on? */
const headingText = (text: string) => {
  const t = text.trim();
  return t.length >= 2 && t.length <= 120 && /\p{L}/u.test(t) && !adornment.test(t);
};

/** The file's headings in order, levels 1 (top) and down, without gaps between levels. */
export function textHeadings(lines: readonly string[]): TextHeading[] {
  const info = lines.some((l) => infoNode.test(l));
  const org = !info && lines.some((l) => orgKeyword.test(l));
  const markdown = !info && !org && lines.some((l, i) => atx.test(l) && !lines[i - 1]?.trim());
  const book = !info && lines.some((l, i) => bookPart.test(l) && !lines[i - 1]?.trim() && !lines[i + 1]?.trim());
  const styles: string[] = []; // reStructuredText: levels in order of first use
  const found: TextHeading[] = [];
  const blank = (i: number) => i < 0 || i >= lines.length || !lines[i]?.trim();
  let open: string | null = null; // the run that opened the fenced block we are in

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const run = fence.exec(line);
    if (run) {
      const marks = run[1] as string;
      if (open === null) open = marks;
      else if (marks[0] === open[0] && marks.length >= open.length && !(run[2] as string).trim()) open = null;
      continue;
    }
    if (open !== null || !line.trim()) continue;

    const under = lines[i + 1];
    const mark = under !== undefined ? adornment.exec(under) : null;
    if (mark && headingText(line) && !adornment.test(line) && !/^\s{4}/.test(line)) {
      const char = mark[1] as string;
      const length = (under as string).trim().length;
      const over = adornment.exec(lines[i - 1] ?? '');
      const overlined = over !== null && over[1] === char;
      const fits = length >= line.trim().length - 2 && (markdown || overlined || length <= line.trim().length + 8);
      if (fits && (overlined || blank(i - 1))) {
        let level: number;
        if (info) level = infoLevels[char] ?? 5;
        else if (markdown) level = char === '=' ? 1 : 2;
        else {
          const style = `${overlined ? 'over' : ''}${char}`;
          if (!styles.includes(style)) styles.push(style);
          level = styles.indexOf(style) + 1;
        }
        found.push({ line: i, title: tidy(line), level });
        i++;
        continue;
      }
    }
    if (!blank(i - 1) && !/^\*\d/.test(line)) continue;
    const m = (markdown && atx.exec(line)) || (org && orgHeading.exec(line)) || null;
    if (m) {
      found.push({ line: i, title: tidy(m[2] as string), level: (m[1] as string).length });
      continue;
    }
    const vim = vimSection.exec(line);
    if (vim) {
      found.push({ line: i, title: tidy(vim[2] as string), level: 1 });
      continue;
    }
    const vimSub = vimSubsection.exec(line);
    if (vimSub) {
      found.push({ line: i, title: tidy(vimSub[1] as string), level: 2 });
      continue;
    }
    if (book && blank(i + 1) && !/^\s/.test(line)) {
      const part = bookPart.exec(line);
      if (part) {
        const level = partLevels[(part[1] as string).toLowerCase()] ?? 2;
        found.push({ line: i, title: tidy(line), level });
        continue;
      }
      const section = numbered.exec(line);
      if (section && headingText(section[2] as string)) {
        found.push({ line: i, title: tidy(line), level: 1 + (section[1] as string).split('.').length });
      }
    }
  }
  return closeGaps(found);
}

/** Levels renumbered 1, 2, 3… in the order of depth the file uses. */
function closeGaps(found: TextHeading[]): TextHeading[] {
  const used = [...new Set(found.map((h) => h.level))].sort((a, b) => a - b);
  return found.map((h) => ({ ...h, level: used.indexOf(h.level) + 1 }));
}
