// One entry to text extraction, whatever the file: a page range for PDFs,
// the whole document for DOCX and TXT.
import type { MaterialKind } from '../file-type';
import type { MaterialText } from '../material-text';
import { extractDocx } from './docx';
import { extractPdfRange } from './pdf';
import { extractTxt } from './txt';

export async function extractRange(
  env: Env,
  kind: MaterialKind,
  bytes: Uint8Array,
  fromPage: number,
): Promise<{ text: MaterialText; nextPage: number | null }> {
  switch (kind) {
    case 'pdf':
      return extractPdfRange(env, bytes, fromPage);
    case 'docx':
      return { text: await extractDocx(bytes), nextPage: null };
    case 'txt':
      return { text: extractTxt(bytes), nextPage: null };
  }
}
