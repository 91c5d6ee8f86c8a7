// Starts the app exactly as the README says (`npm start`), on a free port with
// its own local data folder, and stops it after the browser tests.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

async function freePort(): Promise<number> {
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

async function waitUntilServing(url: string, app: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`npm start exited with ${app.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status === 401) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the app did not answer at ${url} within ${timeoutMs / 1000} s`);
}

export default async function setup(project: TestProject) {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'prepwise-e2e-'));
  const output: string[] = [];
  const app = spawn('npm', ['start'], {
    env: { ...process.env, PORT: String(port), PREPWISE_DATA_DIR: dataDir },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [app.stdout, app.stderr]) stream?.on('data', (chunk) => output.push(String(chunk)));
  const baseUrl = `http://localhost:${port}`;
  try {
    await waitUntilServing(`${baseUrl}/api/user`, app, 180_000);
  } catch (error) {
    console.error(output.join(''));
    if (app.pid) process.kill(-app.pid, 'SIGTERM');
    throw error;
  }
  project.provide('baseUrl', baseUrl);

  return async () => {
    if (app.pid && app.exitCode === null) {
      process.kill(-app.pid, 'SIGTERM');
      await new Promise((resolve) => app.once('exit', resolve));
    }
    await rm(dataDir, { recursive: true, force: true });
  };
}
