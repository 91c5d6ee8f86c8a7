// The public site's one source of page metadata and shared copy: the Worker
// writes it into each public page's HTML (head tags, JSON-LD, sitemap) and the
// SPA reads the same data for the landing's FAQ and for client-side navigation.

export const site = {
  name: 'Prepwise',
  /** The browser title of pages that set none of their own (the signed-in app). */
  defaultTitle: 'Prepwise — AI practice exams from your own study materials',
  description:
    'Upload your notes, slides and readings. Prepwise turns them into timed practice exams, grades them, finds your knowledge gaps and plans your reviews.',
  tagline: 'Your AI-powered study companion',
  /** The shared social preview image (1200×630), under web/public. */
  image: { path: '/og-image.png', width: 1200, height: 630, alt: 'Prepwise — practice exams from your own notes' },
  logoPath: '/logo.png',
  locale: 'en_US',
} as const;

/** Spec section 9: the legal constants. */
export const legal = {
  effectiveDate: 'October 1, 2025',
  effectiveMonth: 'October 2025',
  privacyResponseDays: 30,
  minimumAge: 13,
  uploadTypes: ['PDF', 'DOCX', 'TXT'],
  maxUploadMb: 50,
} as const;

export type FaqItem = { question: string; answer: string };

/** The landing page's FAQ: the accordion shows it and the FAQPage JSON-LD repeats it word for word. */
export const landingFaq: readonly FaqItem[] = [
  {
    question: 'Will Prepwise actually improve my grades?',
    answer:
      'Practising with exam-style questions is one of the most reliable ways to raise a grade, because recalling an answer strengthens memory far more than rereading it. Prepwise writes those questions from your own course materials, grades every attempt and points you to the topics that cost you marks, so each session goes where it helps your grade most.',
  },
  {
    question: 'How much time will I save?',
    answer:
      'Students typically cut their study time in half. Instead of rereading everything, you practise, see what you already know and review only what you missed. About 20 minutes a day is enough to keep every topic fresh until exam day.',
  },
  {
    question: 'How will it make me more confident on test day?',
    answer:
      'You will have sat timed practice exams on the exact material you are tested on, watched your scores climb and closed your knowledge gaps one by one. Walking in, you know what to expect and you know you are ready.',
  },
  {
    question: "I'm already overloaded. Is this one more thing to manage?",
    answer:
      'No. Upload the files you already have and Prepwise does the rest: it writes the questions, times the exam, grades it and plans your next reviews. You only decide when to practise, and a short session fits between classes.',
  },
  {
    question: 'Does it work for my subject?',
    answer:
      'Yes, if your course comes with reading. Prepwise works from whatever you upload as PDF, DOCX or TXT: lecture notes, slides, textbook chapters, case studies or a syllabus. Students use it for biology, history, law, economics, psychology, computer science and much more.',
  },
];

export type Competitor = { slug: string; name: string };

/** The five comparison pages, in the spec's order (and the footer's). */
export const competitors: readonly Competitor[] = [
  { slug: 'chatgpt', name: 'ChatGPT' },
  { slug: 'claude', name: 'Claude' },
  { slug: 'gemini', name: 'Gemini' },
  { slug: 'notebooklm', name: 'NotebookLM' },
  { slug: 'studyfetch', name: 'StudyFetch' },
];

export const comparisonPath = (competitor: Competitor) => `/comparisons/prepwise-vs-${competitor.slug}`;

export type PublicPage = {
  path: string;
  title: string;
  description: string;
  /** Questions for the FAQPage structured data. */
  faq?: readonly FaqItem[];
  /** How often the page is expected to change, for the sitemap. */
  changeFrequency: 'weekly' | 'monthly' | 'yearly';
  priority: number;
};

export const publicPages: readonly PublicPage[] = [
  {
    path: '/',
    title: 'Prepwise — AI Practice Exams From Your Own Study Materials',
    description:
      'Turn your notes, slides and readings into timed practice exams. Prepwise grades your answers, finds your weak topics and plans your reviews. Free to start.',
    faq: landingFaq,
    changeFrequency: 'weekly',
    priority: 1,
  },
  {
    path: '/login',
    title: 'Sign In — Prepwise',
    description:
      'Sign in to Prepwise with your Google account to upload study materials, take timed practice exams and track your progress.',
    changeFrequency: 'yearly',
    priority: 0.3,
  },
  ...competitors.map(
    (competitor): PublicPage => ({
      path: comparisonPath(competitor),
      title: `Prepwise vs ${competitor.name}: Which is Better for Exam Prep?`,
      description: `Compare Prepwise and ${competitor.name} for exam preparation: practice questions from your own materials, automatic grading, knowledge gaps, spaced repetition and progress tracking.`,
      changeFrequency: 'monthly',
      priority: 0.7,
    }),
  ),
  {
    path: '/terms-of-service',
    title: 'Terms of Service — Prepwise',
    description: `The terms for using Prepwise, the AI-assisted exam-preparation app: accounts, your study materials, acceptable use and our responsibilities. Effective ${legal.effectiveMonth}.`,
    changeFrequency: 'yearly',
    priority: 0.2,
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy — Prepwise',
    description: `What Prepwise collects, why, how long it is kept and your rights. Your study materials stay private and are never shared or used to train AI models. Effective ${legal.effectiveMonth}.`,
    changeFrequency: 'yearly',
    priority: 0.2,
  },
];

/** The public page at this path (no trailing slash), if it is one. */
export function findPublicPage(pathname: string): PublicPage | undefined {
  return publicPages.find((page) => page.path === pathname);
}
