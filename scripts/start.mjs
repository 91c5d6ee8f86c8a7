// `npm start`: build the SPA, apply the local D1 migrations, then serve the whole
// app at http://localhost:8787 (PORT overrides it; PREPWISE_DATA_DIR moves the
// local data from .wrangler/state).
import { applyLocalMigrations, generateStyles, main, port, run, serveWorker } from './local.mjs';

await main(async () => {
  await generateStyles();
  await run('vite', ['build', '--logLevel', 'warn']);
  await applyLocalMigrations();
  console.log(`\nPrepwise is starting at http://localhost:${port}\n`);
  await serveWorker();
});
