// A false statement made by denying a definition: "Extension methods are
// static methods that …" becomes "Extension methods are not static methods
// that …", "An object initializer consists of …" becomes "… does not consist
// of …". Grammar cannot give it away, as long as the denial says the opposite:
// never where the sentence already hedges, quantifies or negates ("does not
// always" is true of "always"), and only at the main verb, never inside a
// clause ("the objects that are not …"). Only definitions are denied: a blind
// reading judged denied definitions fair 6 times in 8, denied statements of
// other kinds 2 in 8 (they deny opinions and truisms, or lose their context).

// Words under which a denial need not be false, or reads as a different claim.
const unsafe =
  /\b(not|no|never|none|nothing|nobody|neither|nor|cannot|without|only|always|all|every|each|any|some|many|most|few|several|both|either|usually|often|sometimes|generally|typically|mostly|may|might|could|should|would|also|even|just|almost|nearly|about|approximately|more|less|fewer|than|or|so)\b|n't\b|[;:?()]|\.\s+\S/i;
// A second verb or clause the denial would not reach: "… does not declare a type and returns an instance",
// "… is not a type of pointer, and one way to think of a pointer is …".
const secondVerb = /\band\s+(is|are|was|were|has|have|can|will|\p{Ll}+s)\b|,\s+and\s/u;
// Before the main verb: a clause or a list would take the denial for itself.
const clauseBefore =
  /\b(that|which|who|whom|whose|where|when|if|because|while|although|as|since|and|but|after|before|unless|until)\b|,/i;
const auxiliary = /^(is|are|was|were|will|must|can|has|have)$/;
const participle = /^(been|\p{Ll}+(ed|en))$/u;
// Words ending in s after a subject that are not verbs ("TraceMonkey always …" is caught above; "its", "this" are not verbs).
const notVerbs = new Set([
  'its',
  'this',
  'has',
  'is',
  'was',
  'as',
  'us',
  'plus',
  'thus',
  'always',
  'sometimes',
  'perhaps',
]);

const opening = (text: string) => text.toLowerCase().replace(/^(the|an?)\s+/, '');

/** "stops" → "stop", "carries" → "carry", "matches" → "match", "goes" → "go". */
function baseForm(verb: string): string {
  if (/ies$/.test(verb)) return `${verb.slice(0, -3)}y`;
  if (/(ch|sh|ss|x|z|o)es$/.test(verb)) return verb.slice(0, -2);
  return verb.slice(0, -1);
}

export type Denial = { statement: string; denied: string; original: string };

/**
 * The statement denied at its main verb, or null when a denial would not
 * plainly be false. `subject` is the term the statement opens with, when the
 * verb follows it directly ("TraceMonkey stops …").
 */
export function denial(statement: string, subject: string | null): Denial | null {
  if (unsafe.test(statement) || secondVerb.test(statement)) return null;
  // 'Midnight Commander is a GNU "Swiss army knife"': a quoted figure of speech denied is no false fact.
  if (/["“”]|(^|\s)['‘]/.test(statement)) return null;
  const words = statement.split(' ');
  // The main verb: the first auxiliary, within the opening words and after no clause.
  for (let i = 1; i < Math.min(words.length - 2, 10); i++) {
    const word = words[i] as string;
    const before = words.slice(0, i).join(' ');
    if (clauseBefore.test(before)) return null;
    if (auxiliary.test(word)) {
      const next = words[i + 1] as string;
      let replacement: string;
      if (word === 'can') replacement = 'cannot';
      else if (word === 'has' || word === 'have') {
        replacement = participle.test(next) ? `${word} not` : `${word === 'has' ? 'does' : 'do'} not have`;
      } else replacement = `${word} not`;
      return done(words, i, replacement, word);
    }
    // "TraceMonkey stops recording": a verb in -s right after the opening term.
    if (subject && opening(before) === opening(subject) && /^\p{Ll}{3,}s$/u.test(word) && !notVerbs.has(word)) {
      if (/ss$/.test(word) || /(ous|ics|ness|sis|us)$/.test(word)) return null;
      return done(words, i, `does not ${baseForm(word)}`, word);
    }
  }
  return null;
}

function done(words: string[], at: number, replacement: string, original: string): Denial {
  const statement = [...words.slice(0, at), replacement, ...words.slice(at + 1)].join(' ');
  return { statement, denied: replacement, original };
}
