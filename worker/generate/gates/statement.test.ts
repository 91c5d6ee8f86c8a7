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
});
