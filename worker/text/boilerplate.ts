// Text that comes with a document but is not about its subject: Project
// Gutenberg's header, footer and licence, copyright and permission notices,
// publishers' reprint notices, and the production credits of e-texts.

const gutenbergStart = /^\*{3}\s*START OF (THE|THIS) PROJECT GUTENBERG/i;
const gutenbergEnd = /^(\*{3}\s*END OF (THE|THIS) PROJECT GUTENBERG|End of (the )?Project Gutenberg)/i;

/** The range of lines between Gutenberg's START and END markers (all lines when there are none). */
export function gutenbergBody(lines: readonly { text: string }[]): { from: number; to: number } {
  let from = 0;
  let to = lines.length;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]?.text ?? '';
    if (!line.includes('UTENBERG') && !line.includes('utenberg')) continue;
    const text = line.trim();
    if (gutenbergStart.test(text) && i < lines.length / 2) from = i + 1;
    else if (gutenbergEnd.test(text) && i > from) {
      to = i;
      break;
    }
  }
  return { from, to };
}

const noticeParagraph = [
  /^permission (is|to) (hereby )?(granted|make|copy|use|modify|distribute)/i,
  /\bis (hereby )?granted\b.{0,80}\b(copy|distribute|modify|redistribute)/i,
  /^this (e-?book|text|file|edition|version) was (produced|prepared|transcribed|created|made)\b/i,
  /^this (pdf|e-?book|document)( file)? (is|was|has been) (optimi[sz]ed|produced|prepared|created|generated|typeset)\b/i,
  /^copyright\s*(c?©|\(c\)|\d{4})/i,
  /^©\s*\d{4}/,
  /project gutenberg|gutenberg\.org|\bPG e-?book\b/i,
  /^this e-?book is for the use of anyone/i,
  /^(produced|prepared|transcribed|digiti[sz]ed|scanned) by\b/i,
  /^this is [\w.-]+\.info, produced by/i,
  /\ball rights reserved\b/i,
  /\bredistribute it and\/or modify it\b/i,
  /^(ISBN|ISSN)\b/,
  /\b(are|is) (either )?(registered )?trademarks?\b|\btrademarks of their respective owners\b/i,
  /^this (book|document|manual|work) is (free|licensed|released|distributed)\b/i,
  /^(released|licensed|distributed) under (the )?(GNU|Creative Commons|MIT|Apache|BSD)/i,
];

/** Is this whole paragraph a licence, copyright or production notice? */
export function isNoticeParagraph(text: string): boolean {
  return noticeParagraph.some((re) => re.test(text));
}

// A publisher's reprint notice set into a page's column (ACM, IEEE): skipped
// without ending the paragraph it interrupts, up to its copyright line.
const noticeBlockStart = /^Permission to make digital or hard copies/i;
const copyrightLine = /^Copyright\s*(c?©|\(C\)|\d{4})/i;
const noticeBlockEnd = /^Copyright\b|\$\d+\.\d\d\s*$/i;
const noticeBlockMaxLines = 10;

/**
 * Lines from `start` that belong to a notice starting there (0 when none
 * starts there). In plain text a copyright line's notice runs to the next
 * blank line, which also takes the years and the holder's name wrapped below it.
 */
export function noticeBlockLength(lines: readonly { text: string }[], start: number, paged: boolean): number {
  const first = lines[start]?.text.trim() ?? '';
  if (copyrightLine.test(first)) {
    if (paged) return 1;
    let end = start + 1;
    while (end < lines.length && lines[end]?.text.trim()) end++;
    return end - start;
  }
  if (!noticeBlockStart.test(first)) return 0;
  const end = Math.min(lines.length, start + noticeBlockMaxLines);
  let firstSentenceEnd = -1;
  for (let i = start; i < end; i++) {
    const text = lines[i]?.text.trim() ?? '';
    if (noticeBlockEnd.test(text)) return i - start + 1;
    if (firstSentenceEnd < 0 && /\.$/.test(text)) firstSentenceEnd = i;
  }
  return firstSentenceEnd < 0 ? 1 : firstSentenceEnd - start + 1;
}

/**
 * A paper's title-page lines that are neither title nor text: author lists
 * ("Andreas Gal∗+, Brendan Eich∗, …"), affiliations with their markers
 * ("Mozilla Corporation∗") and e-mail addresses.
 */
export function isBylineLine(trimmed: string): boolean {
  if (/^\S*@\S+\.\w+\S*$|^\{[^}]*\}@/.test(trimmed)) return true;
  if (/[∗†‡]\S*$/.test(trimmed)) return true;
  if (/^\p{Lu}[^.]{0,60}\p{L}[#$+]+$/u.test(trimmed) && trimmed.split(/\s+/).length <= 6) return true;
  const parts = trimmed.split(/,\s*|\s+and\s+/).filter(Boolean);
  if (parts.length < 3) return false;
  const names = parts.filter((p) => /^(\p{Lu}[\p{L}.'’-]*\s+){1,3}\p{Lu}[\p{L}'’-]+[∗†‡*#$+\d]*$/u.test(p.trim()));
  return names.length / parts.length >= 0.75;
}
