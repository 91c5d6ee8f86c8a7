// Reads a course syllabus offline: finds its sections (learning objectives,
// topics or schedule, exams, grading, policies and dates) by their headings
// and collects what each says. Deployed, Workers AI can do the same reading
// (generate/syllabus-ai.ts); this parser is the offline reader and the fallback.
import type { SyllabusData } from '../db/schema';

type Section = keyof SyllabusData;

// Heading words for each section, checked in this order (grading before exams:
// "Exam weighting" is about grading).
const sectionHeadings: [Section, RegExp][] = [
  [
    'learningObjectives',
    /\b(learning\s+)?(objectives?|outcomes?|goals?)\b|students will be able|by the end of (this|the) (course|module|semester)/i,
  ],
  [
    'gradingBreakdown',
    /\b(grading|grades?|marking|evaluation|grade (distribution|breakdown)|weighting|course grade|assessment weights?)\b/i,
  ],
  ['examInfo', /\b(exams?|examinations?|midterms?|finals?|tests?|quizz?(es)?|assessments?)\b/i],
  [
    'topics',
    /\b(topics?|schedule|calendar|outline|course content|contents?|syllabus|units?|modules?|lectures?|weekly plan|reading list|course plan)\b/i,
  ],
  [
    'keyPoints',
    /\b(polic(y|ies)|important dates|key (points|dates|information)|requirements?|expectations|prerequisites?|attendance|late (work|submissions?)|academic (integrity|honesty)|notes?)\b/i,
  ],
];

const listMarker = /^\s*(?:[-*•▪◦●○■□➢►–]|\(?\d{1,2}[.)]|\(?[a-z][.)]|\(?[ivx]{1,4}[.)])\s+/i;
const schedulePrefix =
  /^\s*(?:(?:week|wk|lecture|lec|class|session|day|unit|module|topic|chapter|ch\.?)\s*\d{1,2}[a-z]?|\d{1,2}[./-]\d{1,2}(?:[./-]\d{2,4})?|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+\w+\s+\d{1,2}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2})\s*[:.)–—-]?\s*/i;
const percentage = /\d{1,3}(?:\.\d+)?\s*%/;

const limits = { topics: 30, learningObjectives: 20, keyPoints: 12, text: 800 } as const;

function isHeading(line: string): Section | null {
  // "Week 5: Midterm Exam" is a schedule entry, not an exam section.
  if (schedulePrefix.test(line)) return null;
  const text = line.replace(/[:：]\s*$/, '').trim();
  const words = text.split(/\s+/).length;
  if (words > 8 || text.length > 70 || /[.!?]$/.test(text) || percentage.test(text)) return null;
  // Headings are short and stand on their own line: Title Case, UPPER CASE, numbered or ending with a colon.
  const looksLikeHeading =
    /[:：]\s*$/.test(line) ||
    text === text.toUpperCase() ||
    /^(\d+(\.\d+)*\.?|[IVX]+\.)\s/.test(text) ||
    /^\p{Lu}/u.test(text);
  if (!looksLikeHeading) return null;
  for (const [section, pattern] of sectionHeadings) if (pattern.test(text)) return section;
  return null;
}

const clean = (line: string) =>
  line
    .replace(listMarker, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s:–—-]+|[\s;,]+$/g, '')
    .trim();

/** "Week 3: Cell Division (Ch. 4)" → "Cell Division". */
function topicOf(line: string): string | null {
  let text = clean(line).replace(schedulePrefix, '');
  text = text
    .replace(/\((?:ch(?:apter)?s?\.?|pp?\.|read(?:ing)?s?|sections?)[^)]*\)/gi, '')
    .replace(/\s+[–—-]\s+(?:read|due|quiz|hw|homework|assignment|lab)\b.*$/i, '')
    .replace(/[.;:,]+$/, '')
    .trim();
  if (!text || text.length < 3 || text.length > 90 || !/\p{L}{3}/u.test(text)) return null;
  if (/^(no class|holiday|break|review|tbd|tba|midterm|final exam|exam)\b/i.test(text)) return null;
  return text;
}

function dedupe(items: string[], limit: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const key = item
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    if (key && !seen.has(key)) {
      seen.add(key);
      out.push(item);
    }
    if (out.length >= limit) break;
  }
  return out;
}

const joinText = (lines: string[]) => {
  // Sentences keep their own punctuation; fragments ("Homework 20%") are separated by semicolons.
  const text = lines
    .map(clean)
    .filter(Boolean)
    .reduce((joined, line) => (joined ? `${joined}${/[.!?]$/.test(joined) ? ' ' : '; '}${line}` : line), '');
  return text.length > limits.text ? `${text.slice(0, limits.text - 1).replace(/\s+\S*$/, '')}…` : text;
};

/** The sections of a syllabus found in its text; an empty object when it has none. */
export function parseSyllabus(text: string): SyllabusData {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\t/g, ' ').trimEnd())
    .filter((line) => line.trim());
  const bySection = new Map<Section, string[]>();
  let current: Section | null = null;
  for (const line of lines) {
    // "Grading: Midterm 30%, Final 40%" puts heading and content on one line.
    const inline = line.match(/^([^:：]{3,40})[:：]\s+(.+)$/);
    const headingOnly = isHeading(line);
    const inlineSection = !headingOnly && inline?.[1] ? isHeading(`${inline[1]}:`) : null;
    if (headingOnly) {
      current = headingOnly;
      continue;
    }
    if (inlineSection && inline?.[2]) {
      current = inlineSection;
      bySection.set(current, [...(bySection.get(current) ?? []), inline[2]]);
      continue;
    }
    if (current) bySection.set(current, [...(bySection.get(current) ?? []), line]);
  }

  const data: SyllabusData = {};
  // "Students will be able to:" introduces the objectives; it is not one.
  const objectives = (bySection.get('learningObjectives') ?? [])
    .filter((l) => !/[:：]\s*$/.test(l))
    .map(clean)
    .filter((l) => l.split(' ').length >= 3);
  if (objectives.length) data.learningObjectives = dedupe(objectives, limits.learningObjectives);

  const topics = (bySection.get('topics') ?? []).map(topicOf).filter((t): t is string => t !== null);
  if (topics.length) data.topics = dedupe(topics, limits.topics);

  // Grading lines are the ones with weights; exam lines anything under an exam heading.
  const gradingLines = [...(bySection.get('gradingBreakdown') ?? []), ...(bySection.get('examInfo') ?? [])].filter(
    (l) => percentage.test(l),
  );
  if (gradingLines.length) data.gradingBreakdown = joinText(dedupe(gradingLines, 20));
  const examLines = (bySection.get('examInfo') ?? []).filter(
    (l) => !gradingLines.includes(l) || /exam|midterm|final/i.test(l),
  );
  if (examLines.length) data.examInfo = joinText(examLines);

  const keyPoints = (bySection.get('keyPoints') ?? []).map(clean).filter((l) => l.split(' ').length >= 3);
  if (keyPoints.length) data.keyPoints = dedupe(keyPoints, limits.keyPoints);
  return data;
}

export const isEmptySyllabus = (data: SyllabusData) => Object.keys(data).length === 0;
