import { describe, expect, it } from 'vitest';
import { fileProblem, isSystemFile, keyConcepts, plural, rejectionMessage } from './upload-rules';

describe('fileProblem', () => {
  it.each([
    ['notes.pdf', 1000, null],
    ['Essay.DOCX', 1000, null],
    ['readme.txt', 0, null],
    ['slides.pptx', 1000, 'Invalid file type'],
    ['old.doc', 1000, 'Invalid file type'],
    ['big.pdf', 50 * 1024 * 1024 + 1, 'File too large'],
    ['limit.pdf', 50 * 1024 * 1024, null],
  ])('judges %s of %i bytes as %s', (name, size, title) => {
    expect(fileProblem({ name, size })?.title ?? null).toBe(title);
  });

  it('names the file in the spec wording', () => {
    expect(fileProblem({ name: 'a.png', size: 1 })?.description).toBe(
      'a.png: Please upload PDF, DOCX, or TXT files only.',
    );
    expect(fileProblem({ name: 'b.pdf', size: 60 * 1024 * 1024 })?.description).toBe(
      'b.pdf: Please upload files smaller than 50MB.',
    );
  });
});

describe('isSystemFile', () => {
  it.each([
    ['.DS_Store', true],
    ['Thumbs.db', true],
    ['thumbs.db', true],
    ['notes.txt', false],
  ])('%s → %s', (name, skipped) => {
    expect(isSystemFile(name)).toBe(skipped);
  });
});

describe('rejectionMessage', () => {
  it('maps the drop component codes and leaves unknown ones to the fallback', () => {
    expect(rejectionMessage('TOO_MANY_FILES')).toBe('Too many files');
    expect(rejectionMessage('FILE_EXISTS')).toBeNull();
  });
});

describe('keyConcepts', () => {
  it('counts each topic once per completed material, most common first', () => {
    const concepts = keyConcepts([
      { status: 'completed', topics: ['Cells', 'Energy', 'Cells'] },
      { status: 'completed', topics: ['Cells', 'Atoms'] },
      { status: 'processing', topics: ['Cells', 'Ignored'] },
      { status: 'failed', topics: ['Ignored'] },
      { status: 'completed', topics: null },
    ]);
    expect(concepts).toEqual([
      { topic: 'Cells', documentCount: 2 },
      { topic: 'Atoms', documentCount: 1 },
      { topic: 'Energy', documentCount: 1 },
    ]);
  });
});

describe('plural', () => {
  it('says one or many', () => {
    expect(plural(1, 'file')).toBe('1 file');
    expect(plural(0, 'file')).toBe('0 files');
  });
});
