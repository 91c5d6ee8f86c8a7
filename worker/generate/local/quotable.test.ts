import { describe, expect, it } from 'vitest';
import { isInstruction, isLicence, unquotable } from './quotable';

describe('unquotable', () => {
  it.each([
    'An iterator is an object representing a stream of data; this object returns the data one element at a time.',
    'The Debian project was founded by Ian Murdock in 1993 as a distribution built entirely from free software.',
    'TraceMonkey stops recording when execution returns to the loop header or exits the loop.',
  ])('accepts prose: %s', (sentence) => {
    expect(unquotable(sentence, true)).toBeNull();
  });

  it.each([
    ['a command line', 'Remove a package (including its configuration files): dpkg --purge foo.'],
    ['a code fragment', 'A Python iterator must support a method called ~iterator.next that takes no arguments.'],
    ['a reference', '[1] Aoki, O. Debian Reference. 2021. pp. 12–40.'],
    ['a pointer elsewhere', 'The remainder of this paper is organized as described in Section 3 and Section 4.'],
    ['a page reference', 'A (p. 45).—In reading these equations it must be noted that a bracket is used.'],
    ['broken hyphenation', 'Package maintainers pub- lish their work through the upload queue of the archive.'],
    [
      'a list of many items',
      'The pays are Allemagne, Autriche, Belgique, Bulgarie, Chypre, Danemark, Espagne and others.',
    ],
    ['a numbered list item', '4 Head of household with a qualifying person is a filing status here.'],
    ['a lettered list item', 'K. For any section Entitled Acknowledgements, preserve the Title of the section.'],
    ['a revision note', 'Version 0.21: Added more references suggested on the tutor mailing list.'],
    ['an instruction', 'Consult the operator module documentation for a complete list of functions.'],
    [
      'the author speaking',
      'One reason for my preference is that lambda is quite limited in the functions it can define.',
    ],
    [
      'a sentence leaning on the one before',
      'Both are called only for their side effects of sending some text to the screen.',
    ],
    ['an ordinal opener', 'Third, many of the proposals state what these injunctions do in relation to social actors.'],
    ['filler text', 'Lorem ipsum dolor sit amet consectetuer adipiscing elit Maecenas porttitor congue massa.'],
    ['text run together', 'When you apply styles, your headings change to match the new theme.Save time in Word now.'],
    [
      'a labelled aside',
      'Programming Note: Octave does not yet implement string arrays so this function returns false.',
    ],
    ['dialogue', "You will have no business here.--Let it stay, however,' said she to her friend at once."],
    ['a sentence cut at an abbreviation', 'The decision in Lopez was reaffirmed five years later in United States v.'],
    ['letter-spaced text', "L'assuré adresse le volet 1 à son or g an is m e d'assurance maladie sans délai."],
    ['a question', 'What if you could later resume the function where it left off after returning?'],
    [
      'licence text',
      'We have designed this License in order to use it for manuals for free software and documentation.',
    ],
    ['markup', 'Textile ~ It will be rendered inside <span class="math"> tags for the browser to show.'],
    [
      'a footnote mark between sentences',
      'Congress expanded the exclusive right to control translations of a work.5 The courts followed it.',
    ],
    [
      'a cross-reference',
      'You should use citeproc in the list of filters instead (see Reader options) when you need control.',
    ],
    ['a pointer back', 'Our working definition seems to fit the five criteria outlined earlier in the report.'],
    [
      'a run-on heading',
      'X Window is a network-capable GUI protocol: setuid root binary For applications using Wayland it differs.',
    ],
  ])('rejects %s', (_, sentence) => {
    expect(unquotable(sentence, true)).not.toBeNull();
  });

  it('accepts prose in another language without the English-only checks', () => {
    const sentence = 'Les mitochondries sont le siège de la respiration cellulaire dans les cellules végétales.';
    expect(unquotable(sentence, false)).toBeNull();
  });

  it('rejects a French sentence that starts with a pronoun', () => {
    expect(
      unquotable('Elle se déroule dans les chloroplastes des cellules des feuilles vertes.', false),
    ).not.toBeNull();
  });

  it('rejects a Chinese sentence whose formula the extractor dropped', () => {
    expect(unquotable('证明，存在F上非退化线性替换，使得二次型可以化成．', false)).not.toBeNull();
  });
});

describe('isInstruction', () => {
  it.each([
    ['Use the ls command to list the files of a directory.', true],
    ['Study the loop for a while, and think of a name for it.', true],
    ['Generators are a special class of functions.', false],
    ['All the functions in this module return iterators.', false],
    ['Debugging is simplified because functions are small.', false],
  ])('%s → %s', (sentence, expected) => {
    expect(isInstruction(sentence)).toBe(expected);
  });
});

describe('licence text', () => {
  const sentence = 'The GNU General Public License is a free, copyleft license for software and other kinds of works.';

  it('is left out of a manual that carries a licence at its end, and kept in the licence itself', () => {
    expect(unquotable(sentence, true)).toBe('licence text');
    expect(unquotable(sentence, true, true)).toBeNull();
  });

  it.each([
    ['the GPL', '                    GNU GENERAL PUBLIC LICENSE\n                       Version 3, 29 June 2007\n'],
    ['MPL 2.0', 'Mozilla Public License Version 2.0\n==================================\n\n1. Definitions'],
    ['the Artistic License', '\t\t\t The "Artistic License"\n\t\t\t\tPreamble\n'],
  ])('knows %s by its title for a licence', (_, text) => {
    expect(isLicence(`${text}\n${sentence}`)).toBe(true);
  });

  it('takes no manual for a licence, however much of it its licence appendices fill', () => {
    const manual =
      'This is autosprintf.info, produced by makeinfo version 6.3 from autosprintf.texi.\n\n   Copyright (C) 2002 Free Software Foundation.\n   Permission is granted to copy this document under the terms of the GNU Free Documentation License.';
    expect(isLicence(`${manual}\n${'You may copy the Document under the terms of this License.\n'.repeat(200)}`)).toBe(
      false,
    );
  });
});
