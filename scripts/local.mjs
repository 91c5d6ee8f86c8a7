// Shared by `npm start` and `npm run dev`: how the app runs locally in workerd.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

export const port = process.env.PORT || '8787';
const persist = process.env.PREPWISE_DATA_DIR ? ['--persist-to', process.env.PREPWISE_DATA_DIR] : [];
const bin = (name) => `node_modules/.bin/${name}`;

/** Runs a command to completion, forwarding Ctrl-C; rejects on a non-zero exit. */
export function run(name, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(bin(name), args, { stdio: 'inherit', ...options });
    const forward = (signal) => child.kill(signal);
    process.once('SIGINT', forward);
    process.once('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      if (code === 0 || signal) resolve(code ?? 0);
      else reject(new Error(`${name} ${args.join(' ')} exited with ${code}`));
    });
  });
}

export const generateStyles = () => run('panda', ['codegen', '--silent']);

export const applyLocalMigrations = () =>
  // CI=1: answer wrangler's "continue?" prompt without a terminal.
  run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', ...persist], { env: { ...process.env, CI: '1' } });

// Without .dev.vars there is no Google client: the local sign-in takes over. Saying
// so (empty values) keeps wrangler from warning about "missing required secrets".
const workerEnv =
  existsSync('.dev.vars') || existsSync('.env')
    ? process.env
    : { GOOGLE_CLIENT_ID: '', GOOGLE_CLIENT_SECRET: '', ...process.env };

/** The Worker in workerd with local D1, R2, Queues and Durable Objects. */
export const serveWorker = (...extraArgs) =>
  run(
    'wrangler',
    [
      'dev',
      '--local',
      '--port',
      port,
      '--ip',
      'localhost',
      '--show-interactive-dev-session=false',
      // Local configuration: the local sign-in and the offline question engine.
      '--var',
      'LOCAL_SIGNIN:on',
      '--var',
      'QUESTION_ENGINE:local',
      ...persist,
      ...extraArgs,
    ],
    { env: workerEnv },
  );

export async function main(steps) {
  try {
    await steps();
  } catch (error) {
    console.error(`\n${error.message}`);
    process.exit(1);
  }
}
