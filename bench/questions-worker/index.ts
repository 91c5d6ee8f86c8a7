// A bench-only Worker: extracts the file posted to it (all page ranges, as the
// queue consumer does), analyzes it as the pipeline does, and runs the local
// question engine on it inside workerd. Each question comes back with what
// the engine's own checks say of it (schema, verify.ts) and with the text of
// its page, so the bench script can check grounding independently, and with
// the material's headings (its outline) and whole extracted text, which the
// bench's failure detectors and its questions-per-1,000-words figure read.
import { generatedQuestion, type QuestionType } from '../../worker/generate/engine';
import { localEngine } from '../../worker/generate/local';
import { rejectionOf } from '../../worker/generate/verify';
import { analyzeText } from '../../worker/ingest/analyze';
import { extractRange } from '../../worker/ingest/extract';
import { isFailureReason, UnreadableMaterial } from '../../worker/ingest/failures';
import { kindFromName } from '../../worker/ingest/file-type';
import { type MaterialText, mergeExtractionChunks } from '../../worker/ingest/material-text';
import { cleanDocument } from '../../worker/text/clean';

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
    let extracted: MaterialText;
    try {
      const chunks: MaterialText[] = [];
      for (let from: number | null = 1; from !== null; ) {
        const range = await extractRange(env, kind, bytes, from);
        chunks.push(range.text);
        from = range.nextPage;
      }
      extracted = mergeExtractionChunks(chunks);
      analysis = analyzeText(extracted, name);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // A material the app would refuse is skipped; any other error is a crash the bench must report.
      if (error instanceof UnreadableMaterial || isFailureReason(message)) return Response.json({ skipped: message });
      return new Response(`extracting or analyzing ${name} threw: ${error instanceof Error ? error.stack : message}`, {
        status: 500,
      });
    }
    const extractMs = Date.now() - extractStarted;

    const material = { materialId: name, title: analysis.title, text: analysis.text, topics: analysis.topics };
    const started = performance.now();
    const questions = await localEngine.generate(material, { count, types, difficulty: 'mixed', seed });
    // Local workerd's clock runs during computation (deployed Workers freeze it between I/O).
    const generateMs = performance.now() - started;
    const pageText = new Map(analysis.text.pages.map((p) => [p.page, p.text]));
    // The outline: the extractor's headings (DOCX styles, PDF bookmarks) and the headings the cleaner finds.
    const document = cleanDocument(analysis.text.pages, {
      paged: analysis.text.unit === 'page',
      headings: extracted.headings,
    });
    const headings = [
      ...new Set([...extracted.headings, ...document.blocks.filter((b) => b.kind === 'heading').map((b) => b.text)]),
    ];
    return Response.json({
      title: analysis.title,
      topics: analysis.topics,
      headings,
      text: extracted.pages.map((p) => p.text).join('\n\n'),
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
