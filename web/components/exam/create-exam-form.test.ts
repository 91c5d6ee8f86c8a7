import { describe, expect, it } from 'vitest';
import { examDateIso, filterMaterials, firstProblem, selectAllCompleted, topicsOf } from './create-exam-form';

const materials = [
  { id: 'a', originalName: 'Lecture-1.pdf', status: 'completed', topics: ['Iterators', 'Generators'] },
  { id: 'b', originalName: 'lecture-2.docx', status: 'processing', topics: [] },
  { id: 'c', originalName: 'Notes.txt', status: 'completed', topics: ['Generators', 'Closures'] },
  { id: 'd', originalName: 'LECTURE-3.pdf', status: 'failed', topics: null },
];

describe('the material search', () => {
  it('matches the file name case-insensitively, anywhere in it', () => {
    expect(filterMaterials(materials, 'lecture').map((m) => m.id)).toEqual(['a', 'b', 'd']);
    expect(filterMaterials(materials, 'TES.T').map((m) => m.id)).toEqual(['c']);
  });

  it('shows every material for an empty search', () => {
    expect(filterMaterials(materials, '  ')).toHaveLength(4);
  });
});

describe('Select All', () => {
  it('adds only the completed materials among those shown', () => {
    expect(selectAllCompleted([], filterMaterials(materials, 'lecture'))).toEqual(['a']);
  });

  it('keeps what was already selected outside the filter', () => {
    expect(selectAllCompleted(['c'], filterMaterials(materials, 'lecture')).sort()).toEqual(['a', 'c']);
  });
});

describe('the topics sent', () => {
  it('are the union of the chosen materials’ topics without duplicates', () => {
    expect(topicsOf(materials, ['a', 'c'])).toEqual(['Iterators', 'Generators', 'Closures']);
    expect(topicsOf(materials, ['d'])).toEqual([]);
  });
});

describe('validation, in the spec’s order', () => {
  const valid = { title: 'Midterm', materialIds: ['a'], questionTypes: ['multiple_choice' as const], examDate: '' };

  it('asks for a title first, even when everything else is missing too', () => {
    expect(firstProblem({ title: '   ', materialIds: [], questionTypes: [], examDate: '' })?.message).toBe(
      'Please enter an exam title',
    );
  });

  it('then for a material, then for a question type', () => {
    expect(firstProblem({ ...valid, materialIds: [], questionTypes: [] })?.message).toBe(
      'Please select at least one material',
    );
    expect(firstProblem({ ...valid, questionTypes: [] })?.message).toBe('Please select at least one question type');
  });

  it('refuses an exam date before today and accepts today', () => {
    expect(firstProblem({ ...valid, examDate: '2026-03-09' }, '2026-03-10')?.field).toBe('examDate');
    expect(firstProblem({ ...valid, examDate: '2026-03-10' }, '2026-03-10')).toBeNull();
  });

  it('passes a complete form', () => {
    expect(firstProblem(valid)).toBeNull();
  });
});

describe('the exam date sent', () => {
  it('is the start of that day in the student’s time zone', () => {
    expect(new Date(examDateIso('2026-12-01') as string).getDate()).toBe(1);
    expect(examDateIso('')).toBeNull();
  });
});
