// Which key terms a question may ask for: the ones a student can be expected
// to know. The ranking of `keyTerms` is tagger-free and lets through
// adjectives, fragments, identifiers and vague words; these are the rules
// that keep them out of answers and options.
import { functionWords, genericModifiers, isEverydayWord, isVerbForm } from '../../text/lexicon';
import { commonness, isEverydayPhrase } from '../../text/word-frequency';
import type { Term } from './reading';

/** Only the top of the ranking is asked about (and what the material defines). */
const answerRank = 150;

// Nouns that name the text's own moves rather than its subject: "In our _____, …" tests nothing.
export const vagueNouns = new Set(
  'implementation experiment technique solution approach paper work study analysis evaluation discussion improvement application alternative functionality information example problem benefit advantage disadvantage feature property operation performance behaviour behavior usage purpose goal concept mechanism component thing stuff case fact idea way reason result detail aspect option choice procedure practice situation circumstance matter importance significance nature extent degree range level number amount variety majority minority sense notion role attempt effort possibility interest attention'.split(
    ' ',
  ),
);
const demonyms =
  /^(english|french|german|greek|italian|spanish|roman|latin|american|british|european|chinese|japanese|russian|dutch|arabic|egyptian|babylonian|indian|irish|scottish|swiss|swedish|danish|polish|african|asian|jew|jews|gentile)$/;
const quantityHeads = new Set(
  'range level number amount variety lot deal extent degree kind sort way part majority minority half series couple piece bit matter case point time fact example instance'.split(
    ' ',
  ),
);
// Placeholder names of examples, which no student should learn; archaic pronouns and verbs the
// lexicon does not list ("thee", "hath"); and the calendar, which names no subject.
const notSubjects =
  /^(foo|bar|baz|qux|quux|spam|eggs|xyz|abc|example|thee|thou|thy|thine|ye|hath|doth|shalt|wilt|canst|dost|hast|thyself|o|oh|ah|alas|nay|yea|january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/i;

// The word segmenter's Chinese "words" include conjunctions and adverbs ("于是" thus, "因为" because)
// and pieces glued to a particle ("是正", "都不"); the text module's frequency terms keep them.
const chineseFunctionWords = new Set(
  '于是 所以 因为 因此 因而 由于 其中 对于 反之 此时 显然 只需 可得 使得 必有 知道 一个 分别 成立 存在 证明 任意 问题 结论 正确 情形 可以 如果 那么 但是 而且 并且 或者 以及 这个 那个 这些 那些 我们 他们 它们 自己 没有 已经 可能 应该 需要 进行 通过 关于 根据 之间 之后 以后 以前 同时 然后 其他 其它 一些 一般 不是 就是 还是 只是 也是 都是 都不 不能 不会 能够 如何 什么 为什么 怎样 这样 那样 非常 十分 比较 大于 小于 等于 相同 确定 唯一 一定 全部 具有 保持 变成 判断 检查 指出 表示 计算 排成 原来 以后 称为 叫做 是否 并且'.split(
    ' ',
  ),
);
const isChineseFunctionWord = (word: string) =>
  chineseFunctionWords.has(word) || /^[是都不的了在和与或就也还又才很最更被把将对由从向给使让等]|[的地得]$/u.test(word);

/**
 * A term is a fair answer when a student can be expected to know it: ranked
 * high in the material or defined in it, used as a noun, and not an everyday
 * or vague word, a qualifier, an identifier or a run of words the chunker cut
 * badly ("predicate returns false", "programs correct", "virtual Package").
 */
export function isAnswerable(term: Term, nounShare: number, english: boolean): boolean {
  if (term.rank >= answerRank && !term.definitional) return false;
  if (!english) {
    const han = /\p{Script=Han}/u.test(term.key);
    return term.count >= 2 && [...term.key].length >= (han ? 2 : 5) && !(han && isChineseFunctionWord(term.key));
  }
  const words = term.key.split(' ');
  const last = words.at(-1) ?? '';
  // Identifiers, file names and labels: "sequence1", "XYZ-3.7.deb", "Package B".
  if (term.key.length < 3 || /[/_=<>{}()[\]@$%^*\\|~`]|\p{L}\d|\d\p{L}|\w\.\w|\s\S$/u.test(term.display)) return false;
  if (
    notSubjects.test(term.key) ||
    /-(specific|based|like|related|compatible|oriented|aware|friendly|only|free)$/.test(last)
  ) {
    return false;
  }
  if (functionWords.has(last) || genericModifiers.has(last)) return false;
  // "wide range", "international level", "large number": a quantity or degree, not a term.
  if (words.length > 1 && quantityHeads.has(last)) return false;
  if (words.slice(0, -1).some((w) => /(ed|[^s]s)$/.test(w) && isVerbForm(w) && !/\p{Lu}/u.test(w))) return false;
  if (term.kind === 'name') {
    // A lone capitalised verb or participle is an instruction's first word or a label ("Preserve",
    // "Formatting", "Entitled"), and a nationality ("Greek") is not the name of anything.
    const lone = words.length === 1 && (isVerbForm(term.key) || /(ing|ed)$/.test(term.key) || demonyms.test(term.key));
    return !lone && !/^(mr|mrs|ms|miss|dr|st|prof|sir)\.?$/i.test(term.key);
  }
  if (/^\p{Ll}/u.test(term.display) && /\s\p{Lu}/u.test(term.display)) return false;
  if (term.definitional) return true;
  if (words.length === 1 && !term.inHeading && (isEverydayWord(last) || vagueNouns.has(last) || last.endsWith('ing'))) {
    return false;
  }
  if (words.length > 1) return nounShare >= (term.inHeading ? 0 : 0.15);
  // A single word must be seen used as a noun: in the plural, or mostly after a determiner
  // ("a bright, well-read boy" makes "bright" look like a noun once, not mostly).
  // An adjective's ending ("digital", "continuous") needs a plural to be believed a noun.
  if (!term.plural && /(al|ous|ive|ful|less|able|ible)$/.test(last)) return false;
  return nounShare >= (term.plural ? 0.2 : 0.5);
}

// Qualifiers a student cannot guess: "traditional interpreter design", "simple method".
const vagueQualifiers =
  /^(traditional|typical|usual|conventional|normal|main|new|old|modern|classic|original|various|certain|particular|specific|own|other|same|different|popular|important|simple|basic)$/;

/**
 * Is the term one a course would examine? A reader judged "occasion",
 * "assistance" and "requirements" worthless answers: an everyday word must be
 * defined in the material, emphasised, or one of its headings. A word rare in
 * general English ("tmpfs", "iterator") or a phrase the material keeps using
 * ("pipe tables") is its own evidence.
 */
export function isDomainTerm(term: Term, emphasised: boolean): boolean {
  const words = term.key.split(' ');
  if (words.length > 1 && vagueQualifiers.test(words[0] as string) && !term.inHeading) return false;
  if (term.inHeading || emphasised) return true;
  if (term.definitional) return true;
  if (term.kind === 'name') return term.count >= 2;
  if (words.length === 1) {
    const tier = commonness(term.key);
    return tier === 'rare' ? term.count >= 2 : tier === 'educated' && term.count >= 3;
  }
  return term.count >= (isEverydayPhrase(term.key) ? 4 : 2);
}
