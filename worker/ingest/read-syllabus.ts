// A syllabus's sections: read by the language model when there is one (it
// handles any layout), else by the offline parser, which is also the fallback
// whenever the model fails, times out or answers nothing useful.
import { generateText, type LanguageModel, Output } from 'ai';
import { z } from 'zod';
import type { SyllabusData } from '../db/schema';
import { isEmptySyllabus, parseSyllabus } from './syllabus';

// Llama 3.3 70B's context is 24k tokens; a syllabus rarely needs more than its first pages.
const maxPromptCharacters = 40_000;

const syllabusOutput = z.object({
  topics: z.array(z.string()).describe('Topics the course covers, in course order, as short names'),
  learningObjectives: z.array(z.string()).describe('What students should be able to do, one per item'),
  examInfo: z.string().describe('What the syllabus says about exams: dates, coverage, format. Empty if nothing'),
  gradingBreakdown: z
    .string()
    .describe('How the grade is made up, e.g. "Homework 20%; Final exam 40%". Empty if nothing'),
  keyPoints: z.array(z.string()).describe('Other important policies or dates, one per item'),
});

const tidyList = (items: string[], limit: number) =>
  [...new Set(items.map((item) => item.replace(/\s+/g, ' ').trim()).filter((item) => item.length > 2))].slice(0, limit);

function tidy(output: z.infer<typeof syllabusOutput>): SyllabusData {
  const data: SyllabusData = {};
  const topics = tidyList(output.topics, 30);
  const objectives = tidyList(output.learningObjectives, 20);
  const keyPoints = tidyList(output.keyPoints, 12);
  if (topics.length) data.topics = topics;
  if (objectives.length) data.learningObjectives = objectives;
  if (output.examInfo.trim()) data.examInfo = output.examInfo.trim().slice(0, 800);
  if (output.gradingBreakdown.trim()) data.gradingBreakdown = output.gradingBreakdown.trim().slice(0, 800);
  if (keyPoints.length) data.keyPoints = keyPoints;
  return data;
}

export async function readSyllabus(text: string, model: LanguageModel | null): Promise<SyllabusData> {
  const parsed = parseSyllabus(text);
  if (!model) return parsed;
  try {
    const { output } = await generateText({
      model,
      output: Output.object({ schema: syllabusOutput, name: 'syllabus' }),
      system:
        'You read course syllabi for students. Extract only what the syllabus text states; never invent topics, dates or weights. Answer with JSON only.',
      prompt: `Syllabus text:\n"""\n${text.slice(0, maxPromptCharacters)}\n"""`,
      maxOutputTokens: 2000,
      temperature: 0,
      abortSignal: AbortSignal.timeout(30_000),
    });
    const data = tidy(output);
    return isEmptySyllabus(data) ? parsed : data;
  } catch (error) {
    console.warn('Reading the syllabus with the language model failed; using the offline parser:', error);
    return parsed;
  }
}
