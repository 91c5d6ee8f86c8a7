// The true outcome of every file of ../shared/corpus (MANIFEST.tsv), checked by
// worker/test/corpus-outcomes.test.ts inside workerd and by e2e/corpus.test.ts
// against the running app. A file added to the corpus without a line here
// fails both. Reasons are exact: a wrong or vaguer reason is a failure too.
import { failureReasons, tooLittleText } from '../ingest/failures';
import { uploadErrors } from '../ingest/file-type';

export type Expected =
  /** Refused at upload with this error. */
  | { outcome: 'refused'; error: string }
  /** Processed to `failed` with exactly this reason. */
  | { outcome: 'failed'; reason: string }
  /** Processed to `completed`: a title, topics, text and questions. */
  | { outcome: 'completed' }
  /**
   * Real but thin or non-prose text (a form, a timetable, a contents page):
   * whether any question can be asked of it is the question engine's call, and
   * if none can, the material fails with exactly this reason.
   */
  | { outcome: 'completed or failed'; reason: string };

const refused = (error: string): Expected => ({ outcome: 'refused', error });
const fails = (reason: string): Expected => ({ outcome: 'failed', reason });
const completes: Expected = { outcome: 'completed' };
const questionsIfAny = (reason: string): Expected => ({ outcome: 'completed or failed', reason });
const words = (n: number) => tooLittleText({ words: n, characters: 0 });
const characters = (n: number) => tooLittleText({ words: 0, characters: n });

export const corpusExpectations: Record<string, Expected> = {
  // Text PDFs: articles, books and manuals.
  'pdf/tracemonkey.pdf': completes,
  'pdf/freeculture.pdf': completes,
  'pdf/pdkids.pdf': questionsIfAny(failureReasons.noQuestions),
  // One page, about 800 words of a court judgment's dense prose.
  'pdf/issue11913.pdf': questionsIfAny(failureReasons.noQuestions),
  'pdf/file_pdfjs_test.pdf': completes,
  'pdf/whitehead-intro-to-mathematics.pdf': questionsIfAny(failureReasons.noQuestions),
  'pdf/octave-manual.pdf': completes,
  'pdf/debian-reference.en.pdf': completes,
  'pdf/gnuplot-manual.pdf': completes,
  // Pages 2–22 (the whole paper after its cover sheet) are set in an embedded
  // Cambria subset with glyph names /g18 /g152 … and no ToUnicode map: pdf.js
  // reads control characters and pdftotext reads raw glyph codes ("\x96\x8a\x87"
  // for "the"). Only the cover (title, abstract) and the editorial board page
  // are readable, so "scrambled" is the truth.
  'pdf/TAMReview.pdf': fails(failureReasons.unreadableFonts),
  // Forms, timetables, drawings, a reference card, contents pages, short
  // articles: real text, but little prose or little of it.
  'pdf/pdfjs_wikipedia.pdf': questionsIfAny(words(288)),
  'pdf/octave-refcard-a4.pdf': questionsIfAny(failureReasons.noQuestions),
  'pdf/issue6127.pdf': questionsIfAny(failureReasons.noQuestions),
  'pdf/prefilled_f1040.pdf': questionsIfAny(failureReasons.noQuestions),
  'pdf/issue840.pdf': questionsIfAny(failureReasons.noQuestions),
  'pdf/issue9972-1.pdf': questionsIfAny(failureReasons.noQuestions),
  'pdf/Brotli-Prototype-FileA.pdf': questionsIfAny(failureReasons.noQuestions),
  'pdf/XiaoBiaoSong.pdf': questionsIfAny(characters(207)),
  'pdf/javauninstall-7r.pdf': questionsIfAny(characters(83)),
  // A few words of real text.
  'pdf/ArabicCIDTrueType.pdf': fails(words(12)),
  'pdf/vertical.pdf': fails(characters(8)),
  'pdf/copy_paste_ligatures.pdf': fails(words(1)),
  'pdf/issue9534_reduced.pdf': fails(words(3)),
  'pdf/bug1978317.pdf': fails(words(47)),
  // A scanner's page with the one word "pdf.js" in its text layer.
  'pdf/scan-bad.pdf': fails(words(1)),
  // No text layer at all.
  'pdf/issue7229.pdf': fails(failureReasons.noSelectableText),
  'pdf/issue5481.pdf': fails(failureReasons.noSelectableText),
  'pdf/empty_protected.pdf': fails(failureReasons.noSelectableText),
  'pdf/issue12963.pdf': fails(failureReasons.unreadableFonts),
  'pdf/xfa_filled_imm1344e.pdf': fails(failureReasons.unsupportedForm),

  'docx/wgig-background-report.docx': completes,
  'docx/cee-educational-software-paper.docx': completes,
  'docx/csharp3-spec-bookmarks.docx': completes,
  // Word's sample text around a diagram or comments, a page of maths whose
  // equations are images, a few citations.
  'docx/strict-ooxml.docx': questionsIfAny(failureReasons.noQuestions),
  'docx/smartart.docx': questionsIfAny(words(194)),
  'docx/arabic-news-comments.docx': questionsIfAny(failureReasons.noQuestions),
  'docx/zh-math-lecture-equations.docx': questionsIfAny(failureReasons.noQuestions),
  'docx/pandoc-mendeley-citations.docx': questionsIfAny(words(127)),
  'docx/pandoc-table-header-rowspan.docx': fails(words(9)),
  'docx/pandoc-track-changes-move.docx': fails(words(16)),
  'docx/pandoc-table-with-list-cell.docx': fails(words(16)),
  'docx/mammoth-footnotes.docx': fails(words(8)),
  'docx/mammoth-text-box.docx': fails(words(2)),
  'docx/python-docx-having-images.docx': fails(failureReasons.noText),
  'docx/mammoth-empty.docx': fails(failureReasons.noText),

  'txt/debian-reference.en.txt': completes,
  'txt/debian-faq.en.txt': completes,
  'txt/R-intro.info.txt': completes,
  'txt/gnu-standards.info.txt': completes,
  'txt/python311-howto-functional.rst.txt': completes,
  'txt/vim-usr_41.txt': questionsIfAny(failureReasons.noQuestions),
  'txt/gutenberg-158-emma.txt': questionsIfAny(failureReasons.noQuestions),
  'txt/pandoc-MANUAL.txt': completes,

  'bad/issue3371.pdf': fails(failureReasons.passwordProtected),
  'bad/print_protection.pdf': fails(failureReasons.passwordProtected),
  'bad/bug1782186.pdf': fails(failureReasons.passwordProtected),
  'bad/bug1020226.pdf': fails(failureReasons.damaged),
  'bad/REDHAT-1531897-0.pdf': fails(failureReasons.damaged),
  // Its first page is the raw drawing instructions of a broken stream ("(New)Tj 30.7 0 Td").
  'bad/poppler-90-0-fuzzed.pdf': fails(failureReasons.damaged),
  // pdf.js and pdftotext both read nothing: every stream fails to decode.
  'bad/PDFBOX-3148-2-fuzzed.pdf': fails(failureReasons.noSelectableText),
  'bad/helloworld-bad.pdf': fails(words(2)),
  'bad/Pages-tree-refs.pdf': fails(words(3)),
  // No "%PDF-" header anywhere in the first kilobyte: not recognisable as a PDF.
  'bad/bug1606566.pdf': refused(uploadErrors.invalidType),
  'bad/derived-docx-misnamed-as.pdf': refused(uploadErrors.invalidType),
  'bad/msoffcrypto-plain.doc': refused(uploadErrors.invalidType),
  'bad/msoffcrypto-example_password.docx': refused(uploadErrors.protectedDocx),
  'bad/oxml-document_with_password.docx': refused(uploadErrors.protectedDocx),
  'bad/derived-wgig-truncated-50pct.docx': refused(uploadErrors.damaged),
  // Schema-invalid parts around Word's sample text: read all the same.
  'bad/oxml-Invalid_Word15Comments.docx': questionsIfAny(failureReasons.noQuestions),
  'bad/oxml-InvalidDocPropsct.docx': questionsIfAny(words(93)),
};

/** What happened to one uploaded file. */
export type Observed = {
  upload: number;
  error?: string;
  status?: string;
  failureReason?: string | null;
  title?: string | null;
  topics?: string[];
  excerpt?: string | null;
  questionCount?: number | null;
};

// Mojibake: replacement characters, C1 controls, or UTF-8 read as Latin-1 ("Ã©").
const mojibake = /\uFFFD|[\u0080-\u009F]|Ã[\u0080-\u00BF]|â€/;

/** How `observed` differs from what is expected of the file: empty when it is as it should be. */
export function outcomeProblems(expected: Expected, observed: Observed): string[] {
  if (expected.outcome === 'refused') {
    return observed.upload >= 400 && observed.error === expected.error
      ? []
      : [`expected refusal "${expected.error}", got ${observed.upload} ${observed.error ?? observed.status}`];
  }
  if (observed.upload !== 201) return [`expected the upload to be accepted, got ${observed.upload} ${observed.error}`];
  const completed = observed.status === 'completed';
  if (expected.outcome === 'failed' || (expected.outcome === 'completed or failed' && !completed)) {
    return observed.status === 'failed' && observed.failureReason === expected.reason
      ? []
      : [`expected failed with "${expected.reason}", got ${observed.status} "${observed.failureReason ?? ''}"`];
  }
  if (!completed) return [`expected completed, got ${observed.status} "${observed.failureReason ?? ''}"`];
  const problems: string[] = [];
  if (!observed.title) problems.push('no title');
  if (!observed.topics?.length) problems.push('no topics');
  if (!observed.excerpt?.trim()) problems.push('no text');
  if (!observed.questionCount) problems.push('completed without questions');
  for (const value of [observed.title ?? '', observed.excerpt ?? '', ...(observed.topics ?? [])]) {
    if (mojibake.test(value)) problems.push(`mojibake in "${value.slice(0, 80)}"`);
  }
  return problems;
}
