// Starting and stopping what the benchmarks measure: the app as `npm start` runs
// it, or a bare `wrangler dev`, each in its own process group so stopping it
// stops its children (workerd) too.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..');

export function start(command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(command, args, { cwd: root, env: { ...process.env, ...env }, detached: true, stdio: 'ignore' });
}

export function stop(child: ChildProcess | null | undefined) {
  if (child?.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
}

/** Waits until `url` answers with a status `ok` accepts (by default any 2xx). */
export async function waitFor(url: string, ok = (status: number) => status >= 200 && status < 300, seconds = 180) {
  for (let i = 0; i < seconds * 2; i++) {
    try {
      if (ok((await fetch(url)).status)) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up within ${seconds} s`);
}

/** The whole app as the README starts it (`npm start`), on `port` with its local data in `dataDir`. */
export async function startApp(port: number, dataDir: string): Promise<ChildProcess> {
  const app = start('npm', ['start'], { PORT: String(port), PREPWISE_DATA_DIR: dataDir });
  await waitFor(`http://localhost:${port}/api/health`);
  return app;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, 'localhost', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
