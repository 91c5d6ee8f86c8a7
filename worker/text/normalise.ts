// Character-level repairs every extractor's text needs before anything reads it.

const ligatures: Record<string, string> = { ﬀ: 'ff', ﬁ: 'fi', ﬂ: 'fl', ﬃ: 'ffi', ﬄ: 'ffl', ﬅ: 'st', ﬆ: 'st', ſ: 's' };

/**
 * NFC, ligatures spelled out, odd spaces made plain, soft hyphens and
 * zero-width marks removed, control characters (other than tab and newline)
 * dropped, line ends unified. Tabs are kept: indentation still means something.
 */
export function normaliseText(text: string): string {
  return (
    text
      // pdf.js can put an accent before its letter, space-separated ("na ̈ıve"): put it back on the letter.
      .replace(
        /\s([\u0300-\u036f])(\p{L})/gu,
        (_, mark: string, letter: string) => (letter === 'ı' ? 'i' : letter) + mark,
      )
      .normalize('NFC')
      .replace(/[ﬀ-ﬆſ]/g, (c) => ligatures[c] ?? c)
      .replace(/\r\n?/g, '\n')
      .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g, ' ')
      .replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/g, '')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  );
}
