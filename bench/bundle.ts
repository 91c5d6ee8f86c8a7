// npm run bench:bundle — the web client's JavaScript after a production build:
// the gzipped size of each entry and lazy chunk, what a signed-in student's first
// visit to /dashboard loads before anything else (the budget is 150 KB gzipped),
// what a visitor's landing page loads, and whether ECharts stays out of both.
// The reference, built in the same run: the smallest React app (React DOM
// rendering one paragraph), the floor any React client starts from.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';

const root = join(import.meta.dirname, '..');
const outDir = join(root, 'bench/out/bundle');
const budgetKb = 150;

rmSync(outDir, { recursive: true, force: true });
await build({
  configFile: join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true, manifest: true },
});

const manifest: Manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
const gzipKb = (file: string) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1024;

/** The chunk and every chunk it imports statically: what the browser fetches before running it. */
function staticClosure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    staticClosure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}
const totalKb = (keys: Set<string>) => [...keys].reduce((sum, key) => sum + gzipKb(manifest[key]?.file ?? ''), 0);
/** The code-split component chunks of the route files whose path matches. */
const routeChunks = (pattern: RegExp) => Object.keys(manifest).filter((key) => pattern.test(key));

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry) throw new Error('the build has no entry');

function chunkKind(key: string, chunk: Manifest[string]): string {
  if (chunk.isEntry) return 'entry';
  if (key.includes('?tsr-split')) return 'route';
  return chunk.isDynamicEntry ? 'lazy' : 'shared';
}

console.log('\nChunk (gzipped KB; route = a lazy route chunk, lazy = loaded on demand, shared = imported by others)');
const rows = Object.entries(manifest)
  .filter(([, chunk]) => chunk.file.endsWith('.js'))
  .map(([key, chunk]) => ({ key, kind: chunkKind(key, chunk), kb: gzipKb(chunk.file) }))
  .sort((a, b) => b.kb - a.kb);
for (const row of rows) console.log(`  ${row.kb.toFixed(1).padStart(7)}  ${row.kind.padEnd(6)}  ${row.key}`);

const signedIn = staticClosure([entry, ...routeChunks(/routes\/_app(\.tsx|\/dashboard\.tsx)\?tsr-split/)]);
const visitor = staticClosure([entry, ...routeChunks(/routes\/index\.tsx\?tsr-split/)]);
const withEcharts = (keys: Set<string>) => [...keys].some((key) => /echarts/.test(key + (manifest[key]?.file ?? '')));

// The reference: the smallest React app, built the same way (minified, one chunk).
const referenceDir = join(root, 'bench/out/bundle-reference');
mkdirSync(referenceDir, { recursive: true });
writeFileSync(
  join(referenceDir, 'index.html'),
  '<script type="module">import { createElement } from "react"; import { createRoot } from "react-dom/client";' +
    ' createRoot(document.body).render(createElement("p", null, "Hello"));</script>',
);
await build({
  configFile: false,
  root: referenceDir,
  logLevel: 'warn',
  resolve: { alias: { react: join(root, 'node_modules/react'), 'react-dom': join(root, 'node_modules/react-dom') } },
  build: { outDir: join(referenceDir, 'dist'), emptyOutDir: true },
});
const reactKb = readdirSync(join(referenceDir, 'dist/assets'))
  .filter((name) => name.endsWith('.js'))
  .reduce(
    (sum, name) => sum + gzipSync(readFileSync(join(referenceDir, 'dist/assets', name)), { level: 9 }).length / 1024,
    0,
  );
rmSync(referenceDir, { recursive: true, force: true });

const signedInKb = totalKb(signedIn);
const visitorKb = totalKb(visitor);
console.log(`\nReference: the smallest React app              ${reactKb.toFixed(1)} KB gzipped`);
console.log(
  `Signed-in shell (/dashboard, first load)        ${signedInKb.toFixed(1)} KB gzipped  ` +
    `(${(signedInKb / reactKb).toFixed(2)}× React; ${((signedInKb / budgetKb) * 100).toFixed(0)}% of the ${budgetKb} KB budget)` +
    `${withEcharts(signedIn) ? '  ECharts INCLUDED' : ''}`,
);
console.log(
  `Landing page for visitors (/, first load)       ${visitorKb.toFixed(1)} KB gzipped  ` +
    `(${(visitorKb / reactKb).toFixed(2)}× React)${withEcharts(visitor) ? '  ECharts INCLUDED' : ''}`,
);
rmSync(outDir, { recursive: true, force: true });
if (signedInKb > budgetKb || withEcharts(signedIn)) process.exitCode = 1;
