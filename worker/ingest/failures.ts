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
  gaveUp: 'We could not process this file. Please try uploading it again.',
  tookTooLong: 'Processing took too long. Please try uploading the file again.',
} as const;

/** A material that will never be readable as it is: fail it now, do not retry. */
export class UnreadableMaterial extends Error {
  override name = 'UnreadableMaterial';
}
