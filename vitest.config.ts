// Three test projects: the Worker inside workerd (real D1, R2, Queues, Durable
// Objects through Miniflare), the web client's logic in Node, and browser tests
// in Debian's Chromium against the app started with `npm start`.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Tests never use a Google client; empty values keep wrangler from warning
// about "missing required secrets" (the bindings below set them for the Worker).
process.env.GOOGLE_CLIENT_ID ??= '';
process.env.GOOGLE_CLIENT_SECRET ??= '';

// The worker tests read ../shared/corpus through this binding (workerd has no
// file system of the host): GET http://corpus/ lists its files ("pdf/x.pdf", …),
// GET http://corpus/<dir>/<file> answers a file's bytes.
const corpusRoot = fileURLToPath(new URL('../shared/corpus/', import.meta.url));
async function serveCorpus(request: Request): Promise<Response> {
  const path = decodeURIComponent(new URL(request.url).pathname).replace(/^\/+/, '');
  try {
    if (path === '') {
      const entries = await readdir(corpusRoot, { recursive: true, withFileTypes: true });
      const files = entries.filter((e) => e.isFile()).map((e) => relative(corpusRoot, join(e.parentPath, e.name)));
      return Response.json(files.sort());
    }
    if (!/^(?:[\w.-]+\/)?[\w.-]+$/.test(path) || path.includes('..')) return new Response('bad path', { status: 400 });
    return new Response(await readFile(join(corpusRoot, path)));
  } catch (error) {
    return new Response(`${path}: ${(error as Error).message}`, { status: 404 });
  }
}

export default defineConfig(async () => {
  const migrations = await readD1Migrations('./migrations');
  return {
    test: {
      projects: [
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: './wrangler.toml' },
              // Offline: no Workers AI proxy, the local sign-in and the local engine.
              remoteBindings: false,
              miniflare: {
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  LOCAL_SIGNIN: 'on',
                  QUESTION_ENGINE: 'local',
                  GOOGLE_CLIENT_ID: '',
                  GOOGLE_CLIENT_SECRET: '',
                },
                serviceBindings: { CORPUS: serveCorpus },
              },
            }),
          ],
          test: {
            name: 'worker',
            include: ['worker/**/*.test.ts'],
            setupFiles: ['./worker/test/apply-migrations.ts'],
            // A chat-completions server on a loopback port for the openai-compatible engine's tests.
            globalSetup: ['./worker/test/chat-server.mjs'],
            // When generateText throws inside workerd, ai 7 also raises an extra
            // unhandled rejection (platform notes, item 4); the thrown error itself
            // is handled and asserted by the tests.
            onUnhandledError: (error: { name?: string }) => (/^AI_/.test(String(error.name)) ? false : undefined),
          },
        },
        {
          plugins: [react()],
          resolve: { alias: { 'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)) } },
          test: {
            name: 'web',
            include: ['web/**/*.test.{ts,tsx}', 'bench/**/*.test.ts'],
            environment: 'happy-dom',
            setupFiles: ['./web/test/setup.ts'],
          },
        },
        {
          test: {
            name: 'e2e',
            include: ['e2e/**/*.test.ts'],
            environment: 'node',
            globalSetup: ['./e2e/global-setup.ts'],
            testTimeout: 30_000,
            hookTimeout: 200_000,
            // One app, one browser: files run one after another.
            fileParallelism: false,
          },
        },
      ],
    },
  };
});
