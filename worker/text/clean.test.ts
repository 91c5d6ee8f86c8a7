import { describe, expect, it } from 'vitest';
import type { MaterialPage } from '../ingest/material-text';
import { type Block, cleanDocument } from './clean';

const pdf = (...pages: string[]): MaterialPage[] => pages.map((text, i) => ({ page: i + 1, text }));
const sections = pdf;
const paras = (blocks: Block[]) => blocks.filter((b) => b.kind === 'para').map((b) => b.text);
const headings = (blocks: Block[]) => blocks.filter((b) => b.kind === 'heading').map((b) => b.text);
const allText = (blocks: Block[]) => blocks.map((b) => b.text).join('\n');

// A page of running text from the Debian Reference, as pdf.js gives it.
const debianPage = (n: number) =>
  [
    `Debian Reference ${n} / 233`,
    'A named pipe is a file that acts like a pipe. You put something into the file, and it comes out the other end.',
    'Thus it is called a FIFO, or First-In-First-Out: the first thing you put in the pipe is the first thing to come out.',
    `${n}`,
  ].join('\n');

describe('cleanDocument: page furniture', () => {
  it('drops a running head that recurs on most pages, whatever its page number', () => {
    const { blocks, stats } = cleanDocument(pdf(debianPage(13), debianPage(14), debianPage(15)), { paged: true });
    expect(allText(blocks)).not.toContain('Debian Reference');
    expect(stats.furniture).toBe(3);
  });

  it('drops bare page numbers', () => {
    const { blocks, stats } = cleanDocument(pdf(debianPage(13), debianPage(14), debianPage(15)), { paged: true });
    expect(blocks.some((b) => /^\d+$/.test(b.text))).toBe(false);
    expect(stats.pageNumbers).toBe(3);
  });

  it('keeps a line that repeats on only a few of many pages', () => {
    const pages = Array.from({ length: 10 }, (_, i) => `Running text of page ${i + 1} goes on here.\nfor more.`);
    pages[2] = `Named pipes are files.\n${pages[2]}`;
    pages[7] = `Named pipes are files.\n${pages[7]}`;
    expect(allText(cleanDocument(pdf(...pages), { paged: true }).blocks)).toContain('Named pipes are files.');
  });
});

describe('cleanDocument: tables of contents and reference lists', () => {
  it('drops table-of-contents lines with dot leaders', () => {
    const page =
      '9.3 Data recording and presentation . . . . . . . . . . . . 139\n9.3.1 The log daemon . . . . . . . . . 139';
    const { blocks, stats } = cleanDocument(pdf(page), { paged: true });
    expect(blocks).toEqual([]);
    expect(stats.tableOfContents).toBe(2);
  });

  it('skips a plain-text table of contents up to where its first entry starts the body', () => {
    const text = [
      'Table of Contents',
      '',
      '1. Definitions and overview',
      '    1.1. What is this FAQ?',
      '    1.2. What is Debian GNU/Linux?',
      '',
      'Chapter 1. Definitions and overview',
      '',
      '1.1. What is this FAQ?',
      '',
      '    This document gives frequently asked questions (with their',
      '    answers!) about the Debian distribution and about the Debian project.',
    ].join('\n');
    const { blocks } = cleanDocument(sections(text), { paged: false });
    expect(headings(blocks)).toEqual(['Chapter 1. Definitions and overview', '1.1. What is this FAQ?']);
    expect(paras(blocks)).toHaveLength(1);
  });

  it('cuts the reference list that follows a References heading late in a paper', () => {
    const body = 'TraceMonkey records traces of hot loops and compiles them to native code.\n'.repeat(8);
    const references =
      'References\n[1] A. Gal, M. Franz. Incremental dynamic code generation. Technical report, 2006.\n[2] M. Chang. Tracing for web 3.0. In VEE, 2009.';
    const { blocks, stats } = cleanDocument(pdf(body, references), { paged: true });
    expect(allText(blocks)).not.toMatch(/Franz|VEE/);
    expect(stats.references).toBe(3);
  });

  it('keeps text after a References heading in the first part of a document', () => {
    const text = `References\n\nThis chapter explains how cross-references work in pandoc.\n\n${'Pandoc converts documents between markup formats.\n\n'.repeat(8)}`;
    expect(paras(cleanDocument(sections(text), { paged: false }).blocks)[0]).toBe(
      'This chapter explains how cross-references work in pandoc.',
    );
  });
});

describe('cleanDocument: code and symbols', () => {
  it.each([
    { name: 'shell prompts', code: '$ sudo apt-get install vim\n# apt-get source --build foo' },
    { name: 'Python prompts', code: '>>> L = [1, 2, 3]\n>>> it = iter(L)' },
    { name: 'R assignments', code: '> x <- c(10.4, 5.6, 3.1)' },
    { name: 'C statements', code: 'int main(void) {\n  return 0;\n}' },
    { name: 'ASCII tables', code: '+------+-------+\n| key  | value |\n+------+-------+' },
  ])('drops $name', ({ code }) => {
    const text = `Install the editor from the archive first.\n\n${code}\n\nThen open a file with it.`;
    expect(paras(cleanDocument(sections(text), { paged: false }).blocks)).toEqual([
      'Install the editor from the archive first.',
      'Then open a file with it.',
    ]);
  });

  it('drops a fenced Markdown code block', () => {
    const text = 'Defaults files are YAML.\n\n```yaml\nfrom: markdown\nto: html\n```\n\nThey can be nested.';
    expect(paras(cleanDocument(sections(text), { paged: false }).blocks)).toEqual([
      'Defaults files are YAML.',
      'They can be nested.',
    ]);
  });

  it('drops the literal block after a reStructuredText "::"', () => {
    const text =
      'This means you can read each line of a file like this::\n\n    for line in file:\n        # do something for each line\n        ...\n\nSets can take their contents from an iterable.';
    expect(paras(cleanDocument(sections(text), { paged: false }).blocks)).toEqual([
      'This means you can read each line of a file like this:',
      'Sets can take their contents from an iterable.',
    ]);
  });

  it('drops a Vim help example between ">" and "<"', () => {
    const text =
      'You can try out the examples by typing them >\n\t:let i = 1\n\t:echo i\n<The output appears below the command line.';
    expect(allText(cleanDocument(sections(text), { paged: false }).blocks)).not.toContain(':let');
  });

  it('drops program output caught between code lines', () => {
    const text =
      'The any() built-in looks at truth values:\n\n    >>> any([0, 1, 0])\n    True\n    >>> all([0, 1, 0])\n    False\n\nBoth return booleans.';
    expect(headings(cleanDocument(sections(text), { paged: false }).blocks)).toEqual([]);
  });

  it('keeps a prose line that mentions C++', () => {
    const text =
      'Smalltalk and Java are object-oriented languages. C++ and Python\nare languages that support object-oriented programming.';
    expect(paras(cleanDocument(sections(text), { paged: false }).blocks)[0]).toContain('C++ and Python are languages');
  });
});

describe('cleanDocument: markup', () => {
  it('reduces reStructuredText roles to their text and remembers glossary terms', () => {
    const text = "We'll look at :term:`iterator`\\s and :term:`generator`\\s and modules such as :mod:`itertools`.";
    const { blocks, emphasis } = cleanDocument(sections(text), { paged: false });
    expect(paras(blocks)).toEqual(["We'll look at iterators and generators and modules such as itertools."]);
    expect([...emphasis.keys()]).toEqual(['iterator', 'generator']);
  });

  it.each([
    {
      name: 'Markdown links',
      source: 'Pandoc is a [Haskell](https://haskell.org) library.',
      clean: 'Pandoc is a Haskell library.',
    },
    { name: 'pandoc implicit links', source: 'Pandoc is a [Haskell] library.', clean: 'Pandoc is a Haskell library.' },
    {
      name: 'Markdown emphasis',
      source: 'It is **procedural** and _declarative_.',
      clean: 'It is procedural and declarative.',
    },
    { name: 'Vim tags', source: 'See |41.2| and the |:let| command.', clean: 'See 41.2 and the :let command.' },
    {
      name: 'info cross-references',
      source: 'See *note Vectors and assignment:: for more.',
      clean: 'See Vectors and assignment for more.',
    },
    {
      name: 'citation marks',
      source: 'PDF.js is used in Thunderbird,[10] ownCloud.[11]',
      clean: 'PDF.js is used in Thunderbird, ownCloud.',
    },
    {
      name: 'old GNU quotes',
      source: "Are there package upgrades in `stable'?",
      clean: "Are there package upgrades in 'stable'?",
    },
  ])('strips $name', ({ source, clean }) => {
    expect(paras(cleanDocument(sections(source), { paged: false }).blocks)).toEqual([clean]);
  });

  it('strips markup that spans a line break', () => {
    const text = 'Set the _current\ndevice_ before plotting.';
    expect(paras(cleanDocument(sections(text), { paged: false }).blocks)).toEqual([
      'Set the current device before plotting.',
    ]);
  });
});

describe('cleanDocument: boilerplate', () => {
  it("keeps only the text between Project Gutenberg's START and END markers", () => {
    const text = [
      'The Project Gutenberg EBook of Emma, by Jane Austen',
      '',
      'This eBook is for the use of anyone anywhere at no cost.',
      '',
      '*** START OF THIS PROJECT GUTENBERG EBOOK EMMA ***',
      '',
      'Emma Woodhouse, handsome, clever, and rich, seemed to unite some of the best blessings of existence.',
      '',
      '*** END OF THIS PROJECT GUTENBERG EBOOK EMMA ***',
      '',
      'Updated editions will replace the previous one.',
    ].join('\n');
    expect(paras(cleanDocument(sections(text), { paged: false }).blocks)).toEqual([
      'Emma Woodhouse, handsome, clever, and rich, seemed to unite some of the best blessings of existence.',
    ]);
  });

  it.each([
    'Permission is granted to make and distribute verbatim copies of this manual provided the copyright notice and this permission notice are preserved on all copies.',
    'Copyright © 1996-2021 Software in the Public Interest',
    'Produced by An Anonymous Volunteer',
    'PD KIDS was compiled by BellonaTimes from public domain texts found in Project Gutenberg and Archive.org.',
  ])('drops the notice "%s"', (notice) => {
    const text = `${notice}\n\nThe R environment is an integrated suite of software facilities.`;
    expect(allText(cleanDocument(sections(text), { paged: false }).blocks)).toBe(
      'The R environment is an integrated suite of software facilities.',
    );
  });

  it('skips a reprint notice set into a column without breaking the paragraph it interrupts', () => {
    const page = [
      'JavaScript, for',
      'example, is the de facto standard for client-side web programming',
      'Permission to make digital or hard copies of all or part of this work for personal or',
      'classroom use is granted without fee provided that copies are not made or distributed',
      'PLDI’09, June 15–20, 2009, Dublin, Ireland.',
      'Copyright c© 2009 ACM 978-1-60558-392-1/09/06. . . $5.00',
      'and is used for the application logic of browser-based productivity applications.',
    ].join('\n');
    expect(paras(cleanDocument(pdf(page), { paged: true }).blocks)).toEqual([
      'JavaScript, for example, is the de facto standard for client-side web programming and is used for the application logic of browser-based productivity applications.',
    ]);
  });

  it("drops a paper's author and affiliation lines from its first page", () => {
    const page = [
      'Trace-based Just-in-Time Type Specialization for Dynamic Languages',
      'Andreas Gal∗+, Brendan Eich∗, Mike Shaver∗, David Anderson∗',
      'Mozilla Corporation∗',
      '{gal,brendan,shaver}@mozilla.com',
      'Abstract',
      'Dynamic languages such as JavaScript are more difficult to compile than statically typed ones.',
    ].join('\n');
    const { blocks } = cleanDocument(pdf(page), { paged: true });
    expect(allText(blocks)).not.toMatch(/Andreas|Mozilla|@/);
    expect(headings(blocks)).toContain('Abstract');
  });

  it('drops pages whose text is garbled by a font without a Unicode map', () => {
    const garbled =
      '\u0002\u0003\u0004\u0005\u0003\u0006\u0004\u0007\b \b \u0004\b \u0004\u000e \u000f \u0010 \u0011\u0012\b\u0013\u000e';
    const { blocks, stats } = cleanDocument(
      pdf('User acceptance of technology has been studied for decades.', garbled),
      {
        paged: true,
      },
    );
    expect(stats.garbledPages).toBe(1);
    expect(blocks.every((b) => b.page === 1)).toBe(true);
  });
});

describe('cleanDocument: joining lines', () => {
  it('joins a word broken at a line end', () => {
    const page = 'Dynamic languages such as JavaScript are more difficult to com-\npile than statically typed ones.';
    expect(paras(cleanDocument(pdf(page), { paged: true }).blocks)).toEqual([
      'Dynamic languages such as JavaScript are more difficult to compile than statically typed ones.',
    ]);
  });

  it('keeps the hyphen of a word the document writes with one elsewhere', () => {
    const page = 'The trace is recorded at run-\ntime, and the run-time system checks its guards.';
    expect(paras(cleanDocument(pdf(page), { paged: true }).blocks)[0]).toContain('recorded at run-time, and');
  });

  it('keeps the hyphen before a capitalised word the document never writes joined', () => {
    const page = 'Just-in-Time compilers, like the one in Trace-\nMonkey, record hot loops.';
    expect(paras(cleanDocument(pdf(page), { paged: true }).blocks)[0]).toContain('Trace-Monkey');
  });

  it('starts a new paragraph after a short line that ends a sentence', () => {
    const page = [
      'Every compiled trace contains all the guards required to validate the speculation made by',
      'the recorder.',
      'We solve the nested loop problem by recording nested trace trees inside the outer loop',
      'and the inner loop.',
    ].join('\n');
    expect(paras(cleanDocument(pdf(page), { paged: true }).blocks)).toHaveLength(2);
  });
});

describe('cleanDocument: headings', () => {
  it.each([
    {
      name: 'a numbered PDF heading',
      pages: pdf('the sequence of events.\n3.1 Traces\nA trace is simply a program path.'),
      paged: true,
      heading: '3.1 Traces',
    },
    {
      name: 'an underlined plain-text heading',
      pages: sections('Preface\n*******\n\nThis introduction to R is derived from notes.'),
      paged: false,
      heading: 'Preface',
    },
    {
      name: 'a Markdown heading',
      pages: sections('# Synopsis\n\npandoc [options] [input-file]...\n\nPandoc converts files.'),
      paged: false,
      heading: 'Synopsis',
    },
    {
      name: 'a Title Case PDF line',
      pages: pdf('used in the loop.\nTrace Tree Optimization\nThis section explains how traces are optimized.'),
      paged: true,
      heading: 'Trace Tree Optimization',
    },
    {
      name: 'an ALL CAPS line',
      pages: sections('VOLUME I\n\nEmma Woodhouse, handsome, clever, and rich.'),
      paged: false,
      heading: 'VOLUME I',
    },
    {
      name: 'a wrapped numbered question',
      pages: sections(
        '2.6. Can I get and install Debian directly from a remote Internet\nsite?\n\n    Yes. You can boot the installer.',
      ),
      paged: false,
      heading: '2.6. Can I get and install Debian directly from a remote Internet site?',
    },
    {
      name: 'a chapter number above its title',
      pages: pdf('Chapter 2\nDebian package management\nDebian is a volunteer organization.'),
      paged: true,
      heading: 'Chapter 2 Debian package management',
    },
  ])('finds $name', ({ pages, paged, heading }) => {
    expect(headings(cleanDocument(pages, { paged }).blocks)).toEqual([heading]);
  });

  it('takes headings the extractor already knows from DOCX styles', () => {
    const pages = sections(
      'All these factors are important elements.',
      'Towards a working definition\n\nThe WGIG held an initial discussion.',
    );
    const { blocks } = cleanDocument(pages, { paged: false, headings: ['Towards a working definition'] });
    expect(headings(blocks)).toEqual(['Towards a working definition']);
  });

  it("labels each paragraph with its section's heading, without the heading's number", () => {
    const page = 'the sequence of events.\n3.1 Traces\nA trace is simply a program path.';
    const last = cleanDocument(pdf(page), { paged: true }).blocks.at(-1);
    expect(last).toEqual({ text: 'A trace is simply a program path.', page: 1, kind: 'para', heading: 'Traces' });
  });

  it('does not take a numbered list item for a heading', () => {
    const text = '2. Start the R program with the command\n\n     $ R\n\nThen quit.';
    expect(headings(cleanDocument(sections(text), { paged: false }).blocks)).toEqual([]);
  });

  it('does not take a lead-in line before code for a heading', () => {
    const text = 'For example\n\n     > x <- c(10.4, 5.6)\n\nassigns a vector to x.';
    expect(headings(cleanDocument(sections(text), { paged: false }).blocks)).toEqual([]);
  });

  it('does not take a label in capitals that introduces code for a heading', () => {
    const text =
      'Add this to the XS file of the first module:\n\n                  BOOT:\n\n                  boot_Cool__Bar(aTHX_ cv);\n\nIt boots the second file.';
    expect(headings(cleanDocument(sections(text), { paged: false }).blocks)).toEqual([]);
  });

  it('drops a heading word repeated at the start of its sentence', () => {
    const page = 'These are run by the harness.\nMozmill Mozmill is an extensive framework for browser automation.';
    const { blocks, stats } = cleanDocument(pdf(page), { paged: true });
    expect(blocks.at(-1)).toEqual({
      text: 'Mozmill is an extensive framework for browser automation.',
      page: 1,
      kind: 'para',
      heading: 'Mozmill',
    });
    expect(stats.repeatedHeadingWords).toBe(1);
  });
});

describe('cleanDocument: characters', () => {
  it('spells out ligatures', () => {
    expect(
      paras(cleanDocument(pdf('The ﬁle ﬂow has an eﬀect on the oﬃce and baﬄes us.'), { paged: true }).blocks),
    ).toEqual(['The file flow has an effect on the office and baffles us.']);
  });

  it('composes accents (NFC), also one pdf.js set apart from its letter', () => {
    const [text] = paras(cleanDocument(pdf('A cafe\u0301 and the na \u0308ıve version.'), { paged: true }).blocks);
    expect(text).toBe('A café and the naïve version.');
  });
});

describe('cleanDocument: size', () => {
  // A quadratic step would take minutes on these and time the test out.
  it('cleans a 500 KB page that has no line break', () => {
    const text = 'Trace trees record hot loops and compile them to native code. '.repeat(8000);
    const { blocks } = cleanDocument(pdf(text), { paged: true });
    expect(blocks).toHaveLength(1);
  });

  it('joins 20,000 lines broken at hyphens into one paragraph', () => {
    const text = 'and so the trace of the hot loop is com-\npiled once more while the interpreter waits\n'.repeat(
      10000,
    );
    const { blocks, stats } = cleanDocument(pdf(text), { paged: true });
    expect(blocks).toHaveLength(1);
    expect(stats.hyphenJoined).toBe(10000);
  });
});
