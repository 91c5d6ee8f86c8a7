// Documents without pages (DOCX, TXT) are cut into sections a question can cite:
// a new section at each heading, and at a paragraph break once a section is long.
import type { MaterialPage } from '../material-text';

export type Block = { text: string; heading: boolean };

const sectionTarget = 4000;

/** A block longer than a section, cut at spaces (a file of one endless line is still read in sections). */
function split(block: Block): Block[] {
  if (block.text.length <= sectionTarget * 2) return [block];
  const parts: Block[] = [];
  let rest = block.text;
  while (rest.length > sectionTarget * 2) {
    const cut = rest.lastIndexOf(' ', sectionTarget * 1.5);
    const at = cut > sectionTarget / 2 ? cut : sectionTarget * 1.5;
    parts.push({ text: rest.slice(0, at), heading: parts.length === 0 && block.heading });
    rest = rest.slice(at).trimStart();
  }
  parts.push({ text: rest, heading: false });
  return parts;
}

export function sectionsOf(input: Block[]): MaterialPage[] {
  const blocks = input.flatMap(split);
  const sections: MaterialPage[] = [];
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
    current.push(block.text);
    length += block.text.length;
  }
  flush();
  return sections;
}
