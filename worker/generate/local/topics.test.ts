import { describe, expect, it } from 'vitest';
import type { OutlineEntry } from '../../ingest/material-text';
import type { Block } from '../../text/clean';
import { sectionTopicFinder, topicFinder } from './topics';

const heading = (text: string, page: number): Block => ({ text, page, kind: 'heading', heading: text });
const para = (text: string, page: number, section: string | null = null): Block => ({
  text,
  page,
  kind: 'para',
  heading: section,
});

describe('topicFinder with an outline', () => {
  // Python's functional programming HOWTO: a title, then sections and subsections.
  const outline: OutlineEntry[] = [
    { title: 'Functional Programming HOWTO', level: 1, page: 1 },
    { title: 'Introduction', level: 2, page: 2 },
    { title: 'Formal provability', level: 3, page: 3 },
    { title: 'Iterators', level: 2, page: 4 },
    { title: 'Data Types That Support Iterators', level: 3, page: 5 },
    { title: 'Generators', level: 2, page: 6 },
  ];
  const topics = ['Iterators', 'Generators'];
  const blocks = [
    para('Functional programming decomposes a problem into functions.', 2, 'Introduction'),
    para('A proof that a functional program is correct is easier.', 3, 'Formal provability'),
    para('An iterator is an object representing a stream of data.', 4, 'Iterators'),
    para('Dictionaries support iteration over their keys.', 5, 'Data Types That Support Iterators'),
    heading('Generators', 6),
    para('Generators are a special class of functions.', 6, 'Generators'),
  ];
  const topicOf = topicFinder(topics, { outline, blocks, paged: false });
  const sectionOf = sectionTopicFinder(topics, { outline, blocks, paged: false });

  it.each([
    [2, 'the section itself when its title is a topic', 'Iterators'],
    [3, 'the main section around a subsection', 'Iterators'],
    [5, 'a section found by its heading', 'Generators'],
  ])('gives block %i %s', (i, _, topic) => {
    const block = blocks[i] as Block;
    expect(topicOf(block, block.text)).toBe(topic);
    expect(sectionOf(block)).toBe(topic);
  });

  it('knows when a passage sits in no topic section (an introduction)', () => {
    expect(sectionOf(blocks[0] as Block)).toBeNull();
    expect(sectionOf(blocks[1] as Block)).toBeNull();
  });

  it('still answers one of the topics for such a passage', () => {
    const fresh = topicFinder(topics, { outline, blocks, paged: false });
    expect(topics).toContain(fresh(blocks[0] as Block, (blocks[0] as Block).text));
  });

  it('places a block on a PDF page after the sections that start on earlier pages', () => {
    const pdfOutline: OutlineEntry[] = [
      { title: '3. Trace Trees', level: 1, page: 4 },
      { title: '3.1 Traces', level: 2, page: 4 },
      { title: '4. Nested Trace Tree Formation', level: 1, page: 6 },
    ];
    const pdfBlocks = [
      para('A trace is a sequence of instructions.', 5, null),
      para('The inner loop is recorded first.', 7, null),
    ];
    const find = topicFinder(['Trace Trees', 'Nested Trace Tree Formation'], {
      outline: pdfOutline,
      blocks: pdfBlocks,
      paged: true,
    });
    expect(pdfBlocks.map((b) => find(b, b.text))).toEqual(['Trace Trees', 'Nested Trace Tree Formation']);
  });
});

describe('topicFinder without an outline (texts stored before outlines)', () => {
  const topics = ['Iterators', 'Generator Expressions', 'Functional Programming'];

  it.each([
    ['the section heading that names a topic', 'Iterators', 'Lists support iteration.', 'Iterators'],
    ['a heading matched without regard to case', 'ITERATORS', 'Lists support iteration.', 'Iterators'],
    [
      'a heading that contains a topic',
      'Generator Expressions and List Comprehensions',
      'Tuples.',
      'Generator Expressions',
    ],
    [
      'the topic sharing most words with the sentence when the heading names none',
      'Small Functions',
      'Functional programming decomposes a problem into functions.',
      'Functional Programming',
    ],
    ['the first topic when nothing matches', null, 'The weather was fine.', 'Iterators'],
  ])('assigns %s', (_, section, sentence, topic) => {
    expect(topicFinder(topics)(para(sentence, 1, section), sentence)).toBe(topic);
  });
});
