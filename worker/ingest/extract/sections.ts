// Documents without pages (DOCX, TXT) are cut into sections a question can cite:
// a new section at each heading, and at a paragraph break once a section is long.
import type { MaterialPage, OutlineEntry } from '../material-text';

/** A paragraph or heading; a heading in the document's outline also has its title and level. */
export type Block = { text: string; heading: boolean; outline?: { title: string; level: number } };

const sectionTarget = 4000;

/** A block longer than a section, cut at spaces (a file of one endless line is still read in sections). */
function split(block: Block): Block[] {
  if (block.text.length <= sectionTarget * 2) return [block];
  const parts: Block[] = [];
  let rest = block.text;
  while (rest.length > sectionTarget * 2) {
    const cut = rest.lastIndexOf(' ', sectionTarget * 1.5);
    const at = cut > sectionTarget / 2 ? cut : sectionTarget * 1.5;
    const first = parts.length === 0;
    parts.push({
      text: rest.slice(0, at),
      heading: first && block.heading,
      ...(first && block.outline ? { outline: block.outline } : {}),
    });
    rest = rest.slice(at).trimStart();
  }
  parts.push({ text: rest, heading: false });
  return parts;
}

/** The sections, and the outline with each heading's section number as its page. */
export function sectionsOf(input: Block[]): { pages: MaterialPage[]; outline: OutlineEntry[] } {
  const blocks = input.flatMap(split);
  const sections: MaterialPage[] = [];
  const outline: OutlineEntry[] = [];
  let current: string[] = [];
  let length = 0;
  const flush = () => {
    const text = current.join('\n\n').trim();
    if (text) sections.push({ page: sections.length + 1, text });
    current = [];
    length = 0;
  };
  for (const block of blocks) {
    if ((block.heading && length > 0) || length >= sectionTarget) flush();
    if (block.outline) outline.push({ ...block.outline, page: sections.length + 1 });
    current.push(block.text);
    length += block.text.length;
  }
  flush();
  return { pages: sections, outline };
}
