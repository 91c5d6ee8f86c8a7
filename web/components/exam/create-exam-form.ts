// The create-exam form's rules (spec sections 2 and 5): the material search,
// Select All, the topics sent, and validation in the spec's order.
import type { QuestionType } from './exam-options';

type MaterialLike = { id: string; originalName: string; status: string; topics: string[] | null };

/** Case-insensitive substring match on the file name. */
export function filterMaterials<M extends MaterialLike>(materials: readonly M[], search: string): M[] {
  const needle = search.trim().toLowerCase();
  return needle ? materials.filter((m) => m.originalName.toLowerCase().includes(needle)) : [...materials];
}

/** Select All: the selection plus every completed material among those shown. */
export function selectAllCompleted(selected: readonly string[], shown: readonly MaterialLike[]): string[] {
  const ids = new Set(selected);
  for (const material of shown) if (material.status === 'completed') ids.add(material.id);
  return [...ids];
}

/** The union of the chosen materials' topics, de-duplicated, in the order they first appear. */
export function topicsOf(materials: readonly MaterialLike[], selected: readonly string[]): string[] {
  const chosen = new Set(selected);
  return [...new Set(materials.filter((m) => chosen.has(m.id)).flatMap((m) => m.topics ?? []))];
}

export type ExamFormProblem = { field: 'title' | 'materials' | 'questionTypes' | 'examDate'; message: string };

/** The first problem, in the spec's order: title, materials, question types (then the exam date). */
export function firstProblem(
  form: { title: string; materialIds: readonly string[]; questionTypes: readonly QuestionType[]; examDate: string },
  today: string = localDate(new Date()),
): ExamFormProblem | null {
  if (!form.title.trim()) return { field: 'title', message: 'Please enter an exam title' };
  if (form.materialIds.length === 0) return { field: 'materials', message: 'Please select at least one material' };
  if (form.questionTypes.length === 0)
    return { field: 'questionTypes', message: 'Please select at least one question type' };
  if (form.examDate && form.examDate < today)
    return { field: 'examDate', message: 'The exam date cannot be in the past' };
  return null;
}

/** A date input's value (YYYY-MM-DD) for a moment, in the student's time zone. */
export function localDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The exam day as sent to the API: the start of that day where the student is. */
export function examDateIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).toISOString();
}
