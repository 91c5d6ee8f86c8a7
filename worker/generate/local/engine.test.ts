import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion, GenerationRequest, MaterialSource, QuestionType } from '../engine';
import { containsPhrase, isNearDuplicate, rejectionOf } from '../verify';
import { localEngine } from '.';
import {
  chineseNotes,
  frenchNotes,
  functionalHowto,
  material,
  networkNotes,
  packagingHandout,
  tracingPaper,
} from './test-materials';

const allTypes: QuestionType[] = ['multiple_choice', 'true_false', 'short_answer', 'fill_blank'];
const ask = (m: MaterialSource, request: Partial<GenerationRequest> = {}) =>
  localEngine.generate(m, { count: 12, types: allTypes, difficulty: 'mixed', seed: 1, ...request });
const pageText = (m: MaterialSource, page: number) => m.text.pages.find((p) => p.page === page)?.text;
const answersOf = (q: GeneratedQuestion) => [q.correctAnswer, ...(q.acceptedAnswers ?? [])];
const countBy = <T>(items: T[], key: (item: T) => string) =>
  items.reduce((counts, item) => counts.set(key(item), (counts.get(key(item)) ?? 0) + 1), new Map<string, number>());

const materials: [string, MaterialSource][] = [
  ['a paper extracted from a PDF', tracingPaper],
  ['a reStructuredText tutorial', functionalHowto],
  ['a handout with lists, a table, commands, a formula and references', packagingHandout],
  ['a French text', frenchNotes],
  ['a Chinese text', chineseNotes],
];

describe.each(materials)('localEngine on %s', (_, m) => {
  it('writes questions', async () => {
    expect((await ask(m)).length).toBeGreaterThan(0);
  });

  it('writes only questions that pass verification against their own page', async () => {
    for (const q of await ask(m)) {
      expect(rejectionOf(q, { topics: m.topics, pageText: pageText(m, q.source.page) }), q.question).toBeNull();
    }
  });

  it('never shows the answer in the question', async () => {
    for (const q of await ask(m)) {
      if (q.type === 'true_false') continue;
      const stem = q.question.replace(/_{3,}/g, ' ');
      for (const answer of answersOf(q)) expect(containsPhrase(stem, answer), q.question).toBe(false);
    }
  });

  it('never repeats a question', async () => {
    const questions = (await ask(m, { count: 30 })).map((q) => q.question);
    questions.forEach((q, i) => {
      for (const other of questions.slice(0, i)) expect(isNearDuplicate(q, other), q).toBe(false);
    });
  });

  it('explains each answer with the passage it quotes', async () => {
    for (const q of await ask(m)) expect(q.explanation).toContain(q.source.quote);
  });

  it('never writes mojibake', async () => {
    for (const q of await ask(m, { count: 30 })) expect(`${q.question} ${q.correctAnswer}`).not.toMatch(/\uFFFD|Ã.|â€/);
  });
});

describe('localEngine', () => {
  it('is the local engine', () => {
    expect(localEngine.name).toBe('local');
  });

  it('writes all four types from an English material that defines its terms', async () => {
    const types = new Set((await ask(networkNotes, { count: 20 })).map((q) => q.type));
    expect([...types].sort()).toEqual([...allTypes].sort());
  });

  it('spreads the questions evenly over the requested types', async () => {
    const questions = await ask(networkNotes, { count: 6, types: ['multiple_choice', 'fill_blank'] });
    expect(Object.fromEntries(countBy(questions, (q) => q.type))).toEqual({ multiple_choice: 3, fill_blank: 3 });
  });

  it('writes only the requested types', async () => {
    const questions = await ask(tracingPaper, { types: ['true_false'] });
    expect(questions.every((q) => q.type === 'true_false')).toBe(true);
  });

  it('returns no more questions than asked for', async () => {
    expect(await ask(networkNotes, { count: 3 })).toHaveLength(3);
  });

  it('returns nothing when asked for nothing', async () => {
    expect(await ask(tracingPaper, { count: 0 })).toEqual([]);
  });

  it('keeps to the requested difficulty while the material allows', async () => {
    const questions = await ask(networkNotes, { count: 3, difficulty: 'hard' });
    expect(questions.map((q) => q.difficulty)).toEqual(['hard', 'hard', 'hard']);
  });

  it('spreads a mixed request over easy, medium and hard', async () => {
    const levels = countBy(await ask(networkNotes, { count: 9 }), (q) => q.difficulty);
    expect(levels.size).toBeGreaterThanOrEqual(2);
  });

  it('prefers the requested topics', async () => {
    const topic = networkNotes.topics.at(-1) as string;
    const questions = await ask(networkNotes, { count: 2, topics: [topic] });
    expect(questions.map((q) => q.topic)).toEqual([topic, topic]);
  });

  it('gives every question one of the material topics', async () => {
    for (const q of await ask(functionalHowto, { count: 20 })) expect(functionalHowto.topics).toContain(q.topic);
  });

  it('writes nothing close to a question already in use', async () => {
    const used = (await ask(tracingPaper)).map((q) => q.question);
    for (const q of await ask(tracingPaper, { avoid: used })) {
      for (const other of used) expect(isNearDuplicate(q.question, other), q.question).toBe(false);
    }
  });

  it('writes the same questions for the same seed', async () => {
    expect(await ask(tracingPaper, { seed: 7 })).toEqual(await ask(tracingPaper, { seed: 7 }));
  });

  it('picks other questions for another seed', async () => {
    const first = (await ask(networkNotes, { count: 5, seed: 1 })).map((q) => q.question);
    const second = (await ask(networkNotes, { count: 5, seed: 2 })).map((q) => q.question);
    expect(second).not.toEqual(first);
  });

  it('makes about half of its true/false statements false', async () => {
    const truths = countBy(await ask(tracingPaper, { count: 6, types: ['true_false'] }), (q) => q.correctAnswer);
    expect(Math.abs((truths.get('True') ?? 0) - (truths.get('False') ?? 0))).toBeLessThanOrEqual(1);
  });

  it('makes a statement false by swapping one term for another the explanation names', async () => {
    const falses = (await ask(networkNotes, { count: 10, types: ['true_false'] })).filter(
      (q) => q.correctAnswer === 'False',
    );
    expect(falses.length).toBeGreaterThan(0);
    for (const q of falses) {
      const [, swapped, original] = /says "(.+?)" where .+? says "(.+?)"/.exec(q.explanation) ?? [];
      expect(swapped && q.question.includes(swapped), q.explanation).toBe(true);
      expect(original && q.source.quote.includes(original), q.explanation).toBe(true);
    }
  });

  it('offers four distinct options of one kind in multiple choice', async () => {
    for (const q of await ask(packagingHandout, { count: 10, types: ['multiple_choice'] })) {
      const options = q.options ?? [];
      expect(new Set(options.map((o) => o.toLowerCase())).size).toBe(4);
      const kinds = new Set(
        options.map((o) => (/^\d[\d,.]*$/.test(o) ? 'number' : /^\p{Lu}/u.test(o) ? 'name' : 'term')),
      );
      expect(kinds.size, options.join(' | ')).toBe(1);
    }
  });

  it('asks what an abbreviation the material keeps using stands for, and accepts only the expansion', async () => {
    const dns = material('dns-notes', 'section', [
      {
        page: 1,
        text: [
          'The Domain Name System (DNS) translates host names into the numeric addresses that routers use.',
          'DNS answers most queries from caches that sit close to the host that asks the question.',
          'A resolver asks DNS servers one after another until one of them knows the address of the name.',
          'DNS records carry a lifetime that tells every cache how long it may keep the answer.',
          'Root servers hold the addresses of the servers for each top-level domain in DNS.',
        ].join(' '),
      },
    ]);
    const [question] = (await ask(dns, { types: ['short_answer'] })).filter((q) => /abbreviation/.test(q.question));
    expect(question?.question).toBe('What does the abbreviation DNS stand for?');
    expect(question?.correctAnswer).toBe('Domain Name System');
    expect(question?.acceptedAnswers ?? []).not.toContain('DNS');
  });

  it('does not ask a body named in passing to be spelled out', async () => {
    const lap = material('spam-notes', 'section', [
      {
        page: 1,
        text: [
          'The London Action Plan (LAP) brings together agencies that pursue senders of unsolicited bulk email.',
          'Agencies in the LAP share evidence about spam campaigns that cross borders.',
          'Members of the LAP meet once a year to compare the laws that govern bulk email.',
          'The LAP also works with network operators that block the worst sources of spam.',
          'Private companies may join the LAP as observers without voting rights.',
        ].join(' '),
      },
    ]);
    const questions = await ask(lap, { types: ['short_answer'] });
    expect(questions.filter((q) => /abbreviation LAP/.test(q.question))).toEqual([]);
  });

  it('offers definitions as options only beside others of the same kind or section', async () => {
    const chapters = material('rust-chapters', 'section', [
      {
        page: 1,
        text: 'Generics\n\nMonomorphization is the process of turning generic code into specific code by filling in the concrete types. Monomorphization makes generic functions as fast as functions written for one concrete type.',
      },
      {
        page: 2,
        text: 'Hash Maps\n\nA hasher is a type that implements the trait used to compute hash values for keys. Every hash map asks its hasher for the hash value of each key it stores.',
      },
      {
        page: 3,
        text: 'Slices\n\nA slice is a reference to a contiguous sequence of elements in a collection rather than the whole collection. Slices do not take ownership of the data they refer to.',
      },
      {
        page: 4,
        text: 'Smart Pointers\n\nA cons list is a data structure made up of nested pairs that comes from the Lisp programming language. Each item in a cons list holds a value and the next item of the cons list.',
      },
      {
        page: 5,
        text: 'Concurrency\n\nA channel is a programming concept by which data is sent from one thread to another thread. Each channel has a transmitter half and a receiver half.',
      },
      {
        page: 6,
        text: 'Ownership\n\nA borrow checker is a part of the compiler that compares scopes to determine whether all borrows are valid. The borrow checker rejects a reference that outlives its data.',
      },
    ]);
    expect(await ask(chapters, { count: 10, types: ['multiple_choice'] })).toEqual([]);
  });

  it('accepts the other number and spelling of a written answer', async () => {
    const blanks = await ask(functionalHowto, { count: 10, types: ['fill_blank'] });
    expect(blanks.some((q) => (q.acceptedAnswers ?? []).length > 0)).toBe(true);
  });

  it('writes only fill-in-the-blank and true/false questions in a language without a part-of-speech reading', async () => {
    const types = new Set((await ask(frenchNotes, { count: 20 })).map((q) => q.type));
    expect([...types].every((t) => t === 'fill_blank' || t === 'true_false')).toBe(true);
  });

  it('blanks whole Chinese words', async () => {
    for (const q of await ask(chineseNotes, { types: ['fill_blank'] }))
      expect(q.correctAnswer).toMatch(/^\p{Script=Han}+$/u);
  });

  it('never quotes page furniture, commands, tables, formulas or references', async () => {
    for (const q of await ask(packagingHandout, { count: 30 })) {
      expect(q.source.quote).not.toMatch(/Handout|\$ |dpkg -L|MB|×|^\[\d|Aoki|Lessig|^\d+$/);
    }
  });

  it('writes nothing from a material without prose', async () => {
    const text =
      'mov edx, ebx(748) // load primes\nmov edi(0), edx // store primes\nadd esp, 8 // clean up\njmp epilog';
    const listing: MaterialSource = {
      materialId: 'listing',
      title: 'Listing',
      topics: ['Listing'],
      text: { unit: 'page', pages: [{ page: 1, text }], headings: [], metadataTitle: null },
    };
    expect(await ask(listing)).toEqual([]);
  });

  it('reads a two-megabyte manual in a few seconds', async () => {
    const pages = Array.from({ length: 900 }, (_, i) => {
      const source = [...tracingPaper.text.pages, ...packagingHandout.text.pages][i % 6];
      return { page: i + 1, text: `${source?.text ?? ''}\nPage ${i + 1}` };
    });
    const manual: MaterialSource = { ...tracingPaper, text: { ...tracingPaper.text, pages } };
    expect(pages.reduce((n, p) => n + p.text.length, 0)).toBeGreaterThan(2_000_000);
    const started = Date.now();
    const questions = await ask(manual, { count: 40 });
    // The manual repeats six pages: it holds only the few questions those pages support.
    expect(questions.length).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
