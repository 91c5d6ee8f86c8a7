// A bench-only Worker: runs Prepwise's PDF extraction (all page ranges, as the
// queue consumer does) on the PDF posted to it, inside workerd.
import { extractPdfRange } from '../../worker/ingest/extract/pdf';

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const bytes = new Uint8Array(await request.arrayBuffer());
    const started = Date.now();
    let pages = 0;
    let characters = 0;
    for (let from: number | null = 1; from !== null; ) {
      const range = await extractPdfRange(env, bytes, from);
      pages += range.text.pages.length;
      characters += range.text.pages.reduce((sum, page) => sum + page.text.length, 0);
      from = range.nextPage;
    }
    return Response.json({ pages, characters, ms: Date.now() - started });
  },
} satisfies ExportedHandler<Env>;
