// Tagger-free noun-phrase candidates: runs of words bounded by punctuation,
// function words and verbs (from the hand-made lexicon), trimmed of leading
// qualifiers and trailing participles; plus runs of capitalised words
// ("Debian Free Software Guidelines", "Mr. Knightley").
import { functionWords, genericModifiers, isVerbForm } from './lexicon';

export type Span = { start: number; end: number; text: string };
type Token = { text: string; lower: string; start: number; end: number; capital: boolean };

// Words, with inner apostrophes, dots, hyphens and slashes ("don't", "data.frame", "run-time", "GNU/Linux"),
// "C++" and "C#", and the honorifics that belong to a name.
const tokenPattern = /(?:Mr|Mrs|Ms|Dr|St|Prof)\.|[\p{L}\p{N}]+(?:['’./-][\p{L}\p{N}]+)*(?:\+\+|#)?/gu;

function tokenize(sentence: string): Token[] {
  const tokens: Token[] = [];
  for (const m of sentence.matchAll(tokenPattern)) {
    const text = m[0];
    const start = m.index ?? 0;
    tokens.push({
      text,
      lower: text.toLowerCase().replace('’', "'"),
      start,
      end: start + text.length,
      capital: /^\p{Lu}/u.test(text),
    });
  }
  return tokens;
}

const determiners = new Set(
  'the a an this these those its their our your his her my each every any some no'.split(' '),
);
// After these a word is a verb ("can compile", "to run"), unless it is capitalised.
const verbContext = new Set(
  'can could will would may might must should shall does do did to not also it they we he she you i who'.split(' '),
);
// After these a single word is a noun ("of types", "the trace").
const nounContext = new Set(
  'the a an this these those its their our your his her my each every any some no of in on at by for with from into onto upon over under about between among through during before after since until via per than as'.split(
    ' ',
  ),
);

const isNumber = (t: Token) => /^[\d.,/-]+$/.test(t.text);

function isBoundary(tokens: Token[], k: number): boolean {
  const t = tokens[k] as Token;
  if (functionWords.has(t.lower) || isNumber(t)) return true;
  if (t.text.length < 2) return true;
  // A capitalised word inside a sentence is a name, even when it could be a verb ("Make", "Emacs Lisp").
  if (!isVerbForm(t.lower) || (t.capital && k > 0 && t.text !== t.text.toUpperCase())) return false;
  // "the operating system", "the Linux operating system": after a determiner or a name, a participle
  // followed by a noun qualifies that noun.
  const before = tokens[k - 1];
  const after = tokens[k + 1];
  const qualifies =
    /(ing|ed)$/.test(t.lower) &&
    before !== undefined &&
    (determiners.has(before.lower) || (before.capital && k > 1)) &&
    after !== undefined &&
    !functionWords.has(after.lower) &&
    !isVerbForm(after.lower);
  return !qualifies;
}

/** Only whitespace between two tokens: punctuation ends a phrase. */
const adjacent = (sentence: string, a: Token, b: Token) => /^\s+$/.test(sentence.slice(a.end, b.start));

// Words that are nouns or verbs; after a plural noun they are the verb ("data types support iteration").
const nounOrVerb = new Set(
  'support supports use uses work works need needs change changes call calls return returns run runs test tests display displays record records report reports show shows store stores access accesses offer offers control controls contain allow allows provide require help helps'.split(
    ' ',
  ),
);

/** Does the run of phrase words end before token `z`? */
function endsRun(sentence: string, tokens: Token[], z: number): boolean {
  const previous = tokens[z - 1] as Token;
  const t = tokens[z] as Token;
  if (isBoundary(tokens, z) || !adjacent(sentence, previous, t)) return true;
  // A possessive ends its phrase: "Python's | built-in data types".
  if (/['’]s$/.test(previous.text)) return true;
  return nounOrVerb.has(t.lower) && /[^s]s$/.test(previous.lower) && !previous.capital;
}

/** Stop-word and verb bounded runs, trimmed to their noun-phrase core. */
function runSpans(sentence: string, tokens: Token[]): Span[] {
  const spans: Span[] = [];
  let k = 0;
  while (k < tokens.length) {
    if (isBoundary(tokens, k)) {
      k++;
      continue;
    }
    let z = k + 1;
    while (z < tokens.length && !endsRun(sentence, tokens, z)) z++;
    let run = tokens.slice(k, z);
    const before = tokens[k - 1];
    const after = tokens[z];
    // Leading qualifiers, adverbs and gerunds: "various options", "Several", "simply", "using vectors".
    const plain = (t: Token | undefined) => t !== undefined && (!t.capital || t === tokens[0]);
    while (plain(run[0]) && (genericModifiers.has(run[0]?.lower ?? '') || /ly$/.test(run[0]?.lower ?? ''))) run.shift();
    // The verb after a plural subject ("data types | support iteration").
    if (run[0] === tokens[k] && before && nounOrVerb.has(run[0]?.lower ?? '') && endsRun(sentence, tokens, k))
      run.shift();
    while (
      run.length > 1 &&
      run[0] &&
      !run[0].capital &&
      /ing$/.test(run[0].lower) &&
      !(before && determiners.has(before.lower))
    ) {
      run.shift();
    }
    // Trailing adverbs and participles: "traces recorded", "values occur".
    while (run.length > 0 && /(ly|ed)$/.test(run.at(-1)?.lower ?? '') && !run.at(-1)?.capital) run.pop();
    // A word right after a modal or "to" is a verb.
    if (before && verbContext.has(before.lower) && run[0] && !run[0].capital && run[0] === tokens[k]) run.shift();
    // "… the system stops extending the …": before a determiner the last words are verbs.
    if (after && determiners.has(after.lower)) {
      while (
        run.length >= 2 &&
        /(s|ing|ed)$/.test(run.at(-1)?.lower ?? '') &&
        !/(ss|us|is)$/.test(run.at(-1)?.lower ?? '')
      )
        run.pop();
      if (
        run.length === 1 &&
        run[0] &&
        !run[0].capital &&
        !(before && nounContext.has(before.lower)) &&
        run[0] === tokens[k]
      )
        run = [];
    }
    if (run.length > 4) run = run.slice(-3);
    const first = run[0];
    const last = run.at(-1);
    if (first && last) spans.push({ start: first.start, end: last.end, text: sentence.slice(first.start, last.end) });
    k = z;
  }
  return spans;
}

const nameJoiners = new Set(['of', 'and', 'for', 'the', 'de', 'von', 'van', 'du', 'la', 'le']);

/** Runs of capitalised words, with "of/and/the" inside them ("Free Software Foundation", "Bank of England"). */
function nameSpans(sentence: string, tokens: Token[]): Span[] {
  const spans: Span[] = [];
  let k = 0;
  while (k < tokens.length) {
    const t = tokens[k] as Token;
    // "Several of …", "Many Linux users": a capitalised quantifier starts a sentence, not a name.
    if (!t.capital || functionWords.has(t.lower) || isNumber(t) || (k === 0 && genericModifiers.has(t.lower))) {
      k++;
      continue;
    }
    let z = k + 1;
    while (z < tokens.length) {
      const next = tokens[z] as Token;
      if (!adjacent(sentence, tokens[z - 1] as Token, next)) break;
      if (next.capital && !functionWords.has(next.lower)) z++;
      else if (
        nameJoiners.has(next.lower) &&
        tokens[z + 1]?.capital &&
        adjacent(sentence, next, tokens[z + 1] as Token)
      )
        z += 2;
      else break;
    }
    // "See Section 2", "Install Debian": a capitalised verb starts a sentence or an instruction, not a name.
    let first = k;
    while (first < z && isVerbForm((tokens[first] as Token).lower)) first++;
    // One capitalised word at the start of a sentence is just a sentence start; more than
    // four in a row is a list of names (an editorial board, a byline), not one name.
    const length = z - first;
    if (length > 0 && length <= 4 && (length >= 2 || first > 0)) {
      const start = (tokens[first] as Token).start;
      const last = tokens[z - 1] as Token;
      spans.push({ start, end: last.end, text: sentence.slice(start, last.end) });
    }
    k = z;
  }
  return spans;
}

/** Candidate noun phrases of one sentence, in order, without duplicates. */
export function nounPhrases(sentence: string): Span[] {
  const tokens = tokenize(sentence);
  const seen = new Set<string>();
  const spans: Span[] = [];
  for (const span of [...nameSpans(sentence, tokens), ...runSpans(sentence, tokens)]) {
    const id = `${span.start}:${span.end}`;
    if (seen.has(id)) continue;
    seen.add(id);
    spans.push(span);
  }
  return spans.sort((a, b) => a.start - b.start);
}

const irregularPlurals: Record<string, string> = {
  data: 'data',
  analyses: 'analysis',
  indices: 'index',
  matrices: 'matrix',
  vertices: 'vertex',
  criteria: 'criterion',
  phenomena: 'phenomenon',
  children: 'child',
  people: 'person',
  men: 'man',
  women: 'woman',
  feet: 'foot',
  mice: 'mouse',
  series: 'series',
  species: 'species',
};

export function singular(word: string): string {
  const w = word.toLowerCase();
  const irregular = irregularPlurals[w];
  if (irregular) return irregular;
  if (w.length <= 3 || /(ss|us|is|ics|ous|xis|sis)$/.test(w) || !/s$/.test(w)) return w;
  if (/[^aeiou]ies$/.test(w)) return `${w.slice(0, -3)}y`;
  if (/(ches|shes|xes|sses|zzes)$/.test(w)) return w.slice(0, -2);
  return w.slice(0, -1);
}

/** The key two spellings of one term share: lower case, no article or possessive, last word singular. */
export function termKey(surface: string): string {
  let text = surface.toLowerCase();
  // Most phrases are plain words; only the others need the punctuation taken out.
  if (/[’'“”"()[\],;:!?]/.test(text)) {
    text = text
      .replace(/[’]/g, "'")
      .replace(/'s\b/g, '')
      .replace(/[“”"'()[\],;:!?]/g, ' ');
  }
  const words = text.trim().split(/\s+/);
  while (words.length > 1 && determiners.has(words[0] as string)) words.shift();
  const last = words.pop();
  if (!last) return '';
  words.push(singular(last));
  return words.join(' ');
}
