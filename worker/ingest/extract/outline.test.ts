import { describe, expect, it } from 'vitest';
import type { OutlineEntry } from '../material-text';
import { blocksOfHtml } from './docx';
import { settleOutline } from './outline';
import { layoutText, type PdfLine, slideTitles } from './pdf-layout';
import { textHeadings } from './text-outline';

const headings = (text: string) => textHeadings(text.split('\n')).map(({ title, level }) => [title, level]);

describe('textHeadings', () => {
  it.each([
    {
      format: 'Markdown "#" headings, pandoc attributes dropped',
      text: '---\ntitle: Guide\n---\n\n# Synopsis\n\ntext\n\n## General options {.options}\n\ntext\n\n```\n# not a heading\n```\n',
      expected: [
        ['Synopsis', 1],
        ['General options', 2],
      ],
    },
    {
      format: 'Markdown with a four-backtick fence holding three-backtick ones',
      text: '# Jupyter notebooks\n\ntext\n\n````\n# Lorem\n```{=html}\n<b>HTML</b>\n````\n\n# Custom readers and writers\n\ntext\n',
      expected: [
        ['Jupyter notebooks', 1],
        ['Custom readers and writers', 1],
      ],
    },
    {
      format: 'Markdown setext underlines',
      text: 'Intro\n=====\n\ntext\n\nDetails\n-------\n\ntext\n',
      expected: [
        ['Intro', 1],
        ['Details', 2],
      ],
    },
    {
      format: 'reStructuredText adornments, levels in order of first use',
      text: '****\n  HOWTO\n****\n\nIterators\n=========\n\ntext\n\nData types\n----------\n\ntext\n\nGenerators\n==========\n',
      expected: [
        ['HOWTO', 1],
        ['Iterators', 2],
        ['Data types', 3],
        ['Generators', 2],
      ],
    },
    {
      format: 'GNU Info underlines, by their fixed characters',
      text: 'File: R-intro.info,  Node: Preface,  Next: Intro\n\nPreface\n*******\n\nSuggestions to the reader\n-------------------------\n\n1.1 The R environment\n=====================\n',
      expected: [
        ['Preface', 1],
        ['Suggestions to the reader', 3],
        ['1.1 The R environment', 2],
      ],
    },
    {
      format: 'Org headlines',
      text: '#+TITLE: Notes\n\n* Cells\n\ntext\n\n** TODO Organelles :bio:\n\ntext\n',
      expected: [
        ['Cells', 1],
        ['Organelles', 2],
      ],
    },
    {
      format: 'Vim help sections',
      text: '====\n*41.1*\tIntroduction\t\t\t\t*vim-script-intro* *script*\n\ntext\n\n====\n*41.2*\tVariables\n',
      expected: [
        ['Introduction', 1],
        ['Variables', 1],
      ],
    },
    {
      format: 'DocBook plain text: "Chapter N." and numbered sections, not the contents list',
      text: 'Contents\n\n1. Definitions\n    1.1. What is this FAQ?\n\nChapter 1. Definitions\n\n1.1. What is this FAQ?\n\n    This document answers questions.\n',
      expected: [
        ['Chapter 1. Definitions', 1],
        ['1.1. What is this FAQ?', 2],
      ],
    },
    { format: 'plain prose (no headings)', text: 'It was a fine day.\n\nShe walked home.\n', expected: [] },
  ])('finds $format', ({ text, expected }) => {
    expect(headings(text)).toEqual(expected);
  });
});

describe('settleOutline', () => {
  const found = (title: string, page: number, size: number): OutlineEntry => ({ title, level: 1, page, size });

  it('keeps bookmarks as they are and leaves old texts without an outline', () => {
    const bookmarks = [{ title: 'Chapter', level: 1, page: 3 }];
    expect(settleOutline([bookmarks, [found('Other', 120, 14)]])).toEqual(bookmarks);
    expect(settleOutline([undefined, undefined])).toBeUndefined();
  });

  it('levels font headings by size, without the title page and running heads', () => {
    const outline = settleOutline([
      [
        found('Trace-based Type Specialization', 1, 17.9),
        found('1. Introduction', 1, 11),
        found('2. Overview', 2, 11),
        found('2.1 Traces', 3, 9),
        found('PLDI 2009', 2, 11),
        found('PLDI 2009', 3, 11),
      ],
      [found('3. Trace Trees', 101, 11), found('PLDI 2009', 101, 11)],
    ]);
    expect(outline).toEqual([
      { title: '1. Introduction', level: 1, page: 1 },
      { title: '2. Overview', level: 1, page: 2 },
      { title: '2.1 Traces', level: 2, page: 3 },
      { title: '3. Trace Trees', level: 1, page: 101 },
    ]);
  });
});

const line = (text: string, size: number, y: number, font = 'f1'): PdfLine => ({
  text,
  size,
  font,
  share: 1,
  monospace: false,
  x: 50,
  y,
});

describe('layoutText', () => {
  it('breaks where the font size changes or a gap opens, so a title never runs into a sentence', () => {
    const lines = [
      line('Routing', 28, 540),
      line('Find a route in the route table.', 18, 500),
      line('Each router forwards packets', 18, 477),
      line('hop by hop.', 18, 454),
      line('Routers exchange tables.', 18, 380),
    ];
    expect(layoutText(lines)).toBe(
      'Routing\n\nFind a route in the route table.\nEach router forwards packets\nhop by hop.\n\nRouters exchange tables.',
    );
  });

  it('keeps a heading wrapped over two lines together', () => {
    const lines = [
      line('Trace-based Specialization for', 11, 700),
      line('Dynamic Languages', 11, 686),
      line('Body', 11, 672),
    ];
    expect(
      layoutText(
        lines,
        new Map([
          [lines[0] as PdfLine, 0],
          [lines[1] as PdfLine, 0],
        ]),
      ),
    ).toBe('Trace-based Specialization for\nDynamic Languages\n\nBody');
  });
});

describe('slideTitles', () => {
  const slide = (page: number, title: string) => ({
    page,
    height: 595,
    lines: [line(title, 28, 540), line('A router forwards packets to the next hop.', 18, 480)],
  });

  it('makes one section per slide title, consecutive repeats merged', () => {
    const deck = [
      slide(1, 'Routing'),
      slide(2, 'Routing (cont.)'),
      slide(3, 'Switching'),
      slide(4, 'Address Resolution'),
    ];
    expect(slideTitles(deck)).toEqual([
      { title: 'Routing', level: 1, page: 1 },
      { title: 'Switching', level: 1, page: 3 },
      { title: 'Address Resolution', level: 1, page: 4 },
    ]);
  });

  it('finds no deck in pages of running text', () => {
    const page = (n: number) => ({ page: n, height: 842, lines: [line('Running text of a book.', 11, 700)] });
    expect(slideTitles([page(1), page(2), page(3)])).toBeNull();
  });
});

describe('blocksOfHtml', () => {
  const outline = (html: string) =>
    blocksOfHtml(html).flatMap((b) => (b.outline ? [[b.outline.title, b.outline.level]] : []));
  const para = '<p>The working group met four times and heard many voices from every region of the world.</p>';

  it('levels headings by their styles', () => {
    expect(outline(`<h1>Networks</h1>${para}<h3>Routing</h3>${para}`)).toEqual([
      ['Networks', 1],
      ['Routing', 3],
    ]);
  });

  it('reads hand-numbered headings by their numbering, and skips the table of contents and lists', () => {
    const html = [
      '<p>I. Introduction 1</p><p>II. Working definition 6</p>', // contents
      '<h1>BACKGROUND REPORT</h1>',
      `<p>I. Introduction</p>${para}`,
      `<p>II. Towards a working definition</p>${para}`,
      `<p>A. The need for a shared understanding</p>${para}`,
      `<p>(a) Adequacy</p>${para}<h2>Generalizability</h2>${para}`,
      `<p>B. Assessing the terms of the definition</p>${para}`,
      `<p>1. Physical infrastructure</p>${para}`,
      '<p>(i) Domain names</p><p>(ii) IP addresses</p>', // a list
      `<p>44. The terms employed in this working definition merit some elaboration.</p>`,
    ].join('');
    expect(outline(html)).toEqual([
      ['BACKGROUND REPORT', 1],
      ['I. Introduction', 1],
      ['II. Towards a working definition', 1],
      ['A. The need for a shared understanding', 2],
      ['(a) Adequacy', 4],
      ['Generalizability', 4],
      ['B. Assessing the terms of the definition', 2],
      ['1. Physical infrastructure', 3],
    ]);
  });
});

describe('blocksOfHtml footnotes', () => {
  it('reads a footnote after the paragraph citing it, without its marks', () => {
    const html =
      '<h1>Spam</h1><p>The LAP fights spam<sup><a href="#footnote-1" id="footnote-ref-1">[1]</a></sup>.</p>' +
      '<h1>Trade</h1><p>Trade rules apply.</p>' +
      '<ol><li id="footnote-1"><p> The London Action Plan (LAP) was signed in 2004. <a href="#footnote-ref-1">↑</a></p></li></ol>';
    expect(blocksOfHtml(html).map((b) => b.text)).toEqual([
      'Spam',
      'The LAP fights spam.',
      'The London Action Plan (LAP) was signed in 2004.',
      'Trade',
      'Trade rules apply.',
    ]);
  });
});
