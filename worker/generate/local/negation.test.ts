import { describe, expect, it } from 'vitest';
import { denial } from './negation';

const denied = (statement: string, subject: string | null = null) => denial(statement, subject)?.statement ?? null;

describe('denial', () => {
  it('denies the main verb', () => {
    expect(denied('Extension methods are static methods that can be invoked using instance method syntax.')).toBe(
      'Extension methods are not static methods that can be invoked using instance method syntax.',
    );
    expect(denied('Brewster Kahle is the founder of the Internet Archive.')).toBe(
      'Brewster Kahle is not the founder of the Internet Archive.',
    );
    expect(denied('The FFI has a standard signature for JS-callable functions.')).toBe(
      'The FFI does not have a standard signature for JS-callable functions.',
    );
    expect(denied('The kernel has been loaded into memory by the boot loader.')).toBe(
      'The kernel has not been loaded into memory by the boot loader.',
    );
    expect(denied('Lambda expressions can be converted to expression trees.')).toBe(
      'Lambda expressions cannot be converted to expression trees.',
    );
  });

  it('denies a verb in -s right after the opening term', () => {
    expect(denied('An object initializer consists of a sequence of member initializers.', 'object initializer')).toBe(
      'An object initializer does not consist of a sequence of member initializers.',
    );
    expect(denied('The recorder carries the type map of its trace.', 'recorder')).toBe(
      'The recorder does not carry the type map of its trace.',
    );
    expect(denied('The recorder carries the type map of its trace.')).toBeNull();
  });

  it('leaves statements a denial would not plainly make false', () => {
    for (const statement of [
      'TraceMonkey always begins executing a program in the bytecode interpreter.', // "not always" is true
      'The solver may take several steps per interval.',
      'JavaScript has no integer type.',
      'A PostScript file is editable, so you are free to modify it.',
      'An anonymous object initializer declares an anonymous type and returns an instance of that type.',
      'Objects that are allocated on the heap are freed by the collector.', // the verb is in a clause
      'A link is text in brackets. (Optionally, a title follows.)',
      'Midnight Commander is a GNU "Swiss army knife" for the Linux console.', // a figure of speech
      'A regular reference is a type of pointer, and one way to think of a pointer is as an arrow.', // a second clause
    ]) {
      expect(denied(statement, 'TraceMonkey'), statement).toBeNull();
    }
  });
});
