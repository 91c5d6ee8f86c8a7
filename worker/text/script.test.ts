import { describe, expect, it } from 'vitest';
import { textQuality } from './script';

describe('textQuality', () => {
  it.each([
    {
      script: 'latin',
      text: 'User acceptance of technology has been an important field of study for over two decades now.',
    },
    {
      script: 'latin',
      text: 'La loi relative à l’informatique, aux fichiers et aux libertés s’applique aux réponses faites.',
    },
    {
      script: 'kana',
      text: 'メニューの「スタート」⇒「コントロールパネル」を押下します。一覧の中にあるソフトを削除して下さい。',
    },
    { script: 'han', text: '通过教学，帮助学生较系统地掌握二次型的基础理论与基本方法。' },
    { script: 'hangul', text: '한국어 문장은 이렇게 생겼습니다.' },
    { script: 'arabic', text: 'فوق السرير الصغير كان الطفل الوليد يتلوى والاطباء يقفون عاجزين' },
    { script: 'cyrillic', text: 'Сумма налога, уплачиваемого в связи с применением упрощённой системы.' },
    { script: 'none', text: '12345 — 67 / 89' },
  ])('passes real $script text', ({ text, script }) => {
    expect(textQuality(text)).toEqual({ garbage: false, script });
  });

  it.each([
    {
      name: 'Cyrillic through a font without a Unicode map',
      reason: 'words with impossible shapes',
      text: "Cl>opMa no KHA 1152017 Hanorosas:tAeKnapai...IVIs:tno Hanory, ynnal.IVIBaeMoMy B CBS'I3VI C npVIMeHeHVIeMynpo~eHHOH CVICTeMbl Hanoroo6nO>KeHVIS'I",
    },
    {
      name: 'glyph ids read as control characters',
      reason: 'unmapped glyphs or control characters',
      text: '\u0016\b\u001f\u0015\u0019\u0019\u0004\u0005\b \u001e \u001e\u0005\b Overview\u0002of\u0002the\u0002Technology',
    },
    {
      name: 'private-use glyphs',
      reason: 'unmapped glyphs or control characters',
      text: 'The \ue001\ue002\ue003\ue004\ue005\ue006 of the \ue007\ue008\ue009.',
    },
    {
      name: 'UTF-8 decoded as Windows-1252',
      reason: 'wrongly decoded characters',
      text: 'Itâ€™s a nice cafÃ© and the menÃ¼ is great, isnâ€™t it?',
    },
  ])('flags $name as garbage', ({ text, reason }) => {
    expect(textQuality(text)).toMatchObject({ garbage: true, reason });
  });

  it('does not judge word shapes on a handful of words', () => {
    expect(textQuality('iPhone and macOS').garbage).toBe(false);
  });

  it('reports no script for empty text', () => {
    expect(textQuality('')).toEqual({ garbage: false, script: 'none' });
  });
});
