// Every table of Prepwise. Spec section 3 names the fields; columns beyond it are
// marked with the reason the product needs them. Timestamps are epoch milliseconds.
import { sql } from 'drizzle-orm';
import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

const id = () =>
  text()
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
const nowMs = sql`(cast(unixepoch('subsec') * 1000 as integer))`;
const timestamp = () => integer({ mode: 'timestamp_ms' });
const createdAt = () => timestamp().notNull().default(nowMs);

export const users = sqliteTable('users', {
  id: id(),
  googleId: text().unique(),
  email: text().notNull().unique(),
  name: text().notNull(),
  picture: text(),
  username: text(),
  // Spec parity only: sign-in is identity-provider only, so this stays null.
  password: text(),
  createdAt: createdAt(),
});

// A session token is `<id>.<secret>`; only the SHA-256 of the secret is stored.
export const sessions = sqliteTable(
  'sessions',
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secretHash: text().notNull(),
    // Idle timeout: slides forward while the session is used.
    expiresAt: timestamp().notNull(),
    // Absolute timeout is measured from here.
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export type SyllabusData = {
  topics?: string[];
  learningObjectives?: string[];
  examInfo?: string;
  gradingBreakdown?: string;
  keyPoints?: string[];
};

export const courses = sqliteTable(
  'courses',
  {
    id: id(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    color: text().notNull().default('#6366F1'),
    syllabusData: text({ mode: 'json' }).$type<SyllabusData | null>().default(sql`null`),
    // Beyond the spec: where the syllabus file itself lives in R2, so it can be replaced or removed.
    syllabusPath: text(),
    createdAt: createdAt(),
  },
  (t) => [index('courses_user_created_idx').on(t.userId, t.createdAt)],
);

export const materialStatuses = ['processing', 'completed', 'failed'] as const;
export type MaterialStatus = (typeof materialStatuses)[number];

export const studyMaterials = sqliteTable(
  'study_materials',
  {
    id: id(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Deleting a course keeps its materials; they become Uncategorized.
    courseId: text().references(() => courses.id, { onDelete: 'set null' }),
    filename: text().notNull(),
    originalName: text().notNull(),
    title: text(),
    description: text(),
    fileSize: integer().notNull(),
    mimeType: text().notNull(),
    // R2 key of the uploaded file.
    objectPath: text().notNull(),
    status: text({ enum: materialStatuses }).notNull().default('processing'),
    questionCount: integer().notNull().default(0),
    topics: text({ mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    // A short excerpt only: D1 rows are capped at 1 MB, so the full page-mapped
    // text lives in R2 at textPath.
    extractedText: text(),
    // Beyond the spec: R2 key of the page-mapped text (one entry per page or section).
    textPath: text(),
    pageCount: integer(),
    // Beyond the spec: why processing failed, in words a student understands.
    failureReason: text(),
    uploadedAt: timestamp().notNull().default(nowMs),
    // Beyond the spec: when processing ended (completed or failed), so its duration is known.
    processedAt: timestamp(),
  },
  (t) => [
    index('materials_user_uploaded_idx').on(t.userId, t.uploadedAt),
    index('materials_status_uploaded_idx').on(t.status, t.uploadedAt),
    index('materials_course_idx').on(t.courseId),
  ],
);

export const difficulties = ['easy', 'medium', 'hard'] as const;
export const examDifficulties = ['easy', 'medium', 'hard', 'mixed'] as const;
export const questionTypes = ['multiple_choice', 'true_false', 'short_answer', 'fill_blank'] as const;
export type QuestionType = (typeof questionTypes)[number];

export const exams = sqliteTable(
  'exams',
  {
    id: id(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Deleting a course deletes its exams (and their questions); attempts keep their results.
    courseId: text().references(() => courses.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text(),
    timeLimit: integer().notNull(),
    questionCount: integer().notNull(),
    difficulty: text({ enum: examDifficulties }).notNull(),
    topics: text({ mode: 'json' }).$type<string[]>().notNull(),
    questionTypes: text({ mode: 'json' }).$type<QuestionType[]>().notNull(),
    // Beyond the spec's stored record (the client shape has them): the materials
    // the exam was made from, and the student's exam date.
    materialIds: text({ mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    examDate: timestamp(),
    status: text({ enum: ['draft', 'active'] })
      .notNull()
      .default('draft'),
    createdAt: createdAt(),
  },
  (t) => [index('exams_user_created_idx').on(t.userId, t.createdAt), index('exams_course_idx').on(t.courseId)],
);

export const questions = sqliteTable(
  'questions',
  {
    id: id(),
    // Beyond the spec: the owner, so every question read is scoped by user directly.
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // A material's question bank has examId null; an exam holds its own copies.
    // Deleting a material deletes its bank (in the same batch) but only unlinks
    // exam questions, so past exams and their results survive.
    materialId: text().references(() => studyMaterials.id, { onDelete: 'set null' }),
    examId: text().references(() => exams.id, { onDelete: 'cascade' }),
    topic: text().notNull(),
    difficulty: text({ enum: difficulties }).notNull(),
    type: text({ enum: questionTypes }).notNull(),
    question: text().notNull(),
    options: text({ mode: 'json' }).$type<string[] | null>(),
    correctAnswer: text().notNull(),
    // Beyond the spec: other answers graded correct (plural, spelling variants).
    acceptedAnswers: text({ mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    explanation: text().notNull(),
    // Beyond the spec: the source every question cites.
    sourcePage: integer(),
    sourceQuote: text(),
    // Beyond the spec: order within an exam.
    position: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('questions_material_idx').on(t.materialId),
    index('questions_exam_idx').on(t.examId, t.position),
    index('questions_user_idx').on(t.userId),
  ],
);

export const attemptStatuses = ['in_progress', 'completed'] as const;

export const examAttempts = sqliteTable(
  'exam_attempts',
  {
    id: id(),
    // Not a foreign key on purpose: an attempt and its score outlive a deleted
    // exam (the client then titles it "Exam" + the id's first 8 characters).
    examId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp().notNull().default(nowMs),
    // Beyond the spec: the server's deadline (start + time limit).
    deadline: timestamp().notNull(),
    completedAt: timestamp(),
    timeSpent: integer(),
    score: real(),
    totalQuestions: integer().notNull(),
    correctAnswers: integer().notNull().default(0),
    answers: text({ mode: 'json' }).$type<Record<string, string>>().notNull().default(sql`'{}'`),
    status: text({ enum: attemptStatuses }).notNull().default('in_progress'),
    // Spec: readinessScore on dashboard attempts. Fixed at grading time from the
    // score and the knowledge gaps as they then stood (formula in grading/readiness.ts).
    readinessScore: real(),
    // Beyond the spec: the questions the student flagged for review.
    flagged: text({ mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    // Beyond the spec: the graded questions as they were, so results stay
    // readable after the exam (and its questions) are deleted.
    results: text({ mode: 'json' }).$type<GradedQuestion[] | null>(),
  },
  (t) => [
    index('attempts_user_completed_idx').on(t.userId, t.completedAt),
    index('attempts_exam_user_idx').on(t.examId, t.userId, t.status),
    // A second tab or a double click resumes the running attempt, never starts another.
    uniqueIndex('attempts_one_running_idx').on(t.examId, t.userId).where(sql`status = 'in_progress'`),
  ],
);

/** A question of a graded attempt, as the results screen shows it. */
export type GradedQuestion = {
  id: string;
  question: string;
  type: QuestionType;
  options: string[] | null;
  userAnswer: string | null;
  correctAnswer: string;
  isCorrect: boolean;
  /** Which grading rule decided (exact option, normalised text, typo, semantic…). */
  gradedBy: string;
  topic: string;
  difficulty: (typeof difficulties)[number];
  explanation: string;
  source: { materialId: string | null; page: number | null; quote: string | null };
};

export const knowledgeGaps = sqliteTable(
  'knowledge_gaps',
  {
    id: id(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text().notNull(),
    weaknessLevel: real().notNull(),
    totalQuestions: integer().notNull(),
    correctAnswers: integer().notNull(),
    lastUpdated: timestamp().notNull().default(nowMs),
  },
  (t) => [
    uniqueIndex('gaps_user_topic_idx').on(t.userId, t.topic),
    index('gaps_user_weakness_idx').on(t.userId, t.weaknessLevel),
  ],
);

export const spacedRepetition = sqliteTable(
  'spaced_repetition',
  {
    id: id(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text().notNull(),
    nextReviewDate: timestamp().notNull(),
    intervalDays: real().notNull().default(0),
    reviewCount: integer().notNull().default(0),
    lastScore: real(),
    difficulty: real().notNull().default(5),
    stability: real().notNull().default(1),
    state: text().notNull().default('new'),
    lapses: integer().notNull().default(0),
    lastReviewDate: timestamp(),
    elapsedDays: integer().notNull().default(0),
    // Beyond the spec: FSRS's position in its short-term learning steps.
    learningSteps: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_user_topic_idx').on(t.userId, t.topic),
    index('reviews_user_next_idx').on(t.userId, t.nextReviewDate),
  ],
);

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type Course = typeof courses.$inferSelect;
export type StudyMaterial = typeof studyMaterials.$inferSelect;
export type Exam = typeof exams.$inferSelect;
export type Question = typeof questions.$inferSelect;
export type ExamAttempt = typeof examAttempts.$inferSelect;
export type KnowledgeGap = typeof knowledgeGaps.$inferSelect;
export type SpacedRepetitionItem = typeof spacedRepetition.$inferSelect;
