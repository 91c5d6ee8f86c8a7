import { describe, expect, it } from 'vitest';
import { fairnessProblem, optionsProblem } from '.';
import { statementProblem } from './statement';

const asStatement = { english: true, asStatement: true };

describe('statementProblem', () => {
  // Sentences a teacher failed in ../shared/quality/judged-sample.md, and why.
  it.each([
    ['While the syntax of the conversion specifications in the template is similar to that for printf, it differs.'],
    ['A theoretical benefit is that it is easier to construct a proof that a functional program is correct.'],
    ['Franklin, in the year 1752, sent a kite into the clouds and proved that thunderstorms were electrical.'],
    ['When called with a single size argument, return a square matrix with the dimension specified.'],
    ['The threat against Felten was more attenuated, but it followed the same line of reasoning.'],
    ['Every call to an external function then checks this flag and exits the trace if it is set.'],
    ['The input h is a vector of graphic handles to link.'],
    ['For example, Unix utilities were generally optimized to minimize memory use.'],
    ['The other choice is to continue tracing, compiling traces for the outer loop inside the inner tree.'],
    ['Routing Find a route in the route table.'],
    ['Our method provides cheap inter-procedural type specialization.'],
    ['The undertaker sent for Mr. Bumble, and between them they flogged him till he could hardly stand.'],
    ['R EQUIRES S TACK is an untrusted annotation that means the function may only be called late.'],
    ['A bullet list is a list of bulleted list items.'],
    ['The Debian system has some notable packages for the print servers and utilities.'],
    ['Partials will be sought in the directory containing the main template.'],
    // Round 5 of the blind reading (bench/labels/2026-11-25-blindjudge-round5.jsonl).
    ["The Debian project has been an associate project since the organization's creation."],
    ['Metadata will be taken from the jupyter metadata field.'],
    ['The palette is also affected by set palette gamma.'],
    ['The standalone mode generates a TeX file that produces output with the correct size when using dvips.'],
    ['A collection initializer specifies the elements of a collection.'],
    ['The camera target is a point in space where the camera is pointing.'],
    ['The Internet Archive is not the only archive.'],
    ['Storing a group of commands in a file — called a script file.'],
    ['Internet radio is thus to radio what FM was to AM.'],
    ['Lear made a second pilot, more edgy than the first.'],
    // A blind reading of materials kept out of the repository (bench/labels/2026-11-25-blindjudge-holdout1.jsonl).
    ['The resulting regular expression matches any string matching either of the two expressions.'],
    ['The callback will be called after the resource handle has been closed.'],
    ['Creates the link called path pointing to target.'],
    ['Produces or matches a so called “vertical tab” (ASCII 11).'],
    // Holdout round 9 (bench/labels/2026-11-25-blindjudge-holdout9.jsonl).
    ['DER must be a pointer to memory cells already allocated.'],
    // Holdout round 8 (bench/labels/2026-11-25-blindjudge-holdout8.jsonl).
    ['The passphrase is a hexadecimal string when specified.'],
    ['The fingerprint should be given as a hexstring and may be left padded with 00.'],
    // Holdout round 7 (bench/labels/2026-11-25-blindjudge-holdout7.jsonl).
    ['A TypeError is thrown if either from or to is not a string.'],
    ['A TypeError is thrown if any of the path segments is not a string.'],
    ['Iterators handle all of that logic for you, cutting down on repetitive code you could potentially mess up.'],
    ['Perl is one of the most ported pieces of software ever.'],
    // Holdout round 6 (bench/labels/2026-11-25-blindjudge-holdout6.jsonl).
    ['Rust aims to make upgrading to a new edition an easy process.'],
    // Holdout round 4.
    ['LTbigf then performs the size test and skips the offset tests.'],
    ['The LTdnlc test may fail on other dialects.'],
    ['Safe Rust is the true Rust programming language.'],
    // Holdout round 3 (bench/labels/2026-11-25-blindjudge-holdout3.jsonl).
    ['LENGTH may be smaller than the specified digest size, in which case only the first octets are written.'],
    ['PROGRESS can be NULL, in that case there are no callbacks.'],
    ['"Initial Developer" means the individual or entity identified as the Initial Developer in the notice.'],
    ['The argument hadError is a boolean which says if the socket was closed due to a transmission error.'],
    ['The listener callback function is invoked with the value of process.exitCode passed as the only argument.'],
    ['The plaintext is then encrypted using CTR mode with an initial counter.'],
    ['The struct is encrypted using the AES key, and that is the only thing AES is used for.'],
    // Round 11.
    ['The applet keeps all inputs and results conveniently visible all the time.'],
    ["The JSON must be formatted like pandoc's own JSON input and output."],
    ['The pager is enabled by the command more on.'],
    ['Vertices are colored according to the total angle of rotation along the ribbon.'],
    // Round 9.
    ['WNOHANG Do not hang if status is not immediately available.'],
    // Round 8.
    ['SpeedTests is a framework for executing arbitrary tests.'],
    ['The cosine gives nothing fundamentally different from the sine.'],
    ['Most objects are represented by a shared structural description, called the object shape.'],
    ["The so-called 'ExplanationPanel' in the lower right-hand part of the main screen is used to present each step."],
    ['PDF is a flexible format, and using PDF in certain contexts requires additional conventions.'],
    // Round 6.
    ['There is a complete, detailed map called the "SOURCE CODE".'],
    ['The filename delete option also takes one file name as argument.'],
    ['Emacs has a plethora of other features as well, including functioning as a newsreader.'],
    ['AVS is an extremely simple format, suitable mostly for streaming between applications.'],
    ['The solver requires three function evaluations per integration step.'],
    ['Whiskers extend from the box to user-specified limits.'],
    [
      'The orientation, which is defined as the angle between the major axis of the ellipse and the x axis, must be given in degrees.',
    ],
  ])('refuses "%s"', (sentence) => {
    expect(statementProblem(sentence, asStatement)).not.toBeNull();
  });

  // Sentences a teacher judged fair, which the gate must let through.
  it.each([
    ['The tmpfs is a temporary filesystem which keeps all files in the virtual memory.'],
    ['The radio station is also performing a copy of the recording artist’s work.'],
    ['Dynamic languages such as JavaScript are more difficult to compile than statically typed ones.'],
    ['If you do want to share variables between scripts, use the "g:" prefix and assign the value directly.'],
    ['Extension methods are static methods that can be invoked using instance method syntax.'],
    ['A dependency is a relation between two packages in which one package needs the other to work.'],
    ['Photosynthesis is the process by which green plants convert light energy into chemical energy.'],
    ['Plants and animals are made of cells that divide by mitosis.'],
    ['TCP retransmits every segment that the receiving host does not acknowledge in time.'],
    ['ARCTWO is a block cipher specified in RFC 2268.'],
    ['FLOSS can be used as an enabling or empowering technology to promote access to the Internet.'],
    ['APT is the Advanced Package Tool, an advanced interface to the Debian packaging system.'],
    ['If a lookup fails, then DNS resolvers ask another root server.'],
    ['Closures are anonymous functions that can capture values from the scope in which they are defined.'],
    ['Methods are functions that are called using the attribute notation.'],
    ['Results of a comparison are always True or False.'],
  ])('lets "%s" through', (sentence) => {
    expect(statementProblem(sentence, asStatement)).toBeNull();
  });

  it('knows the openers that lean on another sentence in Chinese and French', () => {
    expect(statementProblem('但好在这个方法可以推广到一般的情形。', { english: false })).not.toBeNull();
    expect(
      statementProblem('Par exemple, les feuilles absorbent le dioxyde de carbone.', { english: false }),
    ).not.toBeNull();
    expect(
      statementProblem('La chlorophylle absorbe surtout la lumière rouge et bleue.', { english: false }),
    ).toBeNull();
  });
});

describe('optionsProblem', () => {
  it('refuses a number among words and a name among common nouns', () => {
    expect(optionsProblem(['12', 'twelve', 'a dozen', 'many'])).not.toBeNull();
    expect(optionsProblem(['ICANN', 'WSIS', 'OECD', 'considerations'])).not.toBeNull();
  });

  it('accepts options of one kind, and definitions of any length', () => {
    expect(optionsProblem(['nucleus', 'ribosome', 'lysosome', 'chloroplast'])).toBeNull();
    expect(
      optionsProblem([
        'an object representing a stream of data',
        'a function that returns the truth value of some condition',
        'a special class of functions that simplify the task of writing iterators',
        'a set of rules that governs how hosts format and exchange messages',
      ]),
    ).toBeNull();
  });
});

describe('fairnessProblem', () => {
  const question = {
    type: 'fill_blank' as const,
    correctAnswer: 'occasion',
    explanation: 'e',
    topic: 'Emma',
    difficulty: 'easy' as const,
    source: {
      materialId: 'm',
      page: 1,
      quote: 'Mrs. Weston was most comfortably pleased on the occasion of the visit today.',
    },
  };

  it('refuses a parameter as the answer', () => {
    const asked = {
      ...question,
      type: 'short_answer' as const,
      question: 'What is the term for an integer that sets dlopen behavior?',
    };
    expect(fairnessProblem({ ...asked, correctAnswer: 'flags argument' })).toBe('the answer is a parameter');
  });

  it('refuses a placeholder in capitals as the answer, not an abbreviation that comes with its expansion', () => {
    const asked = { ...question, type: 'short_answer' as const, question: 'What is the term for a set of values?' };
    expect(fairnessProblem({ ...asked, correctAnswer: 'MODES' })).toBe('the answer is a placeholder');
    expect(fairnessProblem({ ...asked, correctAnswer: 'APT', acceptedAnswers: ['Advanced Package Tool'] })).toBeNull();
  });

  it('refuses an everyday word as the blank', () => {
    const q = { ...question, question: 'Mrs. Weston was most comfortably pleased on the _____ of the visit today.' };
    expect(fairnessProblem(q)).toBe('the blank is an everyday word');
  });

  it('refuses a key of small capitals the extractor split or joined', () => {
    const q = {
      ...question,
      question: 'What is a trusted annotation that refreshes the call stack?',
      type: 'short_answer' as const,
    };
    expect(fairnessProblem({ ...q, correctAnswer: 'F ORCES S TACK' })).toBe('garbled text');
    expect(fairnessProblem({ ...q, correctAnswer: 'FORCESSTACK' })).toBe('garbled text');
  });

  it('refuses descriptions other answers fit too, and blanks holding several answers', () => {
    const loose = { ...question, question: '_____ is the most basic way to initialize environment variables.' };
    expect(fairnessProblem({ ...loose, correctAnswer: 'pam_env' })).toBe('a description other answers fit too');
    const sa = {
      ...question,
      type: 'short_answer' as const,
      question: 'What is a simple framework for browser automation?',
    };
    expect(fairnessProblem({ ...sa, correctAnswer: 'Mozmill' })).toBe('a description other answers fit too');
    const several = { ...question, question: '_____ are languages that support object-oriented programming.' };
    expect(fairnessProblem({ ...several, correctAnswer: 'C++ and Python' })).toBe('several answers in one blank');
  });

  it('refuses a generic word as the answer', () => {
    const q = {
      ...question,
      type: 'short_answer' as const,
      question: 'What is the term for a rectangular box centered horizontally at the x coordinate?',
    };
    expect(fairnessProblem({ ...q, correctAnswer: 'symbol' })).toBe('the answer is a generic word');
    expect(fairnessProblem({ ...q, correctAnswer: 'return value' })).toBe('the answer is a generic word');
    expect(fairnessProblem({ ...q, correctAnswer: 'candlestick' })).toBeNull();
  });

  it('refuses a true/false definition of an everyday word', () => {
    const q = { ...question, type: 'true_false' as const, question: 'A camera is a device that records images.' };
    expect(fairnessProblem({ ...q, correctAnswer: 'True' })).toBe('a definition of an everyday word');
  });
});
