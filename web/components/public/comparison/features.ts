// What each comparison page's table says (spec section 2, "Comparison pages").
import type { Competitor } from '../../../../worker/public/site';

export type Outcome = 'yes' | 'no' | 'limited' | 'basic';

export const features = [
  'Exam-specific practice questions',
  'Automatic grading and scoring',
  'Knowledge gap identification',
  'Spaced repetition scheduling',
  'Progress tracking and analytics',
  'PDF/DOCX/TXT uploads',
] as const;

const row = (firstFive: Outcome, uploads: Outcome): Outcome[] => [...Array(5).fill(firstFive), uploads];

/** The competitor's column: the first two chat assistants, the search company's assistant and the notebook tool, the study tool. */
export const competitorOutcomes: Record<string, Outcome[]> = {
  chatgpt: row('no', 'limited'),
  claude: row('no', 'limited'),
  gemini: row('no', 'yes'),
  notebooklm: row('no', 'yes'),
  studyfetch: ['yes', 'yes', 'basic', 'basic', 'basic', 'yes'],
};

/** Prepwise has all six. */
export const prepwiseOutcomes: Outcome[] = row('yes', 'yes');

/** The hero's sentence under the headline. */
export function introFor(competitor: Competitor): string {
  const { name } = competitor;
  switch (competitor.slug) {
    case 'chatgpt':
    case 'claude':
      return `${name} is a capable general-purpose AI assistant. Prepwise is built for one job: getting you ready for an exam, with timed practice tests from your own materials, automatic grading and a review plan.`;
    case 'gemini':
    case 'notebooklm':
      return `${name} helps you read and ask questions about your documents. Prepwise turns those documents into timed practice exams, grades them and tracks what you know, topic by topic.`;
    default:
      return `${name} and Prepwise are both study tools. Here is how they compare when what you need is a better grade on an upcoming exam.`;
  }
}

export type Difference = { title: string; text: string };

/** Three differences per competitor, for the cards under the table. */
export function differencesFrom(competitor: Competitor): Difference[] {
  const { name } = competitor;
  switch (competitor.slug) {
    case 'chatgpt':
    case 'claude':
      return [
        {
          title: 'Built for exams, not conversations',
          text: `${name} answers whatever you ask. Prepwise sets you timed practice exams written from your own materials, so you rehearse the real thing instead of chatting about it.`,
        },
        {
          title: 'Graded, with your weak topics found',
          text: `Every Prepwise exam is graded on the spot, with a topic and difficulty breakdown. ${name} does not grade practice exams or track your results, so it cannot show you where you keep losing marks.`,
        },
        {
          title: 'A review plan that remembers',
          text: `Prepwise schedules spaced-repetition reviews of the topics you struggle with and tracks your progress over weeks. ${name} has no review schedule or progress tracking built in.`,
        },
      ];
    case 'gemini':
    case 'notebooklm':
      return [
        {
          title: 'Practice, not just summaries',
          text: `${name} can read your documents and talk about them. Prepwise turns the same PDF, DOCX and TXT files into timed practice exams that test what you actually remember.`,
        },
        {
          title: 'Scores you can act on',
          text: `Prepwise grades every answer and shows your results by topic and difficulty, with your knowledge gaps listed. ${name} has no grading or gap tracking, so you have to guess where you stand.`,
        },
        {
          title: 'Reviews on a schedule',
          text: `Prepwise plans spaced-repetition reviews for your weakest topics and charts your progress. ${name} leaves deciding what to study next, and when, to you.`,
        },
      ];
    default:
      return [
        {
          title: 'Your materials, your exam',
          text: `Both tools quiz you, but Prepwise builds full timed practice exams from your own uploads and syllabus, with the question count, types and difficulty you choose.`,
        },
        {
          title: 'Knowledge gaps in depth',
          text: `${name} offers basic gap spotting and progress views. Prepwise breaks every result down by topic and difficulty and gives you an exam-readiness figure you can track.`,
        },
        {
          title: 'Smarter spaced repetition',
          text: `Prepwise schedules reviews per topic with a modern spaced-repetition model, so the topics you are about to forget come back at the right moment, not on a fixed timetable.`,
        },
      ];
  }
}
