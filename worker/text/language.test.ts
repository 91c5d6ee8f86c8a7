import { describe, expect, it } from 'vitest';
import { dominantScript, isLikelyEnglish } from './language';

const english =
  'Debian GNU/Linux is a particular distribution of the Linux operating system, and numerous packages that run on it.';
const japanese = 'メニューの「スタート」⇒「コントロールパネル」⇒「プログラムのアンインストール」を押下します。';

describe('dominantScript', () => {
  it('weights each page by its length', () => {
    const pages = [
      { page: 1, text: japanese },
      { page: 2, text: english.repeat(3) },
    ];
    expect(dominantScript(pages)).toBe('latin');
  });

  it('ignores garbled pages', () => {
    const garbled = '\u0002\u0003\u0004\u0005\u0003\u0006\u0004\u0007\b \b \u0004\b \u0004\u000e'.repeat(40);
    expect(
      dominantScript([
        { page: 1, text: garbled },
        { page: 2, text: japanese },
      ]),
    ).toBe('kana');
  });

  it('reports none for pages without letters', () => {
    expect(dominantScript([{ page: 1, text: '' }])).toBe('none');
  });
});

describe('isLikelyEnglish', () => {
  it.each([
    { language: 'English prose', text: english, expected: true },
    {
      language: 'English technical prose',
      text: 'The Vim script language is used for the startup vimrc file, syntax files, and many other things.',
      expected: true,
    },
    {
      language: 'French',
      text: 'La loi n° 78-17 du 6 janvier 1978 modifiée relative à l’informatique, aux fichiers et aux libertés s’applique aux réponses faites sur ce formulaire.',
      expected: false,
    },
    {
      language: 'German',
      text: 'Debian ist eine freie Distribution, die von einer Gemeinschaft von Freiwilligen entwickelt wird und auf vielen Rechnern läuft.',
      expected: false,
    },
    { language: 'Japanese', text: japanese, expected: false },
    { language: 'a few words', text: 'Debian Reference', expected: false },
  ])('judges $language', ({ text, expected }) => {
    expect(isLikelyEnglish(text)).toBe(expected);
  });
});
