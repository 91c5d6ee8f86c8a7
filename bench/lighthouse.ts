// npm run bench:lighthouse — Lighthouse (npm `lighthouse`, Debian's Chromium) on the
// public pages of a production build served by the Worker: the four category
// scores and the largest contentful paint, desktop preset and default (mobile)
// settings, each the median of several runs (Performance is noisy on a small machine).
//
// By default it builds the SPA into a temporary folder and serves it with
// `wrangler dev --local`, as `npm start` does, without touching dist/. To measure
// an app that is already running instead: npm run bench:lighthouse -- --url http://localhost:8787
// Options: --runs N (default 3), --pages /,/login (default: /, /login, one comparison page).
import { type ChildProcess, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, root, start, stop, waitFor } from './processes.ts';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: '/,/login,/comparisons/prepwise-vs-chatgpt' },
  },
});
const runs = Math.max(1, Number(values.runs));
const pages = values.pages.split(',');
const presets = ['desktop', 'mobile'] as const;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The targets: Performance 95 on desktop and 90 on mobile, 100 for the rest. */
const targets = { desktop: [95, 100, 100, 100], mobile: [90, 100, 100, 100] } as const;

type LighthouseResult = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  runWarnings: string[];
};

/** A production build in its own folder, served by the Worker in workerd; returns its address. */
async function startProductionBuild(work: string): Promise<{ baseUrl: string; app: ChildProcess }> {
  const client = join(work, 'client');
  console.log('Building the SPA (production) …');
  execFileSync('node_modules/.bin/panda', ['codegen', '--silent'], { cwd: root, stdio: 'inherit' });
  execFileSync('node_modules/.bin/vite', ['build', '--outDir', client, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  // The project's wrangler.toml with absolute paths and the assets from the build above.
  let config = readFileSync(join(root, 'wrangler.toml'), 'utf8');
  for (const [from, to] of [
    ['main = "worker/index.ts"', `main = "${join(root, 'worker/index.ts')}"`],
    ['directory = "./dist/client"', `directory = "${client}"`],
    ['migrations_dir = "migrations"', `migrations_dir = "${join(root, 'migrations')}"`],
  ] as const) {
    if (!config.includes(from)) throw new Error(`wrangler.toml no longer has ${from}`);
    config = config.replace(from, to);
  }
  writeFileSync(join(work, 'wrangler.toml'), config);
  const port = await freePort();
  const app = start(
    'node_modules/.bin/wrangler',
    [
      'dev',
      '--config',
      join(work, 'wrangler.toml'),
      '--local',
      '--port',
      String(port),
      '--ip',
      'localhost',
      '--persist-to',
      join(work, 'state'),
      '--show-interactive-dev-session=false',
      '--var',
      'QUESTION_ENGINE:local',
    ],
    { GOOGLE_CLIENT_ID: '', GOOGLE_CLIENT_SECRET: '' },
  );
  const baseUrl = `http://localhost:${port}`;
  await waitFor(`${baseUrl}/robots.txt`);
  return { baseUrl, app };
}

/** One Lighthouse run; a run Lighthouse itself fails (e.g. NO_NAVSTART, a flaky trace) is retried twice. */
function lighthouse(url: string, preset: (typeof presets)[number], work: string, attempt = 1): LighthouseResult {
  try {
    return lighthouseOnce(url, preset, work);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.log(`  (${url} ${preset}) Lighthouse failed, running it again`);
    return lighthouse(url, preset, work, attempt + 1);
  }
}

function lighthouseOnce(url: string, preset: (typeof presets)[number], work: string): LighthouseResult {
  const output = join(work, 'report.json');
  rmSync(output, { force: true });
  execFileSync(
    'node_modules/.bin/lighthouse',
    [
      url,
      ...(preset === 'desktop' ? ['--preset=desktop'] : []),
      `--only-categories=${categories.join(',')}`,
      `--chrome-flags=${chromeFlags}`,
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, CHROME_PATH: chromiumPath } },
  );
  return JSON.parse(readFileSync(output, 'utf8')) as LighthouseResult;
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const work = mkdtempSync(join(tmpdir(), 'prepwise-lighthouse-'));
let app: ChildProcess | undefined;
try {
  let baseUrl = values.url?.replace(/\/$/, '');
  if (!baseUrl) ({ baseUrl, app } = await startProductionBuild(work));
  console.log(`Lighthouse ${runs}× per page and preset against ${baseUrl} (Chromium at ${chromiumPath})\n`);
  const rows: string[][] = [];
  let allMet = true;
  for (const path of pages) {
    for (const preset of presets) {
      const results = Array.from({ length: runs }, () => lighthouse(`${baseUrl}${path}`, preset, work));
      const scores = categories.map((category) =>
        median(results.map((result) => Math.round((result.categories[category]?.score ?? 0) * 100))),
      );
      const lcp = median(results.map((result) => result.audits['largest-contentful-paint']?.numericValue ?? 0));
      const met = scores.every((score, index) => score >= (targets[preset][index] ?? 100));
      allMet &&= met;
      const perfRuns = results.map((result) => Math.round((result.categories.performance?.score ?? 0) * 100));
      rows.push([
        path,
        preset,
        ...scores.map(String),
        `${(lcp / 1000).toFixed(2)} s`,
        met ? 'yes' : 'NO',
        perfRuns.join(' '),
      ]);
      const warnings = new Set(results.flatMap((result) => result.runWarnings));
      for (const warning of warnings) console.log(`  (${path} ${preset}) ${warning.split('\n')[0]}`);
    }
  }
  const header = ['page', 'preset', 'perf', 'a11y', 'best-pr', 'seo', 'LCP', 'target', 'perf per run'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  console.log(`\n${line(header)}\n${line(widths.map((width) => '-'.repeat(width)))}`);
  for (const row of rows) console.log(line(row));
  console.log(
    `\nMedians of ${runs} run(s). Targets: Performance ≥ 95 desktop, ≥ 90 mobile; Accessibility, Best Practices, SEO 100.`,
  );
  if (!allMet) process.exitCode = 1;
} finally {
  stop(app);
  rmSync(work, { recursive: true, force: true });
}
