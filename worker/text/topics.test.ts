import { describe, expect, it } from 'vitest';
import type { Block, CleanDocument } from './clean';
import type { KeyTerm } from './terms';
import { materialDescription, materialTitle, materialTopics } from './topics';

const doc = (blocks: Block[]): CleanDocument => ({ blocks, emphasis: new Map(), stats: {} });
const heading = (text: string, page = 1): Block => ({
  text,
  page,
  kind: 'heading',
  heading: text.replace(/^[\d.]+\s+/, ''),
});
const para = (text: string, page = 1): Block => ({ text, page, kind: 'para', heading: null });
/** A paragraph of about `words` words of R-manual prose. */
const prose = (words: number, page = 1) =>
  para('A list in R is an ordered collection of objects known as its components. '.repeat(Math.ceil(words / 13)), page);
const term = (display: string, count = 10, pages = [1, 2, 3]): KeyTerm => ({
  key: display.toLowerCase(),
  display,
  count,
  score: count,
  inHeading: false,
  definitional: false,
  pages,
});

// The outline of "An Introduction to R": a title, then chapters of different sizes.
const rIntro = doc([
  heading('An Introduction to R'),
  heading('1 Introduction and preliminaries'),
  prose(300),
  heading('6 Lists and data frames', 2),
  prose(200, 2),
  heading('6.1 Lists', 2),
  prose(300, 2),
  heading('6.3 Data frames', 3),
  prose(400, 3),
  heading('12 Graphical procedures', 4),
  prose(600, 4),
  heading('Appendix A A sample session', 5),
  prose(50, 5),
]);

describe('materialTopics', () => {
  it('names the largest sections by their headings, largest first, numbers stripped, in title case', () => {
    expect(materialTopics(rIntro, [])).toEqual(['Lists and Data Frames', 'Graphical Procedures']);
  });

  it.each([
    'Introduction',
    'Conclusions',
    'Acknowledgements',
    'Chapter 3',
    'CHAPTER XIV',
    'Exercises',
    'Overview',
    'Introduction and preliminaries',
    'Table of Contents',
  ])('never offers the generic heading "%s"', (name) => {
    expect(materialTopics(doc([heading('A Title'), heading(name), prose(400)]), [])).toEqual([]);
  });

  it('fills the list with key terms after the headings', () => {
    expect(materialTopics(rIntro, [term('data frame'), term('vector'), term('outer product')])).toEqual([
      'Lists and Data Frames',
      'Graphical Procedures',
      'Vector',
      'Outer Product',
    ]);
  });

  it('leaves out a lone everyday word unless the material names or defines it', () => {
    const defined = { ...term('factor'), definitional: true };
    expect(materialTopics(doc([prose(400)]), [term('university'), term('viewing'), defined])).toEqual(['Factor']);
  });

  it('drops near-duplicates: plurals, case, and one topic contained in another', () => {
    const paper = doc([heading('Title'), heading('3 Trace Trees'), prose(400), heading('4 Evaluation'), prose(300)]);
    const topics = materialTopics(paper, [
      term('trace tree'),
      term('Trace trees'),
      term('side exit'),
      term('side exits'),
    ]);
    expect(topics).toEqual(['Trace Trees', 'Side Exit']);
  });

  it('never offers code, stop words or one-off terms', () => {
    const terms = [
      term('data.frame'),
      term('__next__ method'),
      term('the'),
      term('other'),
      term('once only', 1),
      term('vector'),
    ];
    expect(materialTopics(doc([prose(400)]), terms)).toEqual(['Vector']);
  });

  it("leaves out a term that is the material's own subject", () => {
    const debian = doc([heading('Debian Reference'), prose(400)]);
    expect(materialTopics(debian, [term('Debian'), term('package management')])).toEqual(['Package Management']);
  });

  it('prefers a general heading to a longer one of about the same size', () => {
    const howto = doc([
      heading('Functional Programming HOWTO'),
      heading('Passing values into a generator'),
      prose(400),
      heading('Generators'),
      prose(350),
    ]);
    expect(materialTopics(howto, [])).toEqual(['Generators']);
  });

  it('returns at most `limit` topics', () => {
    expect(materialTopics(rIntro, [term('factor'), term('vector')], 1)).toEqual(['Lists and Data Frames']);
  });
});

describe('materialTitle', () => {
  const opening = doc([heading('Debian Reference'), prose(100)]);

  it.each([
    { metadata: 'Overview of the Technology Acceptance Model', title: 'Overview of the Technology Acceptance Model' },
    { metadata: 'PDF.js - Wikipedia', title: 'PDF.js' },
    {
      metadata: 'The Project Gutenberg eBook #41568: An Introduction to Mathematics.',
      title: 'An Introduction to Mathematics',
    },
    { metadata: 'Untitled', title: 'Debian Reference' },
    { metadata: 'Microsoft Word - thesis final.docx', title: 'Debian Reference' },
    { metadata: 'RNIAM-MODELE_DOUBLE_RATTACHT 1', title: 'Debian Reference' },
    { metadata: 'debian-reference.pdf', title: 'Debian Reference' },
    { metadata: 'IBM-PDFs.graffle', title: 'Debian Reference' },
    { metadata: null, title: 'Debian Reference' },
  ])('turns the metadata title $metadata into "$title"', ({ metadata, title }) => {
    expect(materialTitle(opening, metadata, 'debian-reference.pdf')).toBe(title);
  });

  it('skips first-page lines that are credits, versions or dates', () => {
    const vim = doc([heading('VIM USER MANUAL - by Bram Moolenaar'), para('Write a Vim script'), prose(100)]);
    expect(materialTitle(vim, null, 'vim-usr_41.txt')).toBe('Write a Vim script');
    const faq = doc([
      heading('Version 11.0'),
      heading('January 2021'),
      heading('The Debian GNU/Linux FAQ'),
      prose(100),
    ]);
    expect(materialTitle(faq, null, 'faq.txt')).toBe('The Debian GNU/Linux FAQ');
  });

  it('puts an all-capitals title in title case', () => {
    expect(materialTitle(doc([heading('EMMA'), heading('By Jane Austen'), prose(100)]), null, 'emma.txt')).toBe('Emma');
  });

  it('falls back to the file name without its extension', () => {
    expect(materialTitle(doc([prose(100)]), null, 'lecture_notes.week3.pdf')).toBe('Lecture notes week3');
  });
});

describe('materialDescription', () => {
  it('takes the first sentences of running prose, after notices and credits', () => {
    const rIntroOpening = doc([
      para('This is R-intro.info, produced by texi2any version 6.8 from R-intro.texi.'),
      para(
        'Permission is granted to make and distribute verbatim copies of this manual provided the copyright notice is preserved.',
      ),
      para(
        'This is an introduction to R (“GNU S”), a language and environment for statistical computing and graphics. R is similar to the award-winning S system. It provides a wide variety of techniques.',
      ),
    ]);
    expect(materialDescription(rIntroOpening)).toBe(
      'This is an introduction to R (“GNU S”), a language and environment for statistical computing and graphics. R is similar to the award-winning S system.',
    );
  });

  it('stays within 280 characters', () => {
    const long = doc([prose(120)]);
    const description = materialDescription(long) ?? '';
    expect(description.length).toBeGreaterThan(0);
    expect(description.length).toBeLessThanOrEqual(280);
  });

  it('returns null when there is no prose', () => {
    expect(materialDescription(doc([heading('Contents'), para('$ sudo apt install vim')]))).toBeNull();
  });
});
