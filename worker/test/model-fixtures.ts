// A small material and the answers a model might give about it, shared by the
// model engine's tests (a stand-in model) and the openai-compatible tests (a
// real chat-completions server), and a short answer for the semantic judge.
import type { GradedQuestion } from '../db/schema';
import type { GenerationRequest, MaterialSource } from '../generate/engine';

const pageOne = [
  'Photosynthesis is the process by which green plants convert light energy into chemical energy.',
  'The chloroplast is the organelle in which photosynthesis takes place.',
  'Chlorophyll is the green pigment that absorbs red and blue light.',
].join(' ');
const pageTwo = [
  'Cellular respiration is the process by which cells release energy from glucose.',
  'The mitochondrion is the organelle in which cellular respiration takes place.',
  'Respiration produces carbon dioxide and water as waste products.',
].join(' ');

export const material: MaterialSource = {
  materialId: 'm-ai',
  title: 'Plant energy',
  text: {
    unit: 'page',
    pages: [
      { page: 1, text: pageOne },
      { page: 2, text: pageTwo },
    ],
    headings: [],
    metadataTitle: null,
  },
  topics: ['Photosynthesis', 'Cellular Respiration'],
  syllabus: { learningObjectives: ['Explain how plants capture light energy'] },
};

export const pageTextOf = (page: number) => material.text.pages.find((p) => p.page === page)?.text;

export const request: GenerationRequest = { count: 2, types: ['multiple_choice', 'fill_blank'], difficulty: 'mixed' };

/** Two questions a careful model writes: grounded, quoted from their page. */
export const soundItems = [
  {
    type: 'multiple_choice',
    question: 'In which organelle does photosynthesis take place?',
    options: ['Mitochondrion', 'Chloroplast', 'Ribosome', 'Nucleus'],
    correctAnswer: 'Chloroplast',
    acceptedAnswers: [],
    explanation: 'Page 1 says the chloroplast is where photosynthesis takes place.',
    topic: 'Photosynthesis',
    difficulty: 'easy',
    page: 1,
    quote: 'The chloroplast is the organelle in which photosynthesis takes place.',
  },
  {
    type: 'fill_blank',
    question: '_____ is the green pigment that absorbs red and blue light.',
    options: [],
    correctAnswer: 'Chlorophyll',
    acceptedAnswers: [],
    explanation: 'Page 1 names chlorophyll as the green pigment.',
    topic: 'Photosynthesis',
    difficulty: 'medium',
    page: 1,
    quote: 'Chlorophyll is the green pigment that absorbs red and blue light.',
  },
];

/** An answer the material does not support: the options and answer are invented. */
export const inventedItem = {
  ...soundItems[0],
  correctAnswer: 'Golgi body',
  options: ['Golgi body', 'Ribosome', 'Nucleus', 'Vacuole'],
};

/** A quote that is not on its page. */
export const misquotedItem = {
  ...soundItems[1],
  quote: 'Chlorophyll reflects green light, which is why leaves look green.',
};

/** A short answer the strict grader failed that means the same as the key: what a semantic judge is for. */
export const paraphrasedAnswer: GradedQuestion = {
  id: 'q1',
  question: 'What process do plants use to make food from light?',
  type: 'short_answer',
  options: null,
  userAnswer: 'making sugar from sunlight',
  correctAnswer: 'photosynthesis',
  isCorrect: false,
  gradedBy: 'no-match',
  topic: 'Plants',
  difficulty: 'medium',
  explanation: 'e',
  source: { materialId: 'm', page: 1, quote: 'Photosynthesis is how plants make sugar from sunlight.' },
};
