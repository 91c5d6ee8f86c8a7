import { describe, expect, it } from 'vitest';
import { failureReasons, isFailureReason, tooLittleText } from '../ingest/failures';
import { assessPages, noQuestionsReason, pageQuality, textSize, unusableReason } from '../ingest/page-quality';

const prose =
  'Photosynthesis is the process by which green plants and some other organisms use sunlight to synthesize foods from carbon dioxide and water. It generally involves the green pigment chlorophyll and generates oxygen as a byproduct.';

describe('pageQuality', () => {
  it.each([
    ['English prose', prose, 'ok'],
    [
      'French prose with accents',
      "L'assurance maladie prend en charge les soins de santé des assurés et de leurs ayants droit, sous réserve de l'ouverture des droits.",
      'ok',
    ],
    [
      'Chinese text',
      '关于红军作战的原则。对国防问题的意见。同各方接洽要有谦逊态度。毛泽东在一九三七年八月提出这些意见。',
      'ok',
    ],
    [
      'a table of contents with dot leaders',
      '1 Introduction .......... 1\n2 Getting started .......... 5\n3 Packages and package management .......... 17\n4 Networking basics .......... 29',
      'ok',
    ],
    ['a few words', 'Hello, world!', 'empty'],
    ['a page of one repeated letter', 'a'.repeat(16000), 'empty'],
    [
      'text from fonts without a Unicode map (corpus issue12963.pdf)',
      "Cl>opMa no KHA 1152017 Hanorosas:tAeKnapai...IVIs:tno Hanory, ynnal.IVIBaeMoMy B CBS'I3VI C npVIMeHeHVIeMynpo~eHHOH CVICTeMbl Hanoroo6nO>KeHVIS'I HoMep KoppeKn1pOBKH npe,[ICT8BflH8TCH H8norosbiH nepHOA (KoA) B H8nOrOBbiH opr8H (KOA) 0T48THbiH rO,[I no M8CTY H8XO}f{,[I8HHH (y48T8) (KOA) (H8noronn8Tenbl..l.\\HK) Ko.Q Bl-1,[18 3KOHOMH48CKOH ,Qes:~TenbHOCTH no OKB3A <PopM8 peopr8HH381..\\HH",
      'garbage',
    ],
    [
      'a leaked PDF content stream',
      'EL†´Tj 37.5282 fi F@¢ F £ fi6674 0 T (New)Tj 30.7052 0 V@¢ " F £ Bª ccb fi F@¢ F 6 ´ F £Cfiª C fi F@¢ b F £BªC3 cB fi F@¢ rLaroupKey F 7ributionTj /A 1 Tf 0.1 0 0 -0.1 497.4 685 Tm ( )Tj /R14 11.9552 Tf BT ET',
      'garbage',
    ],
    [
      'control-character soup',
      '\u0001\u0002ǣǡ\u0003\u0004 \u0005ǣ\u0006\u0007 ǡǣ\u0008\u000e\u000f'.repeat(10),
      'garbage',
    ],
  ])('judges %s', (_, text, verdict) => {
    expect(pageQuality(text).verdict).toBe(verdict);
  });
});

describe('assessPages', () => {
  const page = (text: string, n: number) => ({ page: n, text });

  it('keeps the readable pages and drops scrambled ones', () => {
    const scrambled = 'Cl>opMa no KHA HoMep KoA)0T48 npVIMeHeHVIeM ynpo~eHHOH cVICTeMbl rlJIR opraHVI3a4VIVI '.repeat(
      3,
    );
    const { verdict, keep } = assessPages([page(prose, 1), page(scrambled, 2), page(prose, 3)]);
    expect(verdict).toBe('ok');
    expect(keep.map((p) => p.page)).toEqual([1, 3]);
  });

  it('calls a document of blank pages empty', () => {
    expect(assessPages([page('', 1), page('  12 ', 2)]).verdict).toBe('empty');
  });

  it('calls a document whose text is mostly a leaked PDF content stream damaged, not scrambled', () => {
    const leaked =
      'EL†´Tj 37.5282 fi F@¢ F £ fi6674 0 T (New)Tj 30.7052 0 V@¢ " F £ Bª ccb fi F@¢ F 6 ´ F £Cfiª C fi F@¢ b F £BªC3 cB fi F@¢ rLaroupKey F 7ributionTj /A 1 Tf 0.1 0 0 -0.1 497.4 685 Tm ( )Tj /R14 11.9552 Tf BT ET';
    expect(pageQuality(leaked)).toMatchObject({ verdict: 'garbage', leaked: true });
    const pages = [page(leaked.repeat(3), 1), page('4 Review of Previous Key Distribution Schemes', 2)];
    expect(assessPages(pages)).toMatchObject({ verdict: 'damaged', size: { words: 6, characters: 0 } });
  });

  it('counts the words of the readable pages only', () => {
    const scrambled = 'Cl>opMa no KHA HoMep KoA)0T48 npVIMeHeHVIeM ynpo~eHHOH cVICTeMbl '.repeat(8);
    const { verdict, size } = assessPages([page('Hello, world!', 1), page(scrambled, 2), page('', 3)]);
    expect(verdict).toBe('garbage');
    expect(size).toEqual({ words: 2, characters: 0 });
  });

  it('calls a document that is mostly scrambled garbage', () => {
    const scrambled = 'Cl>opMa no KHA HoMep KoA)0T48 npVIMeHeHVIeM ynpo~eHHOH cVICTeMbl rlJIR opraHVI3a4VIVI '.repeat(
      6,
    );
    expect(assessPages([page(scrambled, 1), page(scrambled, 2)]).verdict).toBe('garbage');
  });
});

describe('textSize', () => {
  it.each([
    ['English words, not numbers or punctuation', ['Hello, world! 1 2 3 — 42%', 'Fin.'], { words: 3, characters: 0 }],
    ['one glued ligature test string', ['abcdeffffiflffifflststghijklmno'], { words: 1, characters: 0 }],
    ['Japanese characters one by one', ['あいうえお\n日本語'], { words: 0, characters: 8 }],
    ['Arabic words', ['العربية اخلطوط انواع'], { words: 3, characters: 0 }],
    ['mixed Japanese and Latin', ['Java の削除 (JRE)'], { words: 2, characters: 3 }],
    ['nothing', ['', '  \n '], { words: 0, characters: 0 }],
  ])('counts %s', (_, texts, size) => {
    expect(textSize(texts)).toEqual(size);
  });
});

describe('why a document is unusable', () => {
  it('says how little text a short document has, in words or CJK characters', () => {
    expect(unusableReason('empty', 'page', { words: 23, characters: 0 })).toBe(
      'This document has too little text to make questions from (23 words).',
    );
    expect(unusableReason('empty', 'section', { words: 1, characters: 0 })).toBe(
      'This document has too little text to make questions from (1 word).',
    );
    expect(unusableReason('empty', 'page', { words: 2, characters: 83 })).toBe(
      'This document has too little text to make questions from (83 characters).',
    );
  });

  it('says "no text" or "may be a scan" only when not one word was read', () => {
    expect(unusableReason('empty', 'page', { words: 0, characters: 0 })).toBe(failureReasons.noSelectableText);
    expect(unusableReason('empty', 'section', { words: 0, characters: 0 })).toBe(failureReasons.noText);
  });

  it('tells scrambled fonts from a damaged file', () => {
    expect(unusableReason('garbage', 'page')).toBe(failureReasons.unreadableFonts);
    expect(unusableReason('damaged', 'page')).toBe(failureReasons.damaged);
    expect(unusableReason('garbage', 'section')).toBe(failureReasons.damaged);
  });

  it('blames the length of a short text that gave no question, and the kind of text of a long one', () => {
    const sentence = 'The cell membrane controls what enters and leaves the cell. ';
    expect(noQuestionsReason([{ text: sentence.repeat(10) }])).toBe(tooLittleText({ words: 100, characters: 0 }));
    expect(noQuestionsReason([{ text: sentence.repeat(40) }])).toBe(failureReasons.noQuestions);
  });

  it('recognises every reason it can give', () => {
    for (const reason of Object.values(failureReasons)) expect(isFailureReason(reason)).toBe(true);
    expect(isFailureReason(tooLittleText({ words: 1234, characters: 0 }))).toBe(true);
    expect(isFailureReason(tooLittleText({ words: 0, characters: 1 }))).toBe(true);
    expect(isFailureReason('This document has too little text')).toBe(false);
  });
});
