import { describe, expect, it } from 'vitest';
import type { OutlineEntry } from '../ingest/material-text';
import type { Block, CleanDocument } from './clean';
import { materialDescription, materialTitle, materialTopics, sectionTopic } from './topics';

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
const entry = (title: string, level: number, page: number): OutlineEntry => ({ title, level, page });
const outlineOf = (d: CleanDocument, levels: Record<string, number>) =>
  d.blocks.filter((b) => b.kind === 'heading').map((b) => entry(b.text, levels[b.text] ?? 1, b.page));

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
const rIntroOutline = outlineOf(rIntro, { '6.1 Lists': 2, '6.3 Data frames': 2 });

describe('materialTopics', () => {
  it('takes the sections of a part that has no usable name, or is named as the material', () => {
    // The gnuplot manual: parts "Gnuplot" (the program itself), "Plotting styles", "Commands" (too generic, with
    // many sections) and "Terminal types".
    const commands = ['Cd', 'Call', 'Clear', 'Fit', 'Help', 'History', 'Load', 'Pause', 'Plot', 'Print', 'Replot'];
    const more = ['Reset', 'Save', 'Splot', 'Stats', 'Test', 'Unset', 'Update'];
    const manual = doc([
      heading('Gnuplot'),
      heading('Syntax'),
      prose(300),
      heading('Plotting styles', 2),
      heading('Boxplot', 2),
      prose(400, 2),
      heading('Commands', 3),
      ...[...commands, ...more].flatMap((name) => [heading(name, 3), prose(100, 3)]),
      heading('Terminal types', 4),
      heading('Epslatex', 4),
      prose(400, 4),
    ]);
    const levels = Object.fromEntries(['Syntax', 'Boxplot', ...commands, ...more, 'Epslatex'].map((n) => [n, 2]));
    const topics = materialTopics(manual, outlineOf(manual, levels), {
      paged: true,
      title: 'Gnuplot 5.4 An Interactive Plotting Program',
    });
    expect(topics).not.toContain('Gnuplot');
    expect(topics).toEqual(expect.arrayContaining(['Syntax', 'Plotting Styles', 'Fit', 'Terminal Types']));
    expect(topics.length).toBe(15);
  });

  it('names the main sections by their headings, in order, numbers stripped, in title case', () => {
    // Three chapters are too few: their sections count too.
    expect(materialTopics(rIntro, rIntroOutline, { paged: true, title: 'An Introduction to R' })).toEqual([
      'Lists and Data Frames',
      'Lists',
      'Data Frames',
      'Graphical Procedures',
      'Sample Session',
    ]);
    const chapters = rIntroOutline.filter((e) => e.level === 1);
    expect(materialTopics(rIntro, chapters, { paged: true, title: 'An Introduction to R' })).toEqual([
      'Lists and Data Frames',
      'Graphical Procedures',
      'Sample Session',
    ]);
  });

  it.each([
    'Introduction',
    'Conclusions',
    'Acknowledgements',
    'References',
    'Chapter 3',
    'CHAPTER XIV',
    'Exercises',
    'Overview',
    'General',
    'Introduction and preliminaries',
    'Table of Contents',
    'Front Matter.',
    'Concept Index',
    'COPYRIGHT AND DISCLAIMER',
    'SYNOPSIS',
  ])('never offers the generic heading "%s"', (name) => {
    const d = doc([heading('A Title'), heading(name), prose(400)]);
    expect(materialTopics(d, outlineOf(d, {}), { paged: true, title: 'A Title' })).toEqual([]);
  });

  it.each([
    { levels: 'chapters when they are five to fifteen', chapters: 6, sections: 3, expected: 6 },
    { levels: 'sections when there are fewer than five chapters', chapters: 2, sections: 4, expected: 8 },
    { levels: 'chapters when sections would be more than fifteen', chapters: 4, sections: 5, expected: 4 },
    { levels: 'the fifteen largest chapters when there are more', chapters: 20, sections: 1, expected: 15 },
  ])('chooses $levels', ({ chapters, sections, expected }) => {
    const blocks: Block[] = [];
    const outline: OutlineEntry[] = [];
    let page = 1;
    for (let c = 1; c <= chapters; c++) {
      outline.push(entry(`${c} Chapter topic ${String.fromCharCode(64 + c)}`, 1, page));
      for (let s = 1; s <= sections; s++) {
        outline.push(
          entry(`${c}.${s} Section topic ${String.fromCharCode(64 + c)}${String.fromCharCode(64 + s)}`, 2, page),
        );
        blocks.push(prose(100 + c, page));
        page++;
      }
    }
    const topics = materialTopics(doc(blocks), outline, { paged: false });
    expect(topics).toHaveLength(expected);
    expect(topics.every((t) => /^(Chapter|Section) Topic/.test(t))).toBe(true);
  });

  it('leaves out sections that hold almost none of the text', () => {
    const d = doc([heading('Masthead'), para('Editorial Board'), heading('Lists'), prose(800)]);
    expect(materialTopics(d, outlineOf(d, {}), { paged: true })).toEqual(['Lists']);
  });

  it('gives nothing without an outline (the caller names the material by its title)', () => {
    expect(materialTopics(doc([prose(400)]), [], { paged: true })).toEqual([]);
  });

  it('merges sections with the same name', () => {
    const d = doc([
      heading('3 Trace Trees'),
      prose(300),
      heading('7 Trace trees'),
      prose(300),
      heading('Blacklisting'),
      prose(300),
    ]);
    expect(materialTopics(d, outlineOf(d, {}), { paged: true })).toEqual(['Trace Trees', 'Blacklisting']);
  });
});

describe('sectionTopic', () => {
  it.each([
    ['Class: `dns.Resolver`', 'dns.Resolver'],
    ['`os.loadavg()`', 'os.loadavg()'],
    ['`os.getPriority([pid])`', 'os.getPriority()'],
    ['`os.EOL`', 'os.EOL'],
    ["Event: 'close'", null],
    ['Chapter One: Creators', 'Creators'],
    ['Overview: Example Tracing Run', 'Example Tracing Run'],
  ])('names "%s" by its subject, never by the kind of entry it is', (heading, topic) => {
    expect(sectionTopic(heading)).toBe(topic);
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

  it.each([
    {
      name: "a lead-in sentence or a manual page's section name",
      blocks: [
        heading('NAME'),
        para('Otherwise, you can install it for your own use into your home directory like so:'),
      ],
      file: 'makemaker-faq.txt',
      title: 'Makemaker-faq',
    },
    {
      name: 'a numbered sentence',
      blocks: [
        para('1. Definitions.'),
        para('1.1. "Contributor" means each entity that creates or contributes to the creation of Modifications.'),
      ],
      file: 'MPL-1.1.txt',
      title: 'MPL-1.1',
    },
  ])('takes no $name for a title', ({ blocks, file, title }) => {
    expect(materialTitle(doc([...blocks, prose(100)]), null, file)).toBe(title);
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
