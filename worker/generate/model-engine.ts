// The engine in which a language model writes the questions: Workers AI when
// deployed, or a model on the student's own machine behind an OpenAI-compatible
// server. Both take this one path and differ only in the model (model.ts).
// The model reads the material passage by passage (each call fits its context)
// and writes questions that quote the sentence they rely on. One gate
// (keepVerified) judges every question the student may see, the model's and
// the local engine's alike: what fails is dropped and made up by further
// passages, and whatever the model cannot supply (errors, timeouts, answers
// that are not the JSON asked for, too few sound questions) the local engine
// writes.
import { generateText, jsonSchema, Output, zodSchema } from 'ai';
import { z } from 'zod';
import { difficulties, questionTypes } from '../db/schema';
import type { GeneratedQuestion, GenerationRequest, MaterialSource, QuestionEngine } from './engine';
import { trueFalseOptions } from './engine';
import type { ChosenModel } from './model';
import { keepVerified } from './verify';

/** Characters of material per call: with the prompt and answer, well inside Llama 3.3's 24k tokens. */
export const passageCharacters = 9000;
const questionsPerCall = 8;

const modelQuestion = z.object({
  type: z.enum(questionTypes),
  question: z.string(),
  options: z.array(z.string()).describe('4 options for multiple_choice; empty for other types'),
  correctAnswer: z.string(),
  acceptedAnswers: z.array(z.string()).describe('Other correct spellings or forms; may be empty'),
  explanation: z.string(),
  topic: z.string(),
  difficulty: z.enum(difficulties),
  page: z.number().int(),
  quote: z.string().describe('The exact sentence(s) from the passage that support the answer'),
});
type ModelQuestion = z.infer<typeof modelQuestion>;
const modelOutput = z.object({ questions: z.array(modelQuestion) });
type ModelOutput = z.infer<typeof modelOutput>;

/**
 * The answer asked for: modelOutput's JSON schema goes to the model, but its
 * questions are checked one by one, so a malformed item (common from small
 * local models) costs that item, not the whole call.
 */
const questionsAnswer = jsonSchema<ModelOutput>(() => zodSchema(modelOutput).jsonSchema, {
  validate: (value) => {
    const list = z.object({ questions: z.array(z.unknown()) }).safeParse(value);
    if (!list.success) return { success: false, error: list.error };
    const questions = list.data.questions.flatMap((item) => {
      const parsed = modelQuestion.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
    return { success: true, value: { questions } };
  },
});

// Servers that do not constrain output to the schema still learn the shape from the prompt.
const answerShape: ModelOutput = {
  questions: [
    {
      type: 'multiple_choice',
      question: '…',
      options: ['…', '…', '…', '…'],
      correctAnswer: '…',
      acceptedAnswers: [],
      explanation: '…',
      topic: '…',
      difficulty: 'easy',
      page: 1,
      quote: '…',
    },
  ],
};

export type Passage = { text: string; pages: number[] };

/** The material cut into passages of whole pages, each page marked so the model can cite it. */
export function passagesOf(material: MaterialSource): Passage[] {
  const passages: Passage[] = [];
  let current: Passage = { text: '', pages: [] };
  for (const page of material.text.pages) {
    const marked = `[Page ${page.page}]\n${page.text.trim()}\n`;
    if (current.text && current.text.length + marked.length > passageCharacters) {
      passages.push(current);
      current = { text: '', pages: [] };
    }
    current.text += marked.slice(0, passageCharacters);
    current.pages.push(page.page);
  }
  if (current.text) passages.push(current);
  return passages;
}

/** Passages in a seeded order that still spreads over the whole material. */
function passageOrder(count: number, seed: number): number[] {
  const offset = Math.abs(seed) % Math.max(1, count);
  return Array.from({ length: count }, (_, i) => (i + offset) % count);
}

function instructions(material: MaterialSource, request: GenerationRequest): string {
  const objectives = material.syllabus?.learningObjectives?.slice(0, 12) ?? [];
  return [
    'You write practice exam questions for a student from their own study material.',
    'Rules:',
    '- Use only facts stated in the passage. Never use outside knowledge.',
    '- For every question, copy the exact sentence(s) of the passage that support the answer into "quote", and give the page number from the [Page N] marker before it.',
    '- multiple_choice: 4 distinct options of the same kind (terms with terms, numbers with numbers, names with names), exactly one correct; never "all of the above" or "none of the above".',
    '- true_false: a statement; correctAnswer "True" or "False". A false statement changes exactly one fact of the passage so a careful student can tell.',
    '- fill_blank: a sentence of the passage with one key term replaced by _____; correctAnswer is the term.',
    '- short_answer: a question answered by a short term or number from the passage.',
    '- The question must not contain its own answer.',
    `- topic: exactly one of: ${material.topics.map((t) => JSON.stringify(t)).join(', ')}.`,
    '- difficulty: easy (a central, clearly stated fact), medium, or hard (a detail, a number, or a fine distinction).',
    '- explanation: one or two sentences saying why the answer is right, citing the passage.',
    ...(objectives.length
      ? [`The course's learning objectives (prefer questions that serve them): ${objectives.join('; ')}`]
      : []),
    ...(request.topics?.length ? [`Prefer these topics: ${request.topics.join(', ')}.`] : []),
    `Answer with JSON only, in this shape, one object per question: ${JSON.stringify(answerShape)}`,
  ].join('\n');
}

function toQuestion(materialId: string, item: ModelQuestion): GeneratedQuestion {
  return {
    type: item.type,
    question: item.question,
    options:
      item.type === 'multiple_choice' ? item.options : item.type === 'true_false' ? [...trueFalseOptions] : undefined,
    correctAnswer: item.correctAnswer,
    acceptedAnswers: item.acceptedAnswers.length ? item.acceptedAnswers : undefined,
    explanation: item.explanation,
    topic: item.topic,
    difficulty: item.difficulty,
    source: { materialId, page: item.page, quote: item.quote },
  };
}

export function modelEngine({ name, model, callTimeoutMs }: ChosenModel, fallback: QuestionEngine): QuestionEngine {
  return {
    name,
    async generate(material, request) {
      const pages = new Map(material.text.pages.map((p) => [p.page, p.text]));
      // The one gate, for the model's questions and the fallback's alike.
      const sound = (candidates: GeneratedQuestion[], avoid: readonly string[]) =>
        keepVerified(candidates, {
          topics: material.topics,
          pageText: (page) => pages.get(page) ?? '',
          avoid: [...(request.avoid ?? []), ...avoid],
        });

      const passages = passagesOf(material);
      const kept: GeneratedQuestion[] = [];
      const maxCalls = Math.ceil(request.count / questionsPerCall) + 2;
      let calls = 0;
      for (const index of passageOrder(passages.length, request.seed ?? 0)) {
        if (kept.length >= request.count || calls >= maxCalls) break;
        const passage = passages[index] as Passage;
        const wanted = Math.min(questionsPerCall, request.count - kept.length + 2);
        calls++;
        try {
          const { output } = await generateText({
            model,
            output: Output.object({ schema: questionsAnswer, name: 'questions' }),
            system: instructions(material, request),
            prompt: `Write ${wanted} questions of these types: ${request.types.join(', ')}. Difficulty: ${request.difficulty}.\n\nPassage:\n${passage.text}`,
            maxOutputTokens: 4000,
            temperature: 0.3,
            abortSignal: AbortSignal.timeout(callTimeoutMs),
          });
          const candidates = output.questions
            .filter((item) => request.types.includes(item.type) && passage.pages.includes(item.page))
            .map((item) => toQuestion(material.materialId, item));
          kept.push(
            ...sound(
              candidates,
              kept.map((q) => q.question),
            ),
          );
        } catch (error) {
          // Errors, timeouts and unusable answers end the model's part; the local engine writes the rest.
          console.warn(`${name} question generation failed for ${material.materialId}; using the local engine:`, error);
          break;
        }
      }
      const questions = kept.slice(0, request.count);
      if (questions.length >= request.count) return questions;
      const written = questions.map((q) => q.question);
      const rest = await fallback.generate(material, {
        ...request,
        count: request.count - questions.length,
        avoid: [...(request.avoid ?? []), ...written],
      });
      return [...questions, ...sound(rest, written)];
    },
  };
}
