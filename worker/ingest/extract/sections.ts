// Documents without pages (DOCX, TXT) are cut into sections a question can cite:
// a new section at each heading, and at a paragraph break once a section is long.
import type { MaterialPage } from '../material-text';

export type Block = { text: string; heading: boolean };

const sectionTarget = 4000;

export function sectionsOf(blocks: Block[]): MaterialPage[] {
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
