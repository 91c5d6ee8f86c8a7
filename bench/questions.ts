// npm run bench:questions — the local question engine over every text material
// of the corpus (../shared/corpus: TXT, DOCX and the PDFs with a text layer),
// run inside workerd by a bench-only Worker (bench/questions-worker) that
// extracts, analyzes and generates as the app does. Prints, per question type:
// how many were written, the share that is structurally valid, grounded
// (answer supported by the quote, quote on its page), duplicated or giving
// its answer away, and the milliseconds of generation per question; writes 30
// random questions with their quotes to bench/out/questions-sample.md.
// Needs a build (npm run build) for pdf.js's character maps.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, start, startApp, stop, waitFor } from './processes.ts';

type Question = {
  type: string;
  question: string;
  options?: string[];
  correctAnswer: string;
  acceptedAnswers?: string[];
  explanation: string;
  topic: string;
  difficulty: string;
  source: { materialId: string; page: number; quote: string };
};
type Checked = { question: Question; schemaValid: boolean; rejection: string | null; pageText: string | null };
type Result =
  | { skipped: string }
  | {
      title: string;
      topics: string[];
      characters: number;
      extractMs: number;
      generateMs: number;
      questions: Checked[];
    };

const corpus = join(root, '../shared/corpus');
const files = ['txt', 'docx', 'pdf'].flatMap((dir) =>
  readdirSync(join(corpus, dir))
    .sort()
    .map((name) => `${dir}/${name}`),
);
const types = ['multiple_choice', 'true_false', 'short_answer', 'fill_blank'];
const questionsPerMaterial = 40;
const sampleSize = 30;

// The checks below are the bench's own, written apart from worker/generate/verify.ts so that a
// bug there cannot hide here.
const normalise = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const shows = (text: string, phrase: string) => {
  const needle = normalise(phrase);
  if (!needle) return false;
  return unspaced.test(needle) ? normalise(text).includes(needle) : ` ${normalise(text)} `.includes(` ${needle} `);
};
const functionWords = new Set(
  'a an the of in on at by for to from with and or but is are was were be it its this that as'.split(' '),
);
const contentWords = (text: string) =>
  normalise(text)
    .split(' ')
    .filter((w) => w && !functionWords.has(w));

function quoteOnPage(quote: string, page: string | null): boolean {
  if (page === null) return false;
  const haystack = normalise(page);
  const needle = normalise(quote);
  if (haystack.includes(needle)) return true;
  const grams = (words: string[]) => words.slice(2).map((w, i) => `${words[i]} ${words[i + 1]} ${w}`);
  const known = new Set(grams(haystack.split(' ')));
  const wanted = grams(needle.split(' '));
  return wanted.length >= 4 && wanted.filter((g) => known.has(g)).length / wanted.length >= 0.85;
}

/** Is the answer what the quote says? A true statement is the quote; a false one is the quote with a change. */
function answerSupported(q: Question): boolean {
  if (q.type === 'true_false') {
    const quote = new Set(contentWords(q.source.quote));
    const statement = contentWords(q.question);
    const inQuote = statement.filter((w) => quote.has(w)).length / statement.length;
    return q.correctAnswer === 'True' ? inQuote >= 0.85 : inQuote >= 0.6 && inQuote < 1;
  }
  return [q.correctAnswer, ...(q.acceptedAnswers ?? [])].some((answer) => shows(q.source.quote, answer));
}

function wellFormed(q: Question, topics: string[]): boolean {
  if (!topics.includes(q.topic) || q.source.page < 1 || !q.source.quote.trim() || !q.explanation.trim()) return false;
  switch (q.type) {
    case 'multiple_choice': {
      const options = q.options ?? [];
      const distinct = new Set(options.map(normalise)).size === options.length;
      return options.length === 4 && distinct && options.filter((o) => o === q.correctAnswer).length === 1;
    }
    case 'true_false':
      return q.options?.join() === 'True,False' && (q.correctAnswer === 'True' || q.correctAnswer === 'False');
    case 'fill_blank':
      return q.question.includes('_____');
    default:
      return q.type === 'short_answer';
  }
}

const givesAway = (q: Question) =>
  q.type !== 'true_false' &&
  [q.correctAnswer, ...(q.acceptedAnswers ?? [])].some((answer) => shows(q.question.replace(/_{3,}/g, ' '), answer));

function nearDuplicate(a: string, b: string): boolean {
  if (normalise(a) === normalise(b)) return true;
  const left = new Set(contentWords(a));
  const right = new Set(contentWords(b));
  const shared = [...left].filter((w) => right.has(w)).length;
  return shared / (left.size + right.size - shared) >= 0.8;
}

type Row = { count: number; valid: number; grounded: number; duplicate: number; giveaway: number; ms: number };
const rows = new Map(
  types.map((t) => [t, { count: 0, valid: 0, grounded: 0, duplicate: 0, giveaway: 0, ms: 0 } as Row]),
);
const everyQuestion: { file: string; checked: Checked }[] = [];

const port = 8796;
const worker = start('node_modules/.bin/wrangler', [
  'dev',
  '--local',
  '--port',
  String(port),
  '--config',
  'bench/questions-worker/wrangler.toml',
  '--show-interactive-dev-session=false',
]);
try {
  await waitFor(`http://localhost:${port}/`, () => true);
  const post = async (file: string): Promise<Result> =>
    (await (
      await fetch(`http://localhost:${port}/`, {
        method: 'POST',
        headers: { 'X-File-Name': file.split('/').pop() as string, 'X-Count': String(questionsPerMaterial) },
        body: readFileSync(join(corpus, file)),
      })
    ).json()) as Result;
  // Warm the isolate (pdf.js's first load, the engine's first run) so it does not count against one file.
  await post('pdf/tracemonkey.pdf');

  console.log(`${'material'.padEnd(40)} ${'chars'.padStart(9)}  questions (mc/tf/sa/fb)   generate ms`);
  for (const file of files) {
    const result = await post(file);
    if ('skipped' in result) {
      console.log(`${file.padEnd(40)} skipped: ${result.skipped.split('\n')[0]}`);
      continue;
    }
    const byType = types.map((t) => result.questions.filter((c) => c.question.type === t).length);
    const made = `${String(result.questions.length).padStart(3)} (${byType.join('/')})`;
    console.log(
      `${file.padEnd(40)} ${String(result.characters).padStart(9)}  ${made.padEnd(24)}${result.generateMs.toFixed(0).padStart(8)}`,
    );
    const perQuestion = result.questions.length > 0 ? result.generateMs / result.questions.length : 0;
    result.questions.forEach((checked, i) => {
      const q = checked.question;
      const row = rows.get(q.type) as Row;
      row.count++;
      row.ms += perQuestion;
      if (checked.schemaValid && wellFormed(q, result.topics)) row.valid++;
      if (checked.rejection === null && quoteOnPage(q.source.quote, checked.pageText) && answerSupported(q))
        row.grounded++;
      if (result.questions.slice(0, i).some((other) => nearDuplicate(other.question.question, q.question)))
        row.duplicate++;
      if (givesAway(q)) row.giveaway++;
      everyQuestion.push({ file, checked });
    });
  }

  const pct = (n: number, of: number) => `${of ? ((100 * n) / of).toFixed(1) : '-'}%`.padStart(8);
  console.log(
    `\n${'type'.padEnd(17)}${'count'.padStart(6)}${'valid'.padStart(8)}${'grounded'.padStart(9)}${'dup'.padStart(8)}${'giveaway'.padStart(9)}${'ms/q'.padStart(8)}`,
  );
  const total: Row = { count: 0, valid: 0, grounded: 0, duplicate: 0, giveaway: 0, ms: 0 };
  for (const [type, row] of rows) {
    for (const key of Object.keys(total) as (keyof Row)[]) total[key] += row[key];
    console.log(
      `${type.padEnd(17)}${String(row.count).padStart(6)}${pct(row.valid, row.count)} ${pct(row.grounded, row.count)}${pct(row.duplicate, row.count)} ${pct(row.giveaway, row.count)}${(row.count ? row.ms / row.count : 0).toFixed(1).padStart(8)}`,
    );
  }
  console.log(
    `${'all'.padEnd(17)}${String(total.count).padStart(6)}${pct(total.valid, total.count)} ${pct(total.grounded, total.count)}${pct(total.duplicate, total.count)} ${pct(total.giveaway, total.count)}${(total.count ? total.ms / total.count : 0).toFixed(1).padStart(8)}`,
  );

  // A seeded sample, so two runs of the same engine show the same questions.
  let state = 20240611;
  const random = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const pool = [...everyQuestion];
  const sample = Array.from(
    { length: Math.min(sampleSize, pool.length) },
    () => pool.splice(Math.floor(random() * pool.length), 1)[0],
  ).filter((s) => s !== undefined);
  const markdown = sample.map(({ file, checked: { question: q } }, i) =>
    [
      `## ${i + 1}. ${q.type} · ${q.difficulty} · ${file}, page ${q.source.page} · ${q.topic}`,
      '',
      q.question,
      '',
      ...(q.type === 'multiple_choice'
        ? (q.options ?? []).map((o) => `- ${o === q.correctAnswer ? `**${o}**` : o}`)
        : []),
      `Answer: **${q.correctAnswer}**${q.acceptedAnswers?.length ? ` (also ${q.acceptedAnswers.join(', ')})` : ''}`,
      '',
      `> ${q.source.quote}`,
      '',
      q.explanation,
      '',
    ].join('\n'),
  );
  mkdirSync(join(root, 'bench/out'), { recursive: true });
  writeFileSync(
    join(root, 'bench/out/questions-sample.md'),
    `# ${sample.length} random questions\n\n${markdown.join('\n')}`,
  );
  console.log(`\nWrote ${sample.length} random questions to bench/out/questions-sample.md`);
} finally {
  stop(worker);
}

// ─── Creating a 50-question exam from 5 processed materials, through the app ──
// The materials are uploaded and processed first (their banks written); only
// POST /api/exams is timed, against GET /api/health in the same run.
const examMaterials = [
  'txt/python311-howto-functional.rst.txt',
  'txt/vim-usr_41.txt',
  'pdf/tracemonkey.pdf',
  'docx/cee-educational-software-paper.docx',
  'pdf/file_pdfjs_test.pdf',
];
const appPort = 8795;
const appBase = `http://localhost:${appPort}`;
const appData = mkdtempSync(join(tmpdir(), 'prepwise-bench-exam-'));
const app = await startApp(appPort, appData);
try {
  const signIn = await fetch(`${appBase}/auth/dev`, {
    method: 'POST',
    headers: { Origin: appBase },
    body: new URLSearchParams({ name: 'Bench', email: 'exam-bench@example.com' }),
    redirect: 'manual',
  });
  const headers = {
    Cookie: signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
    Origin: appBase,
  };
  const materialIds: string[] = [];
  for (const file of examMaterials) {
    const form = new FormData();
    form.append('file', new File([readFileSync(join(corpus, file))], file.split('/')[1] as string));
    const upload = await fetch(`${appBase}/api/upload`, { method: 'POST', body: form, headers });
    materialIds.push(((await upload.json()) as { materialId: string }).materialId);
  }
  for (const id of materialIds) {
    for (;;) {
      const { status } = (await (await fetch(`${appBase}/api/materials/${id}`, { headers })).json()) as {
        status: string;
      };
      if (status !== 'processing') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  const timings: number[] = [];
  let questionCount = 0;
  for (let run = 0; run < 5; run++) {
    const t0 = performance.now();
    const created = await fetch(`${appBase}/api/exams`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        title: `Bench exam ${run}`,
        materialIds,
        questionCount: 50,
        timeLimit: 60,
        difficulty: 'mixed',
        questionTypes: types,
      }),
    });
    timings.push(performance.now() - t0);
    questionCount = ((await created.json()) as { questionCount: number }).questionCount;
  }
  const health: number[] = [];
  for (let run = 0; run < 20; run++) {
    const t0 = performance.now();
    await (await fetch(`${appBase}/api/health`)).arrayBuffer();
    health.push(performance.now() - t0);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
  console.log(
    `\nCreating a ${questionCount}-question exam from 5 materials: median ${median(timings).toFixed(0)} ms over 5 runs (goal: under 2,000 ms); GET /api/health median ${median(health).toFixed(1)} ms (${(median(timings) / median(health)).toFixed(1)}× it)`,
  );
} finally {
  stop(app);
  rmSync(appData, { recursive: true, force: true });
}
