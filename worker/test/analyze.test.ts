import { describe, expect, it } from 'vitest';
import { analyzeText } from '../ingest/analyze';
import { failureReasons } from '../ingest/failures';
import type { MaterialText } from '../ingest/material-text';

const pdfText = (pages: string[], headings: string[] = [], metadataTitle: string | null = null): MaterialText => ({
  unit: 'page',
  pages: pages.map((text, i) => ({ page: i + 1, text })),
  headings,
  metadataTitle,
});

// The first page of corpus XiaoBiaoSong.pdf as pdf.js reads it with its CMaps.
const chineseContents = [
  '目 录',
  '关于红军作战的原则 １⋯⋯⋯⋯⋯⋯⋯⋯⋯⋯⋯⋯⋯⋯⋯⋯',
  '（一九三七年八月一日）',
  '对国防问题的意见 ３⋯⋯⋯⋯⋯⋯⋯⋯⋯⋯⋯⋯⋯⋯⋯⋯⋯',
  '（一九三七年八月四日）',
  '同各方接洽要有谦逊态度 ６⋯⋯⋯⋯⋯⋯⋯⋯⋯⋯⋯⋯⋯⋯',
  '（一九三七年八月十日）',
  '中日战争爆发后的形势与任务 ８⋯⋯⋯⋯⋯⋯⋯⋯⋯⋯⋯⋯',
  '（一九三七年九月一日）',
  '对独立自主的山地游击战争的解释 １１⋯⋯⋯⋯⋯⋯⋯⋯⋯',
  '（一九三七年九月十二日）',
].join('\n');

const biology = Array.from(
  { length: 6 },
  () =>
    'Photosynthesis is the process by which green plants convert light energy into chemical energy. The chloroplast is the organelle where photosynthesis takes place in plant cells.',
).join('\n');

describe('analyzeText', () => {
  it('tells the student what the offline engine asks of a material in another language', () => {
    const french = [
      'La photosynthèse est le processus par lequel les plantes vertes transforment l’énergie lumineuse en énergie chimique.',
      'Elle se déroule dans les chloroplastes des cellules des feuilles, qui contiennent la chlorophylle.',
      'La respiration cellulaire libère l’énergie contenue dans les sucres, de jour comme de nuit, dans les mitochondries.',
    ].join(' ');
    const { description } = analyzeText(
      pdfText([french, french.replace('La photosynthèse', 'La respiration')]),
      'bio.pdf',
    );
    expect(description).toContain('not in English');
  });

  it('finds a title, a description and topics in English prose', () => {
    const result = analyzeText(pdfText(['Photosynthesis', biology]), 'bio.pdf');
    expect(result.title).toBeTruthy();
    expect(result.description).toMatch(/Photosynthesis is the process/);
  });

  it('names the topics after the sections of the outline, kept with the text', () => {
    const outline = [
      { title: '1 Photosynthesis', level: 1, page: 1 },
      { title: '2 Cell Respiration', level: 1, page: 2 },
    ];
    const respiration = Array.from(
      { length: 6 },
      () =>
        'Cellular respiration releases the energy stored in glucose. The mitochondrion is where most of it happens.',
    ).join('\n');
    const text = {
      ...pdfText([`1 Photosynthesis\n${biology}`, `2 Cell Respiration\n${respiration}`], [], 'Plant Biology'),
      outline,
    };
    const result = analyzeText(text, 'bio.pdf');
    expect(result.topics).toEqual(['Photosynthesis', 'Cell Respiration']);
    expect(result.text.outline).toEqual(outline);
  });

  it('gives a document without headings its title as its one topic, not a word from its text', () => {
    const result = analyzeText(pdfText([biology], [], 'Plant Biology'), 'bio.pdf');
    expect(result.topics).toEqual(['Plant Biology']);
  });

  it('takes the entries of a Chinese table of contents as topics', () => {
    const result = analyzeText(pdfText([chineseContents]), 'XiaoBiaoSong.pdf');
    expect(result.topics).toEqual(
      expect.arrayContaining(['关于红军作战的原则', '对国防问题的意见', '中日战争爆发后的形势与任务']),
    );
  });

  it('prefers the PDF bookmarks when the text gives no topics', () => {
    const result = analyzeText(pdfText([chineseContents], ['第一章 原则', '第二章 国防']), 'x.pdf');
    expect(result.topics.slice(0, 2)).toEqual(['第一章 原则', '第二章 国防']);
  });

  it('keeps only readable pages', () => {
    const scrambled = 'Cl>opMa no KHA HoMep KoA)0T48 npVIMeHeHVIeM ynpo~eHHOH cVICTeMbl rlJIR opraHVI3a4VIVI '.repeat(
      3,
    );
    const result = analyzeText(pdfText([biology, scrambled, biology]), 'x.pdf');
    expect(result.text.pages.map((p) => p.page)).toEqual([1, 3]);
    expect(result.pageCount).toBe(3);
  });

  it.each([
    ['a PDF of blank pages', pdfText(['', '   ']), failureReasons.noSelectableText],
    [
      'a scrambled PDF',
      pdfText(['Cl>opMa no KHA HoMep KoA)0T48 npVIMeHeHVIeM ynpo~eHHOH cVICTeMbl '.repeat(8)]),
      failureReasons.unreadableFonts,
    ],
    ['an empty document', { ...pdfText(['']), unit: 'section' } as MaterialText, failureReasons.noText],
  ])('refuses %s with its reason', (_, text, reason) => {
    expect(() => analyzeText(text, 'x')).toThrow(reason);
  });
});
