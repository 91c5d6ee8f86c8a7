// Questions in languages other than English. Without a part-of-speech reading
// of the language, a blank in an arbitrary sentence is a guess (a reader
// failed "也就是" and other particles as answers). A definition is not: "La
// photosynthèse est le processus par lequel …" and "行数与列数相等的矩阵称为方阵"
// name their term by their own pattern, in any language. So the offline engine
// writes fill-in-the-blank questions from definitions only, and the material
// tells the student so (foreignTypesNotice).
import { type Candidate, candidate } from './candidate';
import { blank } from './cloze';
import { answerExplanation } from './explain';
import type { Reading, Sentence } from './reading';

// "X est un/une/le/la …", "X ist ein/eine …", "X es un/una …", "X è un/una …": X opens the sentence.
const articleDefinition =
  /^((?:(?:le|la|les|l['’]|un|une|der|die|das|el|los|las|il|lo|gli)\s*)?[\p{L}][\p{L}'’-]*(?:\s[\p{L}][\p{L}'’-]*){0,3}?)\s+(est|sont|ist|sind|es|son|è|sono)\s+(?:un|une|le|la|les|l['’]|ein|eine|einer|der|die|das|el|la|los|las|il|lo|uno|una)\b/iu;
// "…称为方阵。", "…叫做方阵，": the term follows the defining words.
const chineseNaming = /(称为|叫做|称作|叫作)([\p{Script=Han}A-Za-z0-9]{2,10})(?=[。，；！？,.;]|$)/u;

/** The term a sentence defines, where it stands, or null. */
function definedTerm(text: string): { start: number; end: number; term: string } | null {
  const naming = chineseNaming.exec(text);
  if (naming?.[2]) {
    const start = (naming.index ?? 0) + (naming[1] as string).length;
    // The naming must follow what it names: at least a few characters of description before it.
    if (start >= 6) return { start, end: start + naming[2].length, term: naming[2] };
  }
  const article = articleDefinition.exec(text);
  if (article?.[1]) {
    const term = article[1].replace(/^(?:le|la|les|l['’]|un|une|der|die|das|el|los|las|il|lo|gli)\s*/iu, '');
    const start = article[1].length - term.length;
    if (term.length >= 4) return { start, end: start + term.length, term };
  }
  return null;
}

/** A definition of another language with its term blanked. */
export function foreignDefinitionBlank(reading: Reading, sentence: Sentence): Candidate | null {
  const defined = definedTerm(sentence.text);
  if (!defined) return null;
  const rest = sentence.text.slice(0, defined.start) + sentence.text.slice(defined.end);
  if (rest.includes(defined.term)) return null;
  const stem = `${sentence.text.slice(0, defined.start)}${blank}${sentence.text.slice(defined.end)}`;
  return candidate(
    reading,
    sentence,
    {
      type: 'fill_blank',
      question: stem,
      correctAnswer: defined.term,
      explanation: answerExplanation(reading, sentence, defined.term),
    },
    {
      answerKey: defined.term.toLowerCase(),
      quality: 1.3,
      factors: { kind: 'term', term: reading.terms.get(defined.term.toLowerCase()) },
    },
  );
}

/** What a student reads on a material in another language. */
export const foreignTypesNotice =
  'This material is not in English: Prepwise’s offline engine writes only fill-in-the-blank questions from its definitions. With Workers AI or a model on your laptop it writes every type.';
