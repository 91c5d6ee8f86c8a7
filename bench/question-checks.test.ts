// The bench's failure detectors on questions from the teacher-judged sample
// (/work/shared/quality/judged-sample.md, cited as S<n>) and on fair ones that
// must pass.
import { describe, expect, it } from 'vitest';
import {
  alterationOf,
  badAlteration,
  badTopic,
  type CheckedQuestion,
  detectFailures,
  fragment,
  genericAnswer,
  isCommonWord,
  type MaterialContext,
  positionHistogram,
  rivalAnswers,
  unresolvedReference,
  wordCount,
  wrongKindDistractors,
} from './question-checks.ts';

const noContext: MaterialContext = { headings: [], topics: [], terms: [] };

function cloze(sentence: string, key: string, options?: string[], topic = 'Topic'): CheckedQuestion {
  const question = sentence.replace(key, '_____');
  return {
    type: options ? 'multiple_choice' : 'fill_blank',
    question: options ? `Which term fills the blank? ${question}` : question,
    options,
    correctAnswer: key,
    topic,
    source: { page: 1, quote: sentence },
  };
}
const trueFalse = (statement: string, quote: string, key: 'True' | 'False'): CheckedQuestion => ({
  type: 'true_false',
  question: statement,
  options: ['True', 'False'],
  correctAnswer: key,
  topic: 'Topic',
  source: { page: 1, quote },
});

describe('fragment', () => {
  it.each([
    [
      'S24 merged sentence',
      cloze(
        "If you don't need a window, use this. xpcshell is useful for objects exposed to JavaScript.",
        'JavaScript',
      ),
    ],
    [
      'S39 no finite verb',
      trueFalse(
        'The line and fill color of the patch objects making up the bars.',
        'The line and fill color of the patch objects making up the bars.',
        'True',
      ),
    ],
    [
      'S40 truncated tip',
      trueFalse('When you click Online Video, you can paste.', 'When you click Online Video, you can paste.', 'True'),
    ],
    ['a bullet', trueFalse('Options • The parser reads the file.', 'Options • The parser reads the file.', 'True')],
    [
      'a heading run into a sentence',
      trueFalse('Graphics Data Structures The figure holds every axes object.', 'x', 'True'),
    ],
    [
      'starts with a conjunction',
      trueFalse('And the kernel frees the page.', 'And the kernel frees the page.', 'True'),
    ],
    ['a hyphen broken word', trueFalse('The func- tion returns a matrix.', 'x', 'True')],
  ])('flags %s', (_name, q) => {
    expect(fragment(q)).not.toBeNull();
  });
  it.each([
    [
      'S2',
      cloze('The nucleus contains the genetic material of the cell, DNA.', 'nucleus', [
        'chlorophyll',
        'nucleus',
        'powerhouse',
        'photosynthesis',
      ]),
    ],
    [
      'S36',
      cloze(
        'Well-known functional languages include the ML family (Standard ML, OCaml, and other variants) and Haskell.',
        'Haskell',
      ),
    ],
    [
      'S56',
      trueFalse(
        'If you do want to share variables between scripts, use the "g:" prefix and assign the value directly, do not use var.',
        'x',
        'True',
      ),
    ],
    [
      'a verb before "nothing"',
      trueFalse('The cosine gives nothing fundamentally different from the sine.', 'x', 'True'),
    ],
    ['a plural subject and a bare verb', trueFalse('Guards lead to different paths through the loop.', 'x', 'True')],
    [
      'S5',
      cloze(
        'Franklin, in the year 1752, sent a kite into the clouds and proved that thunderstorms were electrical.',
        '1752',
      ),
    ],
    [
      'S58 short answer',
      {
        ...cloze('x', 'tmpfs'),
        type: 'short_answer',
        question: 'What is the term for a temporary filesystem which keeps all files in the virtual memory?',
      },
    ],
  ])('passes %s', (_name, q) => {
    expect(fragment(q)).toBeNull();
  });
});

describe('unresolvedReference', () => {
  it.each([
    [
      'S3 the template',
      cloze(
        'While the syntax of the conversion specifications in the template is very similar to that for printf, the interpretation is oriented towards free-format input.',
        'conversion specifications',
        ['descriptions', 'column vectors', 'conversion specifications', 'callback functions'],
      ),
    ],
    [
      'S11 this flag',
      cloze(
        'Every call to an external function then checks this flag and exits the trace immediately if it is set.',
        'external function',
      ),
    ],
    ['S44 the 1st argument', cloze('The 1st argument is the root URL of the Debian archive.', 'Debian archive')],
    [
      'S47 the second output',
      cloze('If no callback is executing the second output is also set to the empty matrix.', 'callback'),
    ],
    [
      'S59 the other choice',
      trueFalse('The other choice is to continue tracing, compiling traces for the outer loop.', 'x', 'True'),
    ],
    [
      'S21 if it is',
      cloze(
        'If it is "native", then the type of data depends on how the data is stored in the audio file.',
        'audio file',
      ),
    ],
    [
      'S9 the function is never named',
      cloze(
        'When called with a single size argument, return a square matrix with the dimension specified.',
        'dimension',
      ),
    ],
    [
      'S43 he and him',
      cloze(
        'The people listened to him with delight; and he gave them wise laws from the Great Spirit.',
        'Great Spirit',
      ),
    ],
    ['S49 we', cloze('We developed a C++ static analysis to verify that the call stack is refreshed.', 'call stack')],
    [
      'S54 here',
      cloze(
        'Conditional changes can happen in numerous scenarios, so here are some examples to help clarify.',
        'Conditional changes',
      ),
    ],
    ['S52 a box below', cloze('Checking a box below will not change your tax or refund.', 'tax')],
    ['For example', trueFalse('For example, Unix utilities were optimized to minimize memory use.', 'x', 'True')],
    ['Obviously', trueFalse('Obviously the cache must be flushed first.', 'x', 'True')],
    ['Chinese 但好在', trueFalse('但好在编译器会检查类型。', 'x', 'True')],
    ['Chinese 原因有二', trueFalse('原因有二：速度与安全。', 'x', 'True')],
  ])('flags %s', (_name, q) => {
    expect(unresolvedReference(q)).not.toBeNull();
  });
  it.each([
    [
      'S58 tmpfs',
      trueFalse('The tmpfs is a temporary filesystem which keeps all files in the virtual memory.', 'x', 'True'),
    ],
    ['S55 MPAA', trueFalse('The RCA estimates that it loses $3 billion annually worldwide to piracy.', 'x', 'False')],
    [
      'S37',
      cloze(
        'Maximum likelihood is a method of nonlinear model fitting that applies even if the errors are not normal.',
        'Maximum likelihood',
      ),
    ],
    [
      'dummy it',
      trueFalse(
        'It is perfectly reasonable to write an iterator that produces an infinite stream of data.',
        'x',
        'True',
      ),
    ],
    ['the blank is the antecedent', cloze('Flax ran into the garden and threw her arms around her father.', 'Flax')],
    ['the command line', cloze('You may need to umount some devices manually from the command line.', 'devices')],
    [
      'a noun named earlier',
      {
        ...cloze('x', 'FORCESSTACK'),
        type: 'short_answer',
        question:
          'What is a trusted annotation, applied to only 5 functions, that means the function refreshes the call stack?',
      },
    ],
    [
      'S32 named command',
      cloze('The apt command is a high-level commandline interface for package management.', 'package management'),
    ],
  ])('passes %s', (_name, q) => {
    expect(unresolvedReference(q)).toBeNull();
  });
});

describe('genericAnswer', () => {
  it.each([
    [
      'S1 occasion',
      cloze('Mrs. Weston was most comfortably pleased on the occasion.', 'occasion', [
        'inquiry',
        'danger',
        'occasion',
        'sake',
      ]),
    ],
    [
      'S60 consideration',
      cloze('Several WGIG members suggested additional formulations for consideration.', 'consideration'),
    ],
    ['S53 quantity', cloze('Hiero, King of Syracuse, had sent a quantity of gold to some goldsmith.', 'quantity')],
    ['S9 dimension', cloze('Return a square matrix with the dimension specified.', 'dimension')],
    ['S20 lists', cloze('Most programming languages are procedural: programs are lists of instructions.', 'lists')],
    ['S46 devices', cloze('You may need to umount some devices manually from the command line.', 'devices')],
  ])('flags %s', (_name, q) => {
    expect(genericAnswer(q, noContext)).not.toBeNull();
  });
  it.each([
    ['S58 tmpfs', cloze('The tmpfs is a temporary filesystem.', 'tmpfs')],
    [
      'an expansion of an abbreviation',
      {
        ...cloze('x', 'version control system'),
        type: 'short_answer',
        question: 'What does the abbreviation VCS stand for?',
      },
    ],
    ['S2 nucleus', cloze('The nucleus contains the genetic material of the cell, DNA.', 'nucleus')],
    ['S36 Haskell (a name)', cloze('Functional languages include ML and Haskell.', 'Haskell')],
    [
      'S3 conversion specifications',
      cloze('The syntax of the conversion specifications is like printf.', 'conversion specifications'),
    ],
    ['S5 a year', cloze('Franklin, in the year 1752, sent a kite.', '1752')],
    ['S47 callback', cloze('If no callback is executing the second output is empty.', 'callback')],
  ])('passes %s', (_name, q) => {
    expect(genericAnswer(q, noContext)).toBeNull();
  });
  it("passes a common word that is one of the material's headings", () => {
    const q = cloze('Files are organized into directories.', 'matrix');
    expect(genericAnswer(q, { ...noContext, headings: ['Matrix'] })).toBeNull();
    expect(genericAnswer(cloze('The list holds items.', 'list'), { ...noContext, headings: ['3.2 Lists'] })).toBeNull();
  });
  it('reads frequencies of everyday use, not technical vocabulary', () => {
    expect(['occasion', 'requirements', 'assistance'].every(isCommonWord)).toBe(true);
    expect(['compiler', 'variable', 'nucleus', 'callback'].some(isCommonWord)).toBe(false);
  });
});

describe('rivalAnswers', () => {
  it.each([
    [
      'S20 lists (sequences fits)',
      cloze('Programs are lists of instructions that tell the computer what to do.', 'lists', [
        'lists',
        'parameters',
        'sequences',
        'assignments',
      ]),
      noContext,
    ],
    [
      'S36 one member of a list',
      cloze(
        'Well-known functional languages include the ML family (Standard ML, OCaml, and other variants) and Haskell.',
        'Haskell',
      ),
      noContext,
    ],
    [
      'S19 pipe tables vs simple tables',
      cloze('The cells of pipe tables cannot contain block elements.', 'pipe tables'),
      { ...noContext, headings: ['Tables', 'Simple tables', 'Pipe tables'] },
    ],
    [
      'S27 international vs intergovernmental organizations',
      cloze('Not all decisions made by international organizations are binding.', 'international organizations'),
      { ...noContext, terms: ['intergovernmental organizations'] },
    ],
  ])('flags %s', (_name, q, ctx) => {
    expect(rivalAnswers(q, ctx)).not.toBeNull();
  });
  it.each([
    ['S58 a definition', cloze('The tmpfs is a temporary filesystem.', 'tmpfs')],
    ['S37', cloze('Maximum likelihood is a method of nonlinear model fitting.', 'Maximum likelihood')],
    ['a numbered one-word heading', cloze('LIR traces can cross function boundaries.', 'LIR traces')],
    ['a sentence-like heading', cloze('The Debian archive is offered by mirror sites.', 'Debian archive')],
    ['the key itself with an article', cloze('The hostname resolution is provided by DNS.', 'hostname resolution')],
    [
      'an accepted plural is no rival',
      { ...cloze('The cells of pipe tables are simple.', 'pipe tables'), acceptedAnswers: ['pipe table'] },
    ],
  ])('passes %s', (_name, q) => {
    expect(
      rivalAnswers(q, {
        ...noContext,
        terms: ['pipe table', 'grid layout'],
        headings: ['3.1 Traces', 'Idioms for the archive', 'The hostname resolution', 'Formatting Error Messages'],
      }),
    ).toBeNull();
  });
});

describe('wrongKindDistractors', () => {
  it.each([
    ['S2 organelle among pigment and process', ['chlorophyll', 'nucleus', 'powerhouse', 'photosynthesis'], 'nucleus'],
    ['S42 a person among feelings', ['disappointment', 'delay', 'housekeeper', 'fault'], 'housekeeper'],
    [
      'only the key has two words (as in S4)',
      ['functional program', 'assignment', 'variable', 'statement'],
      'functional program',
    ],
    ['numbers with words', ['1752', 'Franklin', '1780', '1727'], '1752'],
    ['proper with common', ['Parliament', 'statute', 'lords', 'crown'], 'Parliament'],
    ['only the key is plural', ['directories', 'tool', 'password', 'package'], 'directories'],
  ])('flags %s', (_name, options, key) => {
    expect(wrongKindDistractors(cloze(`Files go into ${key} here.`, key, options))).not.toBeNull();
  });
  it('flags a distractor that appears in the stem', () => {
    const q = cloze('The tracer records the loop when the loop is hot.', 'tracer', [
      'tracer',
      'loop',
      'stack',
      'frame',
    ]);
    expect(wrongKindDistractors(q)).toMatch(/appears in the stem/);
  });
  it.each([
    ['S5 years', ['1752', '1780', '1727', '1751'], '1752'],
    ['S49 same-kind phrases', ['interpreter state', 'trace exit', 'call stack', 'hot loop'], 'call stack'],
    ['organelles', ['nucleus', 'ribosome', 'vacuole', 'lysosome'], 'nucleus'],
  ])('passes %s', (_name, options, key) => {
    expect(wrongKindDistractors(cloze(`The answer is ${key} indeed.`, key, options))).toBeNull();
  });
});

describe('badAlteration', () => {
  it.each([
    [
      'S10 Felten → Web',
      trueFalse(
        'The threat against Web was more attenuated, but it followed the same line of reasoning.',
        'The threat against Felten was more attenuated, but it followed the same line of reasoning.',
        'False',
      ),
    ],
    [
      'S51 definition → translation',
      trueFalse(
        "The translation of 'datadir' is the same for all packages.",
        "The definition of 'datadir' is the same for all packages.",
        'False',
      ),
    ],
    [
      'a number swapped for a word',
      trueFalse('The array holds many elements.', 'The array holds 16 elements.', 'False'),
    ],
    [
      'the statement is still the quote',
      trueFalse('The kernel frees the page.', 'The kernel frees the page.', 'False'),
    ],
    [
      'singular for plural',
      trueFalse(
        'You may need to umount some partition manually.',
        'You may need to umount some devices manually.',
        'False',
      ),
    ],
  ])('flags %s', (_name, q) => {
    expect(badAlteration(q, noContext)).not.toBeNull();
  });
  it.each([
    [
      'an actor swap in a fable',
      trueFalse('The Frog grew red in the face.', 'The Mouse grew red in the face.', 'False'),
    ],
    [
      'S55 MPAA → RCA',
      trueFalse(
        'The RCA estimates that it loses $3 billion annually worldwide to piracy.',
        'The MPAA estimates that it loses $3 billion annually worldwide to piracy.',
        'False',
      ),
    ],
    ['a number for a number', trueFalse('The register holds 32 bits.', 'The register holds 64 bits.', 'False')],
    ['a true statement', trueFalse('The kernel frees the page.', 'The kernel frees the page.', 'True')],
  ])('passes %s', (_name, q) => {
    expect(badAlteration(q, noContext)).toBeNull();
  });
  it('flags a statement found verbatim elsewhere in the material', () => {
    const q = trueFalse(
      'The scheduler runs every ready thread in turn.',
      'The scheduler runs every ready process in turn.',
      'False',
    );
    expect(
      badAlteration(q, { ...noContext, text: 'Intro. The scheduler runs every ready thread in turn. End.' }),
    ).toMatch(/verbatim/);
  });
  it('finds the swapped words', () => {
    expect(alterationOf('The threat against Web was more', 'The threat against Felten was more')).toEqual({
      removed: ['Felten'],
      inserted: ['Web'],
    });
  });
});

describe('badTopic', () => {
  const ctx = { ...noContext, headings: ['Trace Trees', '3.1 Nested Loops', 'Variables'] };
  it.each([
    ['Washburn Ave', 'a place'],
    ['Msg', 'an abbreviation'],
    ['General', 'a single generic word'],
    ['也就是', 'a function phrase'],
    ['Mrs. Weston', 'a person'],
    ['the', 'a function word'],
    ['#3.2 (ii)', 'mostly non-letters'],
    ['Object Oriented Programming', "not among the material's headings"],
  ])('flags %s', (topic, reason) => {
    expect(badTopic(topic, ctx)).toContain(reason);
  });
  it.each(['Trace Trees', 'Nested Loops', 'Variables'])('passes the heading %s', (topic) => {
    expect(badTopic(topic, ctx)).toBeNull();
  });
  it('does not require headings the material does not have', () => {
    expect(badTopic('Lambda Expression Conversions', noContext)).toBeNull();
  });
});

describe('the bench figures', () => {
  it('counts every failure of a question at once', () => {
    const q = cloze(
      'Mrs. Weston was most comfortably pleased on the occasion.',
      'occasion',
      ['inquiry', 'danger', 'occasion', 'sake'],
      'General',
    );
    expect(Object.keys(detectFailures(q, noContext)).sort()).toEqual([
      'badTopic',
      'genericAnswer',
      'rivalAnswers',
      'wrongKindDistractors',
    ]);
  });
  it('histograms the key position and flags a skew', () => {
    const at = (i: number) => ({
      ...cloze('A b c.', 'k', ['k', 'x', 'y', 'z']),
      options: ['x', 'y', 'z'].toSpliced(i, 0, 'k'),
    });
    const even = positionHistogram([0, 1, 2, 3, 0, 1, 2, 3].map(at));
    expect(even).toMatchObject({ counts: [2, 2, 2, 2], total: 8, chiSquare: 0, skewed: false });
    const skewed = positionHistogram([0, 0, 0, 1, 2, 3].map(at));
    expect(skewed.skewed).toBe(true);
    expect(skewed.chiSquare).toBeCloseTo(2);
  });
  it('counts words, and each Han character as one', () => {
    expect(wordCount('The tmpfs is a temporary filesystem.')).toBe(6);
    expect(wordCount('编译器 checks types')).toBe(5);
  });
});
