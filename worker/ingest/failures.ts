// Why a material could not be processed, in words a student understands.
export const failureReasons = {
  passwordProtected: 'This PDF is password-protected',
  noSelectableText: 'This PDF has no selectable text (it may be a scan)',
  damaged: 'This file is damaged and could not be read',
  noText: 'This document has no text',
  unreadableFonts:
    'The text in this PDF is stored without a readable character map, so it comes out scrambled. Try exporting it again from the original program, or upload the .docx.',
  unsupportedForm: 'This PDF is a fillable form whose text cannot be read. Please print it to PDF and upload that.',
  tooManyPages: 'This PDF has more than 2,000 pages. Please split it into smaller parts and upload those.',
  noQuestions:
    'We found nothing in this document we could ask about fairly: Prepwise asks about the terms a text defines and the statements that stand on their own, and leaves out questions that would need the page beside them. Notes, textbook chapters and articles that define their terms work best.',
  gaveUp: 'We could not process this file. Please try uploading it again.',
  tookTooLong: 'Processing took too long. Please try uploading the file again.',
} as const;

/**
 * How much readable text a document has: words (tokens with a letter) and the
 * characters of Chinese and Japanese, which are written without spaces.
 */
export type TextSize = { words: number; characters: number };

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** A document with real text, but too little of it: says how much there is. */
export function tooLittleText(size: TextSize): string {
  const amount = size.characters > size.words ? plural(size.characters, 'character') : plural(size.words, 'word');
  return `This document has too little text to make questions from (${amount}).`;
}

/** Whether `reason` is one a material can fail with (the fixed ones, or "too little text (N words)"). */
export const isFailureReason = (reason: string) =>
  (Object.values(failureReasons) as string[]).includes(reason) ||
  /^This document has too little text to make questions from \(\d+ (?:words?|characters?)\)\.$/.test(reason);

/** A material that will never be readable as it is: fail it now, do not retry. */
export class UnreadableMaterial extends Error {
  override name = 'UnreadableMaterial';
}
