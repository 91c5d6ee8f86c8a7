// npm run bench:questions — the local question engine over every text material
// of the corpus (../shared/corpus: TXT, DOCX and the PDFs with a text layer),
// run inside workerd by a bench-only Worker (bench/questions-worker) that
// extracts, analyzes and generates as the app does. Prints, per question type:
// how many were written, the share that is structurally valid, grounded
// (answer supported by the quote, quote on its page), duplicated or giving
// its answer away, and the milliseconds of generation per question; then the
// rate of each failure the bench's own detectors find (bench/question-checks.ts:
// fragment, unresolved reference, generic answer, rival answers, wrong-kind
// distractors, bad alteration, bad topic) per type and per file, the
// correct-option position histogram, and questions per 1,000 words per file;
// writes random questions with their quotes to bench/out/questions-sample.md.
// Then times creating a 50-question exam through the app.
//
//   --files txt/a.txt,pdf/b.pdf  only these corpus files
//   --corpus DIR                 another folder laid out like the corpus (txt/, docx/, pdf/): materials
//                                kept out of the repository, to check the engine on text it was not tuned on
//   --seed N                     another draw of questions (a fresh labelling round)
//   --sample N                   questions in the sample (default 30)
//   --no-exam                    skip the exam-creation timing
//   --dump path.jsonl            every question, one JSON object a line, for labelling
//
// Exits non-zero when it cannot measure: no build and the build fails, the
// Worker does not start, a file fails inside the Worker, or no question at all.
import { type ChildProcess, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, root, start, startApp, stop, waitFor } from './processes.ts';
import {
  appliesTo,
  type CheckedQuestion,
  detectFailures,
  type FailureKind,
  type Failures,
  failureKinds,
  type MaterialContext,
  normalise,
  positionHistogram,
  wordCount,
} from './question-checks.ts';

const fail = (message: string): never => {
  console.error(`bench:questions: ${message}`);
  process.exit(1);
};

const args = (() => {
  try {
    return parseArgs({
      options: {
        files: { type: 'string' },
        sample: { type: 'string', default: '30' },
        'no-exam': { type: 'boolean', default: false },
        dump: { type: 'string' },
        seed: { type: 'string', default: '1' },
        corpus: { type: 'string' },
      },
    }).values;
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
})();
if (!/^\d+$/.test(args.seed)) fail(`--seed wants a whole number, got "${args.seed}"`);
const sampleSize = Number(args.sample);
if (!Number.isInteger(sampleSize) || sampleSize < 0) fail(`--sample wants a whole number, got "${args.sample}"`);

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
      headings: string[];
      text: string;
      characters: number;
      extractMs: number;
      generateMs: number;
      questions: Checked[];
    };

const corpus = args.corpus ? resolve(args.corpus) : join(root, '../shared/corpus');
const allFiles = ['txt', 'docx', 'pdf'].flatMap((dir) =>
  (existsSync(join(corpus, dir)) ? readdirSync(join(corpus, dir)) : []).sort().map((name) => `${dir}/${name}`),
);
const files = args.files
  ? args.files
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean)
  : allFiles;
for (const file of files)
  if (!existsSync(join(corpus, file)))
    fail(`no corpus file ${file} (paths are relative to ${corpus}, e.g. txt/vim-usr_41.txt)`);
if (files.length === 0) fail('--files names no file');
const types = ['multiple_choice', 'true_false', 'short_answer', 'fill_blank'];
const questionsPerMaterial = 40;

// The checks below are the bench's own, written apart from worker/generate/verify.ts so that a
// bug there cannot hide here.
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
type Found = { file: string; checked: Checked; failures: Failures };
const everyQuestion: Found[] = [];
const perFile: { file: string; words: number; questions: number }[] = [];
const workerErrors: string[] = [];

// The app's build holds pdf.js's character maps, which the Worker serves itself.
if (!existsSync(join(root, 'dist/client/pdfjs/cmaps'))) {
  console.log('No build (dist/client/pdfjs/cmaps): running npm run build first.');
  try {
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  } catch {
    fail('npm run build failed; the bench needs its pdf.js character maps');
  }
}

/** Resolves when `url` answers; rejects as soon as the process exits first. */
async function startedOrExited(child: ChildProcess, url: string, what: string) {
  let onExit: () => void = () => {};
  const exited = new Promise<never>((_, reject) => {
    onExit = () => reject(new Error(`${what} exited (code ${child.exitCode}) before answering at ${url}`));
    child.once('exit', onExit);
  });
  try {
    await Promise.race([waitFor(url, () => true), exited]);
  } finally {
    child.off('exit', onExit);
  }
}

const port = await freePort();
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
  try {
    await startedOrExited(worker, `http://localhost:${port}/`, 'wrangler dev (bench/questions-worker)');
  } catch (error) {
    fail(`the bench Worker did not start: ${error instanceof Error ? error.message : error}`);
  }
  const post = async (file: string): Promise<Result> => {
    const response = await fetch(`http://localhost:${port}/`, {
      method: 'POST',
      headers: {
        'X-File-Name': file.split('/').pop() as string,
        'X-Count': String(questionsPerMaterial),
        'X-Seed': args.seed,
      },
      body: readFileSync(join(corpus, file)),
    });
    if (!response.ok) throw new Error(`${response.status} ${(await response.text()).slice(0, 300)}`);
    return (await response.json()) as Result;
  };
  // Warm the isolate (pdf.js's first load, the engine's first run) so it does not count against one file.
  await post(files[0] as string);

  console.log(
    `${'material'.padEnd(40)} ${'chars'.padStart(9)} ${'words'.padStart(8)}  questions (mc/tf/sa/fb)  per 1k words  generate ms`,
  );
  for (const file of files) {
    let result: Result;
    try {
      result = await post(file);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      workerErrors.push(`${file}: ${message}`);
      console.log(`${file.padEnd(40)} FAILED in the Worker: ${message.split('\n')[0]}`);
      continue;
    }
    if ('skipped' in result) {
      console.log(`${file.padEnd(40)} skipped: ${result.skipped.split('\n')[0]}`);
      continue;
    }
    const words = wordCount(result.text);
    perFile.push({ file, words, questions: result.questions.length });
    const byType = types.map((t) => result.questions.filter((c) => c.question.type === t).length);
    const made = `${String(result.questions.length).padStart(3)} (${byType.join('/')})`;
    const density = words > 0 ? ((1000 * result.questions.length) / words).toFixed(2) : '-';
    console.log(
      `${file.padEnd(40)} ${String(result.characters).padStart(9)} ${String(words).padStart(8)}  ${made.padEnd(24)}${density.padStart(13)}${result.generateMs.toFixed(0).padStart(13)}`,
    );
    const perQuestion = result.questions.length > 0 ? result.generateMs / result.questions.length : 0;
    const keys = result.questions.map((c) => c.question.correctAnswer);
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
      const context: MaterialContext = {
        headings: result.headings,
        topics: result.topics,
        terms: keys.filter((_, j) => j !== i),
        text: result.text,
      };
      everyQuestion.push({ file, checked, failures: detectFailures(q, context) });
    });
  }

  if (everyQuestion.length === 0)
    fail(
      `no question was written for ${files.length} file(s); nothing to measure${workerErrors.length ? ` (${workerErrors.join('; ')})` : ''}`,
    );

  const pct = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)}%` : '-').padStart(8);
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

  // ─── Detected failures: the share of the questions each detector applies to ──
  const labels: Record<FailureKind, string> = {
    fragment: 'frag',
    unresolvedReference: 'unres',
    genericAnswer: 'generic',
    rivalAnswers: 'rival',
    wrongKindDistractors: 'kind',
    badAlteration: 'alter',
    badTopic: 'topic',
  };
  const failureRow = (name: string, found: Found[], width: number) => {
    const cells = failureKinds.map((kind) => {
      const eligible = found.filter((f) => appliesTo(kind, f.checked.question.type));
      return eligible.length === 0
        ? '-'.padStart(8)
        : pct(eligible.filter((f) => f.failures[kind] !== undefined).length, eligible.length);
    });
    const any = pct(found.filter((f) => Object.keys(f.failures).length > 0).length, found.length);
    return `${name.padEnd(width)}${String(found.length).padStart(6)}${cells.join('')}${any}`;
  };
  const failureHeader = (first: string, width: number) =>
    `${first.padEnd(width)}${'count'.padStart(6)}${failureKinds.map((k) => labels[k].padStart(8)).join('')}${'any'.padStart(8)}`;
  console.log(
    '\nDetected failures (bench/question-checks.ts), % of the questions each applies to: frag = fragment, unres = unresolved reference, generic = generic answer, rival = rival answers (cloze), kind = wrong-kind distractors (MC), alter = non-false or ungrammatical alteration (T/F keyed False), topic = bad topic, any = at least one.',
  );
  console.log(failureHeader('type', 17));
  for (const type of types)
    console.log(
      failureRow(
        type,
        everyQuestion.filter((f) => f.checked.question.type === type),
        17,
      ),
    );
  console.log(failureRow('all', everyQuestion, 17));
  console.log(`\n${failureHeader('material', 40)}`);
  for (const { file } of perFile)
    console.log(
      failureRow(
        file,
        everyQuestion.filter((f) => f.file === file),
        40,
      ),
    );

  // ─── Where the correct option sits ─────────────────────────────────────────
  const histogram = positionHistogram(everyQuestion.map((f) => f.checked.question as CheckedQuestion));
  if (histogram.total > 0) {
    const shares = histogram.counts.map((n, i) => `${'ABCD'[i]} ${((100 * n) / histogram.total).toFixed(1)}%`);
    // 7.81 is chi-square's 95th percentile with 3 degrees of freedom.
    console.log(
      `\nCorrect option position over ${histogram.total} multiple-choice questions: ${shares.join('  ')}; chi-square ${histogram.chiSquare.toFixed(2)} (uniform below 7.81 at p = 0.05)${histogram.skewed ? ' — SKEWED: a position is outside 15–35 %' : ''}${histogram.total < 40 ? ' (under 40 questions: too few to judge)' : ''}`,
    );
  }

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
  const markdown = sample.map(({ file, checked: { question: q }, failures }, i) =>
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
      `Detected: ${
        Object.entries(failures)
          .map(([kind, why]) => `${kind} (${why})`)
          .join('; ') || 'none'
      }`,
      '',
    ].join('\n'),
  );
  mkdirSync(join(root, 'bench/out'), { recursive: true });
  writeFileSync(
    join(root, 'bench/out/questions-sample.md'),
    `# ${sample.length} random questions\n\n${markdown.join('\n')}`,
  );
  console.log(`\nWrote ${sample.length} random questions to bench/out/questions-sample.md`);

  if (args.dump) {
    const path = resolve(process.cwd(), args.dump);
    mkdirSync(dirname(path), { recursive: true });
    const lines = everyQuestion.map(({ file, checked: { question: q }, failures }) =>
      JSON.stringify({
        file,
        type: q.type,
        topic: q.topic,
        difficulty: q.difficulty,
        question: q.question,
        options: q.options ?? null,
        correctAnswer: q.correctAnswer,
        acceptedAnswers: q.acceptedAnswers ?? [],
        quote: q.source.quote,
        page: q.source.page,
        explanation: q.explanation,
        detected: failures,
      }),
    );
    writeFileSync(path, `${lines.join('\n')}\n`);
    console.log(`Wrote all ${lines.length} questions to ${path}`);
  }
} finally {
  stop(worker);
}
if (workerErrors.length > 0)
  fail(
    `${workerErrors.length} file(s) failed inside the Worker, so the figures above are incomplete:\n  ${workerErrors.join('\n  ')}`,
  );

// ─── Creating a 50-question exam from 5 processed materials, through the app ──
// The materials are uploaded and processed first (their banks written); only
// POST /api/exams is timed, against GET /api/health in the same run.
const examMaterials = [
  'txt/python311-howto-functional.rst.txt',
  'txt/debian-faq.en.txt',
  'pdf/tracemonkey.pdf',
  'docx/cee-educational-software-paper.docx',
  'pdf/file_pdfjs_test.pdf',
];
if (!args['no-exam']) await timeExamCreation();

async function timeExamCreation() {
  const appPort = await freePort();
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
      if (!upload.ok) throw new Error(`uploading ${file} for the exam timing: ${upload.status} ${await upload.text()}`);
      materialIds.push(((await upload.json()) as { materialId: string }).materialId);
    }
    const deadline = Date.now() + 10 * 60_000;
    for (const id of materialIds) {
      for (;;) {
        if (Date.now() > deadline) throw new Error(`material ${id} was still processing after 10 minutes`);
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
      if (!created.ok) throw new Error(`POST /api/exams answered ${created.status}: ${await created.text()}`);
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
}
