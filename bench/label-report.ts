// npm run bench:labels -- bench/labels/<round>.jsonl — the figures of one
// labelling round (format: bench/labels/README.md): fair rate, count of each
// failure code, fair rate per question type, bad-topic rate.
import { readFileSync } from 'node:fs';

const codes = ['FRAG', 'CTX', 'TRIV', 'KEY', 'DIST', 'SWAP', 'LANG'] as const;
const types = ['multiple_choice', 'true_false', 'short_answer', 'fill_blank'] as const;
type Label = {
  question: string;
  file: string;
  type: (typeof types)[number];
  verdict: 'FAIR' | 'UNFAIR';
  codes: (typeof codes)[number][];
  topicOk: boolean;
  note?: string;
};

/** The label on one line, or why it is not one. */
function parseLabel(line: string): Label | string {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    return `not JSON (${error instanceof Error ? error.message : error})`;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'not a JSON object';
  const label = value as Record<string, unknown>;
  if (typeof label.question !== 'string' || !label.question.trim()) return '"question" must be a non-empty string';
  if (typeof label.file !== 'string' || !label.file.trim()) return '"file" must be a non-empty string';
  if (!types.includes(label.type as Label['type'])) return `"type" must be one of ${types.join(', ')}`;
  if (label.verdict !== 'FAIR' && label.verdict !== 'UNFAIR') return '"verdict" must be "FAIR" or "UNFAIR"';
  if (!Array.isArray(label.codes) || !label.codes.every((c) => codes.includes(c)))
    return `"codes" must be an array of ${codes.join(', ')}`;
  if (label.verdict === 'FAIR' && label.codes.length > 0) return 'a FAIR verdict has no failure codes';
  if (label.verdict === 'UNFAIR' && label.codes.length === 0) return 'an UNFAIR verdict names at least one code';
  if (typeof label.topicOk !== 'boolean') return '"topicOk" must be true or false';
  if (label.note !== undefined && typeof label.note !== 'string') return '"note" must be a string';
  return label as Label;
}

const path = process.argv[2];
if (!path) {
  console.error('usage: npm run bench:labels -- bench/labels/<round>.jsonl');
  process.exit(2);
}
let text: string;
try {
  text = readFileSync(path, 'utf8');
} catch (error) {
  console.error(`cannot read ${path}: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
const labels: Label[] = [];
for (const [i, line] of text.split('\n').entries()) {
  if (!line.trim()) continue;
  const parsed = parseLabel(line);
  if (typeof parsed === 'string') {
    console.error(`${path}:${i + 1}: ${parsed}`);
    process.exit(1);
  }
  labels.push(parsed);
}
if (labels.length === 0) {
  console.error(`${path} holds no label`);
  process.exit(1);
}

const pct = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)}%` : '-');
const fair = (list: Label[]) => list.filter((l) => l.verdict === 'FAIR').length;
console.log(`${labels.length} labelled questions from ${new Set(labels.map((l) => l.file)).size} files (${path})`);
console.log(`fair: ${fair(labels)} of ${labels.length} = ${pct(fair(labels), labels.length)}`);
console.log(
  `bad topic: ${labels.filter((l) => !l.topicOk).length} = ${pct(labels.filter((l) => !l.topicOk).length, labels.length)}`,
);
console.log('\nfailure codes (a question may carry several):');
for (const code of codes) {
  const n = labels.filter((l) => l.codes.includes(code)).length;
  console.log(`  ${code.padEnd(6)}${String(n).padStart(5)}  ${pct(n, labels.length).padStart(6)}`);
}
console.log('\nfair rate per type:');
for (const type of types) {
  const ofType = labels.filter((l) => l.type === type);
  console.log(
    `  ${type.padEnd(17)}${`${fair(ofType)} of ${ofType.length}`.padStart(10)}  ${pct(fair(ofType), ofType.length).padStart(6)}`,
  );
}
