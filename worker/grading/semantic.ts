// When Workers AI is on, a short answer that fails the strict check may still
// say the same thing in other words; the model judges those few, against the
// source passage. Any error or doubt keeps the strict verdict.
import { generateText, type LanguageModel, Output } from 'ai';
import { z } from 'zod';
import type { GradedQuestion } from '../db/schema';

/** At most this many answers per attempt go to the model, each within the timeout. */
export const maxSemanticChecks = 10;
const timeoutMs = 10_000;

const verdict = z.object({ equivalent: z.boolean(), reason: z.string() });

async function judge(model: LanguageModel, question: GradedQuestion): Promise<boolean> {
  const { output } = await generateText({
    model,
    output: Output.object({ schema: verdict, name: 'verdict' }),
    system:
      'You grade a student’s short answer. Say equivalent only if the answer means the same as the expected answer in the context of the passage; a vaguer, broader or different term is not equivalent. Answer with JSON only.',
    prompt: `Passage: "${question.source.quote ?? ''}"\nQuestion: ${question.question}\nExpected answer: ${question.correctAnswer}\nStudent's answer: ${question.userAnswer}`,
    maxOutputTokens: 200,
    temperature: 0,
    abortSignal: AbortSignal.timeout(timeoutMs),
  });
  return output.equivalent;
}

/** The graded questions with failed short answers re-judged by the model, marked "semantic" when it agrees. */
export async function judgeSemantically(model: LanguageModel, graded: GradedQuestion[]): Promise<GradedQuestion[]> {
  const candidates = graded
    .map((question, index) => ({ question, index }))
    .filter(({ question }) => question.type === 'short_answer' && !question.isCorrect && question.userAnswer)
    .slice(0, maxSemanticChecks);
  const verdicts = await Promise.all(
    candidates.map(({ question }) =>
      judge(model, question).catch((error) => {
        console.warn('Semantic grading failed; keeping the strict grade:', error);
        return false;
      }),
    ),
  );
  const out = [...graded];
  candidates.forEach(({ question, index }, i) => {
    if (verdicts[i]) out[index] = { ...question, isCorrect: true, gradedBy: 'semantic' };
  });
  return out;
}
