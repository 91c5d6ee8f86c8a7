// Which sentences a question may be built on. `proseProblem` (text/sentences)
// already drops fragments, code, links, citations and pronoun-led sentences;
// these are the further faults that make a fair question impossible: the
// sentence points elsewhere ("see Section 4", "the following"), is cut by a
// broken hyphenation, is a table row or a heading run into text, or only
// makes sense after the sentence before it.
import { functionWords, isVerbForm } from '../../text/lexicon';
import { proseProblem } from '../../text/sentences';

const pointsElsewhere = [
  /\b(this|the (next|previous|following|preceding)|an? (earlier|later)) (chapter|section|subsection|manual|book|paper|document|tutorial|guide|article|appendix|howto|report|figure|table|example|list|page|node|menu)\b/i,
  /\b(see|cf\.?)\s+(also\s+)?(the\s+)?(section|chapter|figure|fig\.|table|appendix|page|node|manual|documentation|instructions|below|above)\b/i,
  /\bas (first |already |previously )?(shown|described|discussed|mentioned|explained|noted|seen|illustrated|listed) (above|below|earlier|later|before|previously|in)\b/i,
  /\(p\. ?\d+\)|\bpp?\. ?\d+|\((see|cf\.?)\s|\bsee\s+\p{Lu}\p{L}+,\s*\d/iu,
  /\b(in|from|on) the (figure|diagram|table|picture|illustration|margin|graph shown)\b/i,
  /\b(outlined|described|mentioned|discussed|given|listed|defined|shown) (earlier|above|below|previously|before)\b/i,
  /\b(the following|as follows|below|above|here)\s*[:.]?$/i,
  /\b(the|these|those) (above|following)\b/i,
  /\b(figure|fig\.|table|listing|equation|eq\.|section|chapter|appendix) \d/i,
  /\b(in|from) (our|this|the|the previous|the next) example\b/i,
  /\b(do|does|did|doing) so\b/i,
];
// Licence text carried inside manuals (the GNU FDL appendix of the GNU manuals).
const licence =
  /\b(this License|the Document|Invariant Sections?|Cover Texts?|Free Documentation License|General Public License|MMC|relicens\w*)\b/;

/**
 * Is the material a licence itself (the GPL), not a manual that names its licence in its front matter and
 * prints it at its end? A licence is titled as one in its first lines ("GNU GENERAL PUBLIC LICENSE",
 * "Mozilla Public License Version 2.0", 'The "Artistic License"'). Counting licence paragraphs could not
 * tell: the GPL and the GFDL make up most of the paragraphs of GNU's smaller manuals (autosprintf, gzip).
 */
export function isLicence(text: string): boolean {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 3);
  return lines.some((line) => line.split(/\s+/).length <= 8 && /\blicen[cs]e\b/i.test(line));
}

// A manual's licence appendix ("GNU Free Documentation License", "Copying This Manual"): its terms
// ("A copy that is not Transparent is called Opaque") are not what the manual teaches.
export const isLicenceAppendix = (heading: string) => /\b(licen[cs]e|copying)\b/i.test(heading);

// Revision notes ("Version 0.21: Added more references"), command lines ("dpkg --purge foo"),
// and code or markup in running text ("~iterator.next", "{condition}", "<span class=…>").
const notProse = [
  /\bversion \d+(\.\d+)+/i,
  /^(added|fixed|changed|removed|updated)\b/i,
  /(^|[\s‘'"“(])--?[a-z][\w-]*/,
  /^\p{L}+[’'](?!s\b)/u,
  /\b(foo|bar|baz|qux)\b/,
  /\w<\w+(,\s*\w+)*>/,
  /~\w|\s~\s|__\w+__|\w\.\w+\(|\{\w+\}|<\/?[a-z][^>]*>/i,
];
// A sentence that opens by leaning on the one before it.
const leansOnPrevious =
  /^(first|second|third|fourth|fifth|finally|lastly|next|both (are|were|have|had|can|of)|the same|the (first|second|last|former|latter)\b|if (so|not|this|that|these)|let['’]s|let us|suppose|imagine|consider|say|and|but|or|so|then|similarly|likewise|instead|otherwise|again|thus|hence|therefore|consequently|accordingly|in (this|that|such a|either|both) (case|way|sense|respect)|for (this|that|these) reasons?|as a result|on the other hand|in other words|in contrast|by contrast|in addition to (this|that)|other|another|each of (these|them)|all of (these|them)|some of (these|them)|one of (these|them)|yes|no)\b/i;

/** Null when a question may quote this sentence; otherwise why not. The English-only checks need `english`. */
export function unquotable(sentence: string, english: boolean, licenceMaterial = false): string | null {
  const prose = proseProblem(sentence, { minWords: 8, maxWords: 40 });
  if (prose) return prose;
  if (/[?!？！]["”’)]?$/.test(sentence)) return 'a question or exclamation';
  // Dialogue in straight single quotes ("'give it houseroom till Colonel Campbell comes back.").
  if (/[,.!?;-]'(\s|$)|(^|\s)'\p{Lu}/u.test(sentence)) return 'quoted speech';
  // Cut at an abbreviation: "… reaffirmed five years later in United States v."
  if (/\s(v|vs|cf|al|no|pp?|ch|sec|fig|ed|eds|vol|réf|cf)\.$/i.test(sentence)) return 'cut at an abbreviation';
  if (notProse.some((p) => p.test(sentence))) return 'a revision note or command line';
  if (!licenceMaterial && licence.test(sentence)) return 'licence text';
  // "or g an is m e": letter-spaced text the extractor could not join.
  if ((sentence.match(/(?<!\S)[^\sAaIiOoYyàÀ\d]\b(?!['’.])/gu)?.length ?? 0) >= 3) return 'letter-spaced text';
  if (/^(\d+\.?|\p{Lu}\.|\(?[a-z]\))\s+\p{Lu}/u.test(sentence)) return 'a numbered list item';
  // A list of six items or more ("Allemagne, Autriche, Belgique, …") asks for one item at random.
  if ((sentence.match(/[,，、]/g)?.length ?? 0) >= 6) return 'a list';
  // "hyphen- ation" left by a line break the cleaner could not join (but "pre- and post-").
  if (/\p{Ll}- (?!and\b|or\b|to\b)\p{Ll}/u.test(sentence)) return 'broken hyphenation';
  if (!balanced(sentence, '(', ')') || !balanced(sentence, '[', ']') || !balanced(sentence, '“', '”')) {
    return 'unbalanced brackets or quotes';
  }
  if (((sentence.match(/"/g)?.length ?? 0) & 1) === 1) return 'unbalanced quotes';
  // " ,", ",,", "..", "include:Non-governmental", "theme.Save time": text run together or torn apart.
  // "… of a work.5 The courts …": a footnote mark where one sentence ends and the next begins.
  if (/\s[,;:]|[,;:]{2}|\.\s*\.|\s\.$|:\p{L}|\p{Ll}\.\p{Lu}\p{Ll}|\p{L}\.\d+\s+\p{Lu}/u.test(sentence)) {
    return 'broken punctuation';
  }
  // "… setuid root binary For applications using …": a table cell or a heading run into the next sentence.
  if (/\p{Ll}\s(The|For|In|This|It|A|An|When|If|To|You|We|They|Use|See|Note)\s\p{Ll}/u.test(sentence))
    return 'run-on text';
  // "Programming Note: …", "Really simple: …": a label, then an aside.
  if (/^[^,.;:()]{1,30}:\s/.test(sentence) && sentence.indexOf(':') < 32) return 'a labelled aside';
  if (lostFormula.test(sentence)) return 'a formula was lost';
  const words = sentence.split(/\s+/);
  const capitalised = words.filter((w) => /^["'“(]?\p{Lu}/u.test(w)).length;
  // A table row, a run of headings or a title set in capitals reads as words but states nothing.
  if (words.length >= 8 && capitalised / words.length > 0.6) return 'mostly capitalised words';
  const letters = sentence.match(/\p{L}/gu)?.length ?? 0;
  if ((sentence.match(/\p{Lu}/gu)?.length ?? 0) > letters * 0.5) return 'set in capitals';
  if (pointsElsewhere.some((p) => p.test(sentence))) return 'points elsewhere';
  // The pronoun check of `proseProblem` knows English only: "Elle se déroule …", "Sie ist …".
  if (
    !english &&
    /^(il|ils|elle|elles|cela|ceci|celui|celle|ce|on|er|sie|es|ella|ellos|ello|esto|esta|este|lui|lei|esso|essa)\b/i.test(
      sentence,
    )
  ) {
    return 'starts with a pronoun';
  }
  if (!english) return null;
  if (leansOnPrevious.test(sentence)) return 'leans on the sentence before';
  if (isInstruction(sentence)) return 'an instruction';
  // "One reason for my preference …": the author's voice, not the subject's facts.
  if (/\b(I|my|me|mine|I'm|I've|I'd)\b/.test(sentence)) return 'the author speaking';
  if (!hasFiniteVerb(sentence)) return 'no verb';
  // "Lorem ipsum dolor sit amet …": filler, or a passage in another language.
  if (!/\b(the|a|an|of|to|in|is|are|and|or|for|with|on|by|it|that|this|be|can|as)\b/i.test(sentence))
    return 'not English';
  return null;
}

// Where an equation was (an image or an OLE object the extractor drops), the text keeps
// its punctuation: "将化成．", "，．", "使得；", "the value is ."
const lostFormula = /[是为有使成得于与和及的：:]\s*[．。]$|[，,；;：:]\s*[，,．。；;]|[≈∩∪∈≠≤≥]/u;

const auxiliary =
  /\b(is|are|was|were|be|been|has|have|had|can|cannot|will|would|may|must|should|does|do|did|could|might|shall)\b/i;

/**
 * A statement needs a verb; a present participle ("reporting") alone makes a
 * list item or a caption. The lexicon's verbs are few, so any past form
 * followed by more words ("reported by users", not "with chrome enabled.")
 * counts too.
 */
function hasFiniteVerb(sentence: string): boolean {
  if (auxiliary.test(sentence)) return true;
  return (
    (sentence.toLowerCase().match(/\p{L}+/gu) ?? []).some((w) => w.length > 2 && !w.endsWith('ing') && isVerbForm(w)) ||
    /\p{L}{3,}ed\s+\p{L}/u.test(sentence)
  );
}

/**
 * "Use the ls command …", "Think about your favorite sites …": an imperative
 * opens with a verb, often followed by a determiner. An instruction is neither
 * true nor false, and its blank is rarely the point of it.
 */
export function isInstruction(sentence: string): boolean {
  const [, first = '', next = ''] = /^(\p{L}+)\s+(\p{L}+)/u.exec(sentence) ?? [];
  const word = first.toLowerCase();
  if (/(s|ed|ing)$/.test(word) || functionWords.has(word)) return false;
  return isVerbForm(word) || /^(the|a|an|your|this|that|these|those|it|them|all|each|about|up|out|for|to)$/i.test(next);
}

function balanced(text: string, open: string, close: string): boolean {
  let depth = 0;
  for (const ch of text) {
    if (ch === open) depth++;
    else if (ch === close && --depth < 0) return false;
  }
  return depth === 0;
}
