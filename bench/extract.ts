// npm run bench:extract — PDF text extraction speed inside workerd, as a ratio
// against poppler's pdftotext on the same files in the same run, and the time
// from upload to "completed" for the largest text PDF through the real app.
// Needs poppler-utils (Debian: apt-get install poppler-utils) and a build (npm run build).
import { type ChildProcess, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, root, start, startApp, stop, waitFor } from './processes.ts';

const corpus = join(root, '../shared/corpus/pdf');
// The corpus's PDFs with a real text layer (MANIFEST.tsv), largest last.
const textPdfs = [
  'file_pdfjs_test.pdf',
  'issue11913.pdf',
  'pdfjs_wikipedia.pdf',
  'tracemonkey.pdf',
  'TAMReview.pdf',
  'pdkids.pdf',
  'whitehead-intro-to-mathematics.pdf',
  'debian-reference.en.pdf',
  'gnuplot-manual.pdf',
  'freeculture.pdf',
  'octave-manual.pdf',
];
const largest = 'octave-manual.pdf';

const pagesOf = (file: string) =>
  Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);

try {
  execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
} catch {
  console.error('pdftotext not found: install poppler-utils (Debian: apt-get install poppler-utils).');
  process.exit(1);
}

const benchPort = await freePort();
const worker = start('node_modules/.bin/wrangler', [
  'dev',
  '--local',
  '--port',
  String(benchPort),
  '--config',
  'bench/extract-worker/wrangler.toml',
  '--show-interactive-dev-session=false',
]);
const appPort = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'prepwise-bench-'));
let app: ChildProcess | null = null;
try {
  await waitFor(`http://localhost:${benchPort}/`, (s) => s > 0);
  // Warm the isolate (pdf.js's first load) so it does not count against one file.
  await fetch(`http://localhost:${benchPort}/`, {
    method: 'POST',
    body: readFileSync(join(corpus, textPdfs[0] as string)),
  });

  const rows: string[] = [];
  let workerPages = 0;
  let workerSeconds = 0;
  let popplerSeconds = 0;
  for (const name of textPdfs) {
    const file = join(corpus, name);
    const pages = pagesOf(file);
    const t0 = performance.now();
    const result = (await (
      await fetch(`http://localhost:${benchPort}/`, { method: 'POST', body: readFileSync(file) })
    ).json()) as { pages: number };
    const workerTime = (performance.now() - t0) / 1000;
    const t1 = performance.now();
    execFileSync('pdftotext', ['-q', file, '-'], { stdio: 'ignore', maxBuffer: 1 << 30 });
    const popplerTime = (performance.now() - t1) / 1000;
    workerPages += result.pages;
    workerSeconds += workerTime;
    popplerSeconds += popplerTime;
    rows.push(
      `${name.padEnd(38)} ${String(pages).padStart(5)} pp  workerd ${(result.pages / workerTime).toFixed(0).padStart(6)} pp/s   pdftotext ${(pages / popplerTime).toFixed(0).padStart(6)} pp/s`,
    );
  }
  console.log(rows.join('\n'));
  const workerRate = workerPages / workerSeconds;
  const popplerRate = workerPages / popplerSeconds;
  console.log(
    `\nAll ${workerPages} pages: workerd ${workerRate.toFixed(0)} pages/s, pdftotext ${popplerRate.toFixed(0)} pages/s`,
  );
  console.log(`Ratio (workerd / pdftotext): ${(workerRate / popplerRate).toFixed(2)}`);

  // Upload to completed through the real app (npm start), for the largest text PDF.
  app = await startApp(appPort, dataDir);
  const base = `http://localhost:${appPort}`;
  const signIn = await fetch(`${base}/auth/dev`, {
    method: 'POST',
    headers: { Origin: base },
    body: new URLSearchParams({ name: 'Bench', email: 'bench@example.com' }),
    redirect: 'manual',
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const form = new FormData();
  form.append('file', new File([readFileSync(join(corpus, largest))], largest));
  const t0 = performance.now();
  const { materialId } = (await (
    await fetch(`${base}/api/upload`, { method: 'POST', body: form, headers: { Cookie: cookie, Origin: base } })
  ).json()) as { materialId: string };
  let status = 'processing';
  while (status === 'processing') {
    await new Promise((resolve) => setTimeout(resolve, 250));
    status = (
      (await (await fetch(`${base}/api/materials/${materialId}`, { headers: { Cookie: cookie } })).json()) as {
        status: string;
      }
    ).status;
  }
  console.log(
    `\nUpload to ${status} for ${largest} (${pagesOf(join(corpus, largest))} pages, ${(readFileSync(join(corpus, largest)).length / 1e6).toFixed(1)} MB): ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
} finally {
  stop(worker);
  stop(app);
  rmSync(dataDir, { recursive: true, force: true });
}
