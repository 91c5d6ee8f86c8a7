// `npm run dev`: the Worker at http://localhost:8787 and Vite with hot reload at
// http://localhost:5173 (it hands /api and /auth to the Worker). Open 5173.
import { existsSync } from 'node:fs';
import { applyLocalMigrations, generateStyles, main, run, serveWorker } from './local.mjs';

await main(async () => {
  await generateStyles();
  // wrangler needs the assets folder to exist even though Vite serves the SPA here.
  if (!existsSync('dist/client/index.html')) await run('vite', ['build', '--logLevel', 'warn']);
  await applyLocalMigrations();
  await Promise.all([
    serveWorker('--var', 'ALLOWED_ORIGINS:http://localhost:5173'),
    run('vite', ['--port', '5173', '--strictPort']),
  ]);
});
