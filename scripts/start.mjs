// `npm start`: build the SPA, apply the local D1 migrations, then serve the whole
// app at http://localhost:8787 (PORT overrides it; PREPWISE_DATA_DIR moves the
// local data from .wrangler/state). Questions come from the offline engine unless
// QUESTION_ENGINE=openai-compatible (in the environment or .dev.vars) names a
// model server on this machine (README: "Questions from a model on your laptop").
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { applyLocalMigrations, generateStyles, main, port, run, serveWorker } from './local.mjs';

const devVars = existsSync('.dev.vars') ? parseEnv(readFileSync('.dev.vars', 'utf8')) : {};
/** A setting from the environment, else from .dev.vars. */
const setting = (name) => (process.env[name] || devVars[name] || '').trim();

/** Says whether the server answers and has the model; a server started later is fine, so this only warns. */
async function checkServer(baseUrl, model) {
  const key = setting('OPENAI_COMPATIBLE_API_KEY');
  try {
    const response = await fetch(`${baseUrl.replace(/\/+$/, '')}/models`, {
      headers: key ? { authorization: `Bearer ${key}` } : {},
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const ids = ((await response.json()).data ?? []).map((entry) => entry.id);
    if (ids.length && !ids.includes(model)) {
      console.warn(
        `\n${baseUrl} lists ${ids.join(', ')}, not ${model}. Pull or load it (llama-server answers with its one model, whatever the name).`,
      );
    }
  } catch (error) {
    console.warn(
      `\nNo answer from ${baseUrl}/models (${error.message}). Until the server runs, the local engine writes the questions.`,
    );
  }
}

/** The `wrangler dev` arguments for the question engine chosen; none for the local engine. */
async function questionEngineArgs() {
  const engine = setting('QUESTION_ENGINE') || 'local';
  if (engine === 'local') return [];
  if (engine !== 'openai-compatible') {
    throw new Error(
      `QUESTION_ENGINE "${engine}" cannot run with npm start: use local (the default) or openai-compatible (a model server on this machine, see the README). workers-ai runs only when deployed.`,
    );
  }
  const baseUrl = setting('OPENAI_COMPATIBLE_BASE_URL');
  const model = setting('OPENAI_COMPATIBLE_MODEL');
  if (!baseUrl || !model) {
    throw new Error(
      'QUESTION_ENGINE=openai-compatible needs OPENAI_COMPATIBLE_BASE_URL (e.g. http://127.0.0.1:11434/v1) and OPENAI_COMPATIBLE_MODEL (e.g. llama3.1:8b), in the environment or in .dev.vars.',
    );
  }
  if (!URL.canParse(baseUrl) || !/^https?:$/.test(new URL(baseUrl).protocol)) {
    throw new Error(
      `OPENAI_COMPATIBLE_BASE_URL "${baseUrl}" is not an http(s) address such as http://127.0.0.1:11434/v1.`,
    );
  }
  // wrangler reads the key from the environment only when there is no .dev.vars.
  if (process.env.OPENAI_COMPATIBLE_API_KEY && existsSync('.dev.vars') && !devVars.OPENAI_COMPATIBLE_API_KEY) {
    throw new Error(
      'With a .dev.vars file, put OPENAI_COMPATIBLE_API_KEY in it: wrangler then ignores the environment.',
    );
  }
  await checkServer(baseUrl, model);
  console.log(`\nQuestions are written by ${model} at ${baseUrl}, with the local engine behind it.`);
  // serveWorker passes QUESTION_ENGINE:local first; a later --var of the same name wins.
  return [
    '--var',
    `QUESTION_ENGINE:${engine}`,
    '--var',
    `OPENAI_COMPATIBLE_BASE_URL:${baseUrl}`,
    '--var',
    `OPENAI_COMPATIBLE_MODEL:${model}`,
  ];
}

await main(async () => {
  const engineArgs = await questionEngineArgs();
  await generateStyles();
  await run('vite', ['build', '--logLevel', 'warn']);
  await applyLocalMigrations();
  console.log(`\nPrepwise is starting at http://localhost:${port}\n`);
  await serveWorker(...engineArgs);
});
