// A bench-only Worker: extracts the file posted to it (all page ranges, as the
// queue consumer does), analyzes it as the pipeline does, and runs the local
// question engine on it inside workerd. Each question comes back with what
// the engine's own checks say of it (schema, verify.ts) and with the text of
// its page, so the bench script can check grounding independently.
import { generatedQuestion, type QuestionType } from '../../worker/generate/engine';
import { localEngine } from '../../worker/generate/local';
import { rejectionOf } from '../../worker/generate/verify';
import { analyzeText } from '../../worker/ingest/analyze';
import { extractRange } from '../../worker/ingest/extract';
import { kindFromName } from '../../worker/ingest/file-type';
import type { MaterialText } from '../../worker/ingest/material-text';

const types: QuestionType[] = ['multiple_choice', 'true_false', 'short_answer', 'fill_blank'];

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const name = request.headers.get('X-File-Name') ?? '';
    const kind = kindFromName(name);
    if (request.method !== 'POST' || !kind)
      return new Response('POST a .pdf, .docx or .txt with X-File-Name', { status: 400 });
    const count = Number(request.headers.get('X-Count') ?? 40);
    const seed = Number(request.headers.get('X-Seed') ?? 1);
    const bytes = new Uint8Array(await request.arrayBuffer());

    const extractStarted = Date.now();
    let analysis: ReturnType<typeof analyzeText>;
    try {
      const chunks: MaterialText[] = [];
      for (let from: number | null = 1; from !== null; ) {
        const range = await extractRange(env, kind, bytes, from);
        chunks.push(range.text);
        from = range.nextPage;
      }
      const text: MaterialText = {
        unit: chunks[0]?.unit ?? 'page',
        pages: chunks.flatMap((c) => c.pages),
        headings: chunks.flatMap((c) => c.headings),
        metadataTitle: chunks[0]?.metadataTitle ?? null,
      };
      analysis = analyzeText(text, name);
    } catch (error) {
      return Response.json({ skipped: error instanceof Error ? error.message : String(error) });
    }
    const extractMs = Date.now() - extractStarted;

    const material = { materialId: name, title: analysis.title, text: analysis.text, topics: analysis.topics };
    const started = performance.now();
    const questions = await localEngine.generate(material, { count, types, difficulty: 'mixed', seed });
    // Local workerd's clock runs during computation (deployed Workers freeze it between I/O).
    const generateMs = performance.now() - started;
    const pageText = new Map(analysis.text.pages.map((p) => [p.page, p.text]));
    return Response.json({
      title: analysis.title,
      topics: analysis.topics,
      characters: analysis.text.pages.reduce((sum, p) => sum + p.text.length, 0),
      extractMs,
      generateMs,
      questions: questions.map((question) => ({
        question,
        schemaValid: generatedQuestion.safeParse(question).success,
        rejection: rejectionOf(question, { topics: analysis.topics, pageText: pageText.get(question.source.page) }),
        pageText: pageText.get(question.source.page) ?? null,
      })),
    });
  },
} satisfies ExportedHandler<Env>;
