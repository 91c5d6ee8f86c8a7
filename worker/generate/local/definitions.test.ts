import { describe, expect, it } from 'vitest';
import { abbreviationPrompt, definitionPrompt, otherFormsOf } from './definitions';
import { sentence } from './test-materials';

describe('definitionPrompt', () => {
  it.each([
    [
      'a defining "is a" sentence',
      sentence(
        'An iterator is an object representing a stream of data; this object returns the data one element at a time.',
        'iterator',
        'term',
        'is a',
      ),
      'What is the term for an object representing a stream of data?',
      'Which term describes an object representing a stream of data?',
    ],
    [
      'a plural subject',
      sentence(
        'Generators are a special class of functions that simplify the task of writing iterators.',
        'Generators',
        'term',
        'is a',
      ),
      'What is the term for a special class of functions that simplify the task of writing iterators?',
      'Which term describes a special class of functions that simplify the task of writing iterators?',
    ],
    [
      'a name',
      sentence('The Hurd is a set of servers running on top of the GNU Mach microkernel.', 'Hurd', 'name', 'is a'),
      'What is a set of servers running on top of the GNU Mach microkernel?',
      'Which of these is a set of servers running on top of the GNU Mach microkernel?',
    ],
    [
      'a term named at the end',
      sentence(
        'A function that yields a stream of values lazily is called a generator.',
        'generator',
        'term',
        'known as',
      ),
      'What is a function that yields a stream of values lazily called?',
      'What is a function that yields a stream of values lazily called?',
    ],
  ])('turns around %s', (_, s, question, choiceQuestion) => {
    expect(definitionPrompt(s)).toMatchObject({ question, choiceQuestion });
  });

  it('accepts a named property without the word "property"', () => {
    const prompt = definitionPrompt(
      sentence('The hash property is the fragment identifier portion of the URL.', 'hash property', 'term', 'is a'),
    );
    expect(prompt?.accepted).toContain('hash');
  });

  it('accepts the short form the material gives the term, even when it is not its initials', () => {
    const s = sentence(
      'Extreme programming (XP) is a new lightweight methodology for small teams developing software in the face of vague requirements.',
      'Extreme programming',
      'term',
      'is a',
    );
    expect(definitionPrompt(s)?.accepted).toContain('XP');
  });

  it.each([
    [
      'a word about words',
      sentence('Heap is a general term that describes boxes and other allocations.', 'Heap', 'term', 'is a'),
    ],
    [
      'a class with one word to it',
      sentence('A slice is a kind of reference, so it does not have ownership.', 'slice', 'term', 'is a'),
    ],
    [
      'where the term comes from',
      sentence(
        'A cons list is a data structure that comes from the Lisp programming language.',
        'cons list',
        'term',
        'is a',
      ),
    ],
    [
      'a class with one word to it, before a second clause',
      sentence(
        'A regular reference is a type of pointer, and one way to think of a pointer is as an arrow to a value.',
        'regular reference',
        'term',
        'is a',
      ),
    ],
    [
      'a clause, not a thing',
      sentence(
        'The class of an object determines how it will be treated by what are called generic functions.',
        'generic functions',
        'term',
        'known as',
      ),
    ],
    [
      'a judgement',
      sentence(
        'Fat bytecodes are a problem for TraceMonkey because they require the recorder to reimplement logic.',
        'Fat bytecodes',
        'term',
        'is a',
      ),
    ],
    [
      'a vague head',
      sentence(
        'Graphical facilities are an important and extremely versatile component of the R environment.',
        'Graphical facilities',
        'term',
        'is a',
      ),
    ],
    [
      'a phrase pointing back',
      sentence(
        'Unstable is the solution for this group of people who want the latest software.',
        'Unstable',
        'name',
        'is a',
      ),
    ],
    [
      'a vague subject',
      sentence(
        'The whole thing viewed collectively is called the directory tree.',
        'directory tree',
        'term',
        'known as',
      ),
    ],
    [
      'a phrase naming the term itself',
      sentence(
        'A typed trace is a trace annotated with a type for every variable on the trace.',
        'typed trace',
        'term',
        'is a',
      ),
    ],
  ])('refuses %s', (_, s) => {
    expect(definitionPrompt(s)).toBeNull();
  });
});

describe('abbreviationPrompt', () => {
  it('asks what an abbreviation stands for', () => {
    const s = sentence('The Advanced Package Tool (APT) retrieves packages from the network.', 'APT', 'name');
    expect(abbreviationPrompt(s)).toMatchObject({
      question: 'What does the abbreviation APT stand for?',
      answer: 'Advanced Package Tool',
    });
  });

  it('accepts the singular of an expansion written in the plural', () => {
    const s = sentence('Dynamically Sized Types (DST) have no statically known size.', 'DST', 'name');
    expect(abbreviationPrompt(s)?.accepted).toContain('Dynamically Sized Type');
  });

  it('leaves the quotation marks around an expansion out of the answer', () => {
    const s = sentence(
      'Projects keep their source files under a "version control system" (VCS), such as Git.',
      'VCS',
      'name',
    );
    expect(abbreviationPrompt(s)?.answer).toBe('version control system');
  });

  it('skips a parenthesis whose letters the words before do not spell', () => {
    const s = sentence(
      'Debian supports many ports to other architectures (ARM) for servers and phones.',
      'ARM',
      'name',
    );
    expect(abbreviationPrompt(s)).toBeNull();
  });
});

describe('otherFormsOf', () => {
  it('pairs each abbreviation with its expansion, both ways, from any text', () => {
    const forms = otherFormsOf([
      'The war waged against the Internet, what Motion Picture Association of America (MPAA) president Jack Valenti calls a war, goes on.',
      'Each host asks the Domain Name System (DNS) for addresses.',
    ]);
    expect(forms.get('mpaa')).toBe('Motion Picture Association of America');
    expect(forms.get('motion picture association of america')).toBe('MPAA');
    expect(forms.get('dns')).toBe('Domain Name System');
  });
});
