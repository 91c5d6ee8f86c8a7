// The statement gate: a question's statement must make sense to a student who
// never sees the page. A blind reading of our questions failed half of them
// for leaning on what they do not say ("the template", "The 1st argument",
// "If they contain garbage", "For example, …"), for being an anecdote or an
// opinion rather than subject knowledge, or for being headings and bullets run
// together. Every engine's questions pass this gate (verify.ts), and the local
// engine also uses it to choose the sentences it writes from.

import { commonness } from '../../text/word-frequency';

// Pronouns whose referent would be in another sentence. "you" (the generic
// reader of a manual) is allowed: "If you want to share variables, use g:".
const personal = /\b(it|they|them|theirs)\b/i;
// A person named elsewhere: "they flogged him", "she said".
const people = /\b(he|she|him|her|hers|his|himself|herself)\b/i;
const possessive = /\b(its|their)\b/i;
const firstPerson = /\bI\b|\b(we|our|ours|my|mine|me|myself|ourselves)\b|(^|\s)us\b/i;
const deictic =
  /\b(this|these|those|such(?! as)|here|hereby|above|below|aforementioned|former|latter|previous|preceding|following|foregoing|thereof|therein)\b/i;
// "all of that logic", "for that reason": after a preposition "that" points back, it does not relate.
const thatDeictic =
  /\b(of|for|with|from|by|on|about|to|into|at) that (?!(a|an|the|it|they|we|you|he|she|there|is|are|was|were|of|this|these|those)\b)\p{Ll}/iu;
// "there" is deictic except in "there is/are …".
const thereDeictic = /\bthere\b(?!\s+(is|are|was|were|will be|can be|may be|must be|has been|have been|exists?)\b)/i;
// "the other choice", "the same way", "another one", "the rest": half of a comparison made elsewhere.
const comparisonElsewhere =
  /\bthan the (first|former|latter|last|previous|original|others?)\b|\b(the (other|others|same|rest|remaining|latter|former|next|last|second|third|fourth|1st|2nd|3rd|4th|\d+th) \w+|another (one|way|option|choice|case|example))\b/i;
// A definite generic noun heading its phrase, with no name beside it: which template, which function,
// which campus? "the loop header" or "the function gcbo" name their thing; "the template is …" does not.
const contextNouns =
  'template|data|user|drawing|message|tag|label|product|function|command|program|programme|option|argument|parameter|input|output|result|results|value|values|variable|file|system|method|class|object|example|case|situation|problem|approach|process|procedure|way|reason|data|code|script|routine|call|string|item|element|figure|page|section|chapter|text|document|paper|book|author|authors|campus|company|model|device|server|default|thing|one|idea|question|answer|issue|point|step|list|table|group|team|project|study|experiment|tool|application|window|screen|button|line|word|name|number|original|change|changes|version|task|job|state|effect|matrix|vector|array|test|algorithm|language|machine|network|body|member|members|index|key|entry|node|field|record|buffer|range|form|type|instance|implementation|operation|expression|statement|package|module|library|interface|approach|technique|solution|structure|format|mode|level|rule|condition|event|message|request|response|action|site|source|target|organization|organisation|institution|agency|committee|foundation|solver|compiler|interpreter|parser|dialog|terminal|driver|plugin|widget|handler|orientation|axis|plot|graph|curve|box|symbol|email|mail|search|applet|pager|json|xml|yaml|ribbon|surface|hunk|hunks|descriptor|emitter|struct|plaintext|ciphertext'.split(
    '|',
  );
// "The solver requires three evaluations per step": which solver?
const contextSubject = new RegExp(`^the (${contextNouns.join('|')}) \\p{Ll}+s\\b`, 'iu');
const contextNoun = new RegExp(
  `(?<!\\b(?:is|are|was|were))(^|[^\\p{L}])the (${contextNouns.join('|')})(?=\\s*([,.;:)?]|$)|['’]s\\b|\\s(called|named|known|is|are|was|were|will|would|can|could|may|might|must|should|has|have|had|does|do|did|in|on|at|to|for|with|from|by|and|or|that|which|who|whose|when|where|as|into|than|then|so|but|if|itself|also|only|now)\\b)`,
  'iu',
);
// "the input h", "the matrix A": a variable of an example the student cannot see.
// "the main template", "the user's definition": a particular thing of a context the student cannot see.
const particularOfContext =
  /\bthe resulting\b|\bthe (main|whole|entire|current|same|given|specified|corresponding|relevant|appropriate|resulting|original|previous|next|new|old|first|second|last|final|above|software|target) (template|function|command|program|system|file|value|argument|option|product|document|directory|object|result|process|method|version|list|table|file|tool|step|case|example|one)s?\b|\bthe (user|author|reader|system|program|function|command|caller|student)['’]s\b/i;
const exampleVariable =
  /\b[Tt]he (input|output|argument|parameter|variable|matrix|vector|array|value|function|option|string|list|field|column|row|element|point|set|number)s? [A-Za-z]\d?\b(?![\w'’-])|\b[Tt]he (input|output|argument|parameter|variable|option|field|property|flag)s? [a-z]+[A-Z_]\w*/;
// "The listener callback is passed …", "The callback function is invoked …": the callback of which call?
const unnamedCallback = /\bthe ([a-z]+ )?(callback|listener|handler)( function)?\b/i;
// "LENGTH may be smaller than …", "PROGRESS can be NULL": a function's parameter, its function unnamed.
const parameterSubject = /^(\p{Lu}{2,})\s+(is|are|may|can|must|should|will|points|specifies|gives)\b/u;
// "The plaintext is then encrypted …": one step of a procedure told in the sentences around it.
const procedureStep = /\b(is|are|was|were|gets?) then\b|(?<![,;]\s)\bthen \p{Ll}+(s|ed)\b/iu;
// "The LTdnlc test may fail …": a program's internal name (two capitals run into a lower-case word).
const internalName = /\b\p{Lu}{2}\p{Ll}{4,}\b/u;
// "When called with …, return …": a manual's entry with its subject (the function) left out.
const subjectless =
  /^(when|if|unless|once|after|before|while)\s+(not|called|used|given|invoked|passed|set|run|specified|applied|omitted|present|absent|true|false|nonzero|zero|empty)\b|^(?![^,]*\byou\b)[^,]{0,80},\s*(return|returns|use|set|call|print|display|create|make|compute|see)\s/i;
// "Creates the link called path to target.", "Produces or matches a …": a reference entry's verb, its subject the heading.
const verbFirst = /^\p{Lu}\p{Ll}+s\s+(the|a|an|or|any|all|each|its|their|one|\d+)\s/u;
// "A theoretical benefit is that …", "The main drawback is …": the benefit of what?
const unnamedJudgement =
  /^(a|an|the|one|another|its|their|the main|the major|the key|the only)\s+(\w+\s+)?(benefit|advantage|disadvantage|drawback|problem|reason|consequence|difference|limitation|downside|upside|goal|aim|purpose|idea|point|question|answer|solution)s?\s+(is|are|was|were)\b/i;
// Openers that tie a sentence to the one before it, or only announce what comes next.
const leaningOpener =
  /^(for (example|instance)|e\.g\.|obviously|of course|clearly|in (this|that|such a|either|each|both|our|the above|the latter|the former) (case|way|sense|example|situation|context)|in (fact|short|summary|particular|contrast|other words|turn|practice|general)|as a result|on the other hand|similarly|likewise|also|thus|hence|therefore|so|then|now|next|first(ly)?|second(ly)?|third(ly)?|finally|lastly|again|still|yet|instead|otherwise|indeed|moreover|furthermore|consequently|accordingly|nevertheless|nonetheless|alternatively|meanwhile|besides|anyway|again|here|note|remember|recall|as (mentioned|noted|shown|seen|described|discussed)|as such|as before|as well|both|neither|either|and|but|or|nor|because|since|although|though|while|whereas|unlike|like that|after (that|this)|before (that|this))\b/i;
// The author's voice, a signpost, or a judgement rather than a fact of the subject.
const opinion =
  /\b(I think|we believe|in my (view|opinion)|I believe|it seems|interestingly|fortunately|unfortunately|surprisingly|luckily|sadly|of course|needless to say|the best (way|thing)|is (very |quite |really |extremely )?(useful|interesting|nice|great|helpful|handy|convenient|easy|important|cool|fun)|(is|are) (right|wrong)\b|important|versatile|powerful|popular|widely used|well[- ]known|famous|excellent|foremost|remarkable|demonstrated (their|its)|in different ways|extremely|plethora|an easy way|easy to use|extensive|(are|is) good (for|at)|rich history|many choices|so-called|flexible|the (true|real) \w+|one of the most)\b/i;
const signpost =
  /\b(as follows|(are|is) (listed|shown|given|described|explained) (below|above|in)|the following|see (also|section|chapter|below|above)|we (will|shall|now|next)|let['’]?s|let us|this (chapter|section|paper|manual|book|document|report|tutorial|article))\b/i;
// A caption, a reference, a citation or a figure call-out.
const reference =
  /^(figure|fig\.|table|listing|chart|diagram|source|note|example|exercise|question|answer|step|tip|warning|caution)\b|\bet al\.|§\s?\d|\[\d+(?:[,–-]\s*\d+)*\]|\((?:19|20)\d\d[a-z]?\)|\bpp?\.\s?\d|\bproc\.|\bdoi:/i;
// "Rust aims to make upgrading … easy": an aim to help states what anyone would hope, not what the thing does.
const vague =
  /\b(some|several|a number of|various|numerous|notable|has evolved|a variety of|a lot of|lots of|not the only|nothing|fundamentally|(aims?|strives?|seeks?|hopes?) to (make|help|improve|ensure|simplify|offer))\b|^(most|many) \p{Ll}+ (are|is|have|can)\b/iu;
// "The palette is also affected by …", "Metadata will be taken from …": true only beside
// what was said before, or under a condition the statement leaves out.
const additive = /\balso\s+((be|been)\s+)?\p{Ll}+(s|ed)\b|\balso\s+(available|possible|true)\b|\bas well\b/iu;
// "Internet radio is thus to radio what FM was to AM": the conclusion of an argument made before.
const conclusion = /\b(thus|hence|therefore|consequently|accordingly)\b/i;
const unconditionedFuture = /\bwill\b/i;
// "The passphrase is a hexadecimal string when specified", "The fingerprint should be given as a hexstring":
// given to a command the sentence never names.
const unnamedCommandArgument =
  /\b(when|if|unless) (specified|given|supplied|provided|omitted|present|used)\b|\b(should|must) be (given|specified|passed|supplied) as\b/i;
const condition = /\b(if|when|whenever|unless|once|until|after|before)\b/i;
// "The standalone mode generates …": a mode, option or terminal of something it does not name.
const unnamedSetting =
  /^[Tt]he \p{Ll}[\p{Ll}-]+ (mode|option|setting|terminal|style|format|window|command|function|argument|parameter|variable|value|flag|switch|field|property)s? (is|are|was|were|can|will|may|must|has|have|\p{Ll}+s)\b/u;
// "IDER must be a pointer to memory cells already allocated": a parameter, in capitals, of an unnamed function.
const capitalParameter =
  /^\p{Lu}[\p{Lu}\d_]{1,15} (must|should|may|can|is|will) (be )?(a |an |the )?(pointer|buffer|array|string|integer|handle|null|NULL)\b/u;
// "A TypeError is thrown if path is not a string": an argument check of a function the sentence never names.
const unnamedArgumentCheck =
  /\b(thrown|raised)\s+(if|when|unless)\b.*\b(string|number|integer|function|object|array|buffer|boolean|arguments?|parameters?)s?\b/i;
// "Storing a group of commands in a file — called a script file.": a gerund phrase with no verb.
const namedFragment = /^\p{Lu}\p{Ll}+ing\b[^.;]*\s[—–-]+\s*called\b/u;
// An anecdote: a past event dated in the sentence.
const dated = /\b(1[5-9]\d\d|20\d\d)\b/;
// Headings and slide bullets run into the sentence: "Routing Find a route …", "Abstract Dynamic languages …".
const headingWords =
  /^(abstract|introduction|summary|conclusions?|background|overview|keywords|motivation|discussion|results|methods?|definition|theorem|lemma|proof|remark|corollary|objectives?|outline|agenda|contents|preface|appendix)\s+\p{Lu}/u;
const imperativeAfterTitle =
  /^\p{Lu}[\p{L}-]*(\s\p{Lu}[\p{L}-]*)?\s(Find|Use|Add|Set|Get|Run|Make|Create|Open|Close|Click|Select|Choose|Enter|Type|Press|Read|Write|Check|See|Go|Install|Remove|Delete|Define|Call|Return|Compute|Calculate|Show|Give|Let|Note|Consider|Suppose|Assume|Start|Stop|Keep|Put|Send|Save|Load|Do)\s\p{Ll}/u;

export type StatementOptions = {
  /** English gets the full check; other languages get the language-neutral part. */
  english: boolean;
  /** A statement quoted for a question of its own (true/false) must also not be dated or hedged. */
  asStatement?: boolean;
};

/** Null when the text is a self-contained statement a student can judge; otherwise why not. */
export function statementProblem(text: string, options: StatementOptions): string | null {
  const s = text.trim();
  if (!/[\p{L}]/u.test(s)) return 'no words';
  // "R EQUIRES S TACK": small capitals the extractor split.
  if (/\uFFFD|(^|\s)\p{Lu} \p{Lu}{3,}\b/u.test(s)) return 'garbled text';
  if (reference.test(s)) return 'a caption or a reference';
  if (!options.english) return foreignProblem(s);
  // Only the heading word's case may vary ("ABSTRACT Dynamic …"): "Methods are functions …" is a sentence.
  if (headingWords.test(s.replace(/^\S+/, (w) => w.toLowerCase())) || imperativeAfterTitle.test(s))
    return 'a heading run into the sentence';
  if (/^[\p{Ll}(•·▪‣◦*–-]/u.test(s) && !/^[a-z]+[A-Z_(]/.test(s)) return 'not a sentence start';
  if (leaningOpener.test(s)) return 'leans on the sentence before';
  if (firstPerson.test(s)) return 'the author speaking';
  if (deictic.test(s) || thereDeictic.test(s) || thatDeictic.test(s)) return 'points to something it does not name';
  // "one package needs the other" compares within the sentence.
  const comparison = comparisonElsewhere.exec(s);
  const reciprocal = comparison && /^the other\b/i.test(comparison[0]) && /\bone\b/i.test(s.slice(0, comparison.index));
  if ((comparison && !reciprocal) || /\bthe (whole|entire) (thing|lot|bunch)\b/i.test(s))
    return 'half of a comparison made elsewhere';
  // "the "SOURCE CODE"": words in capitals are a title or a shout, not a term.
  if (/["“]\p{Lu}{3,}( \p{Lu}{3,})+["”]/u.test(s)) return 'set in capitals';
  if (/\b\p{Lu}{3,} \p{Lu}{3,}\b/u.test(s) && !/\b\p{Lu}{2,}\b(?! \p{Lu}{2,})/u.test(s)) return 'set in capitals';
  // "There is a complete, detailed map called …": a name given to something the sentence never says.
  if (/^there (is|are|exists?) (an?|one) [^.]*\bcalled\b/i.test(s)) return 'a definite noun with no referent';
  if (namedFragment.test(s)) return 'a fragment, not a sentence';
  if (
    contextNoun.test(s) ||
    contextSubject.test(s) ||
    exampleVariable.test(s) ||
    particularOfContext.test(s) ||
    unnamedSetting.test(s) ||
    unnamedCallback.test(s)
  )
    return 'a definite noun with no referent';
  const parameter = parameterSubject.exec(s)?.[1];
  // An everyday word in capitals names a parameter; "APT", "FLOSS" are abbreviations that happen to spell a word.
  if (parameter && parameter.length >= 5 && commonness(parameter.toLowerCase()) === 'everyday')
    return 'a parameter of a function it does not name';
  if (procedureStep.test(s)) return 'leans on the sentence before';
  if ((unnamedArgumentCheck.test(s) && !/\w\.\w|\w\(\)/.test(s)) || capitalParameter.test(s))
    return 'a parameter of a function it does not name';
  if (internalName.test(s)) return 'an internal name of a program';
  if (subjectless.test(s) || verbFirst.test(s)) return 'a statement without its subject';
  if (unnamedJudgement.test(s)) return 'a judgement of something it does not name';
  if (opinion.test(s) || signpost.test(s)) return 'an opinion or a signpost';
  if (people.test(s)) return 'a pronoun whose referent is elsewhere';
  const pronoun = personal.exec(s);
  // A pronoun is only safe after its referent: past the first words, and not in a sentence opening with a clause.
  if (pronoun && (pronoun.index < 25 || /^(if|when|whenever|once|unless|until|after|before|as)\b/i.test(s)))
    return 'a pronoun whose referent is elsewhere';
  const owner = possessive.exec(s);
  if (owner && owner.index < 12) return 'a pronoun whose referent is elsewhere';
  if (options.asStatement && dated.test(s)) return 'an anecdote or a date';
  // "… has some notable packages", "GCC implements many extensions": a vague quantity is true of anything.
  if (options.asStatement && vague.test(s)) return 'a vague claim';
  if (options.asStatement && (additive.test(s) || conclusion.test(s))) return 'adds to something said elsewhere';
  if (unnamedCommandArgument.test(s)) return 'a consequence whose condition is elsewhere';
  if (options.asStatement && unconditionedFuture.test(s) && !condition.test(s))
    return 'a consequence whose condition is elsewhere';
  if (options.asStatement && isTautology(s)) return 'true by its own wording';
  return null;
}

// Function words that open a sentence leaning on another, per language.
const foreignOpeners =
  /^(il|ils|elle|elles|cela|ceci|ce|on|par exemple|donc|ainsi|er|sie|es|dies|diese|zum beispiel|also|ella|ellos|esto|por ejemplo|lui|lei|questo|per esempio|他|她|它|他们|这|这个|这些|那|那些|其|但|但是|但好在|所以|因此|因为|例如|比如|原因有二|也就是|显然|于是|然后|而且|另外|同样|此外|首先|其次|最后|总之|如上|如下|上述|下面|我们|我)/iu;

function foreignProblem(s: string): string | null {
  if (foreignOpeners.test(s)) return 'leans on the sentence before';
  if (/(这|那|此|上述|如下|下面|以上)(个|些|种|样|里|时|是)?/u.test(s.slice(0, 6)))
    return 'points to something it does not name';
  return null;
}

const stem = (word: string) =>
  word
    .toLowerCase()
    .replace(/(ies|es|s|ed|ing)$/, '')
    .slice(0, 6);

// "A … is / specifies / contains …": a statement of what its subject is or holds.
const definitionLike =
  /^(?:an?|the)?\s*["“]?([\p{L}\s-]{2,40}?)["”]?\s+(?:shall mean|is|are|specif(?:y|ies)|contains?|holds?|describes?|defines?|means?|denotes?|refers? to|represents?)\s+(.+)$/iu;

/**
 * "A bullet list is a list of bulleted list items", "A collection initializer
 * specifies the elements of a collection", "The camera target is a point where
 * the camera is pointing": the predicate repeats what sets the subject apart.
 */
function isTautology(s: string): boolean {
  const m = definitionLike.exec(s);
  if (!m) return false;
  // The head noun may come back as the kind ("Extension methods are static methods"); a modifier may not.
  // '"Initial Developer" means the entity identified as the Initial Developer': the whole term again.
  if (
    /\s/.test((m[1] as string).trim()) &&
    (m[2] as string).toLowerCase().includes((m[1] as string).trim().toLowerCase())
  )
    return true;
  const words = (m[1] as string).split(/[\s-]+/);
  // "SpeedTests is a framework for executing tests": a name made of words gives all of them away.
  const named = words.length === 1 ? (words[0] as string).split(/(?<=\p{Ll})(?=\p{Lu})/u) : [];
  const modifiers = named.length > 1 ? named : words.length > 1 ? words.slice(0, -1) : words;
  const subject = modifiers.filter((w) => w.length >= 4).map(stem);
  const all = (m[2] as string).split(/[^\p{L}]+/u).filter(Boolean);
  // A short predicate is read whole; a long one adds enough of its own.
  const predicate = (all.length <= 10 ? all : all.slice(0, 4)).filter((w) => w.length >= 4).map(stem);
  return subject.some((w) => predicate.includes(w));
}
