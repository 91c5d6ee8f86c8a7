// Every file of ../shared/corpus through the real upload route and the real
// queue consumer inside workerd: each ends exactly as corpus-expectations.ts
// says — refused with its message, failed with its true reason, or completed
// with text, topics and questions. The files are served from Node by the
// CORPUS binding (vitest.config.ts); all are uploaded first and processed
// side by side, so the 1,158-page manual sets the pace (about 20 s here).
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { corpusExpectations, type Observed, outcomeProblems } from './corpus-expectations';
import { signInLocally, studentClient } from './helpers';

/** Generous for two busy cores: settling takes about 20 s when the machine is idle. */
const settleWithinMs = 150_000;

async function corpus(path: string): Promise<Response> {
  const response = await env.CORPUS.fetch(`http://corpus/${path}`);
  if (!response.ok) throw new Error(`corpus ${path}: ${await response.text()}`);
  return response;
}

type Details = Required<Omit<Observed, 'upload' | 'error'>>;

const observed = new Map<string, Observed>();
let manifestFiles: string[] = [];
let corpusFiles: string[] = [];

beforeAll(async () => {
  manifestFiles = (await (await corpus('MANIFEST.tsv')).text())
    .split('\n')
    .slice(1)
    .filter((line) => line.trim())
    .map((line) => line.split('\t')[0] as string);
  corpusFiles = ((await (await corpus('')).json()) as string[]).filter((file) => file.includes('/'));
  // CJK PDFs need pdf.js's character maps, which are static assets of the build.
  if (!(await env.ASSETS.fetch('https://assets.local/pdfjs/cmaps/UniGB-UCS2-H.bcmap')).ok) {
    throw new Error('pdf.js character maps missing from dist/client: run `npm run build` first');
  }

  // One student per folder keeps each under the per-minute upload limit.
  const students = new Map<string, ReturnType<typeof studentClient>>();
  const pending = new Map<string, { file: string; client: ReturnType<typeof studentClient> }>();
  for (const file of manifestFiles) {
    const folder = file.split('/')[0] as string;
    if (!students.has(folder)) students.set(folder, studentClient((await signInLocally()).cookie));
    const client = students.get(folder) as ReturnType<typeof studentClient>;
    const form = new FormData();
    form.append('file', new File([await (await corpus(file)).arrayBuffer()], file.split('/').pop() as string));
    const response = await client.form('/api/upload', form);
    const body = (await response.json()) as { materialId?: string; error?: string };
    observed.set(file, { upload: response.status, error: body.error });
    if (body.materialId) pending.set(body.materialId, { file, client });
  }

  // Waits for states, not for time: each material is read again until it is settled.
  const deadline = Date.now() + settleWithinMs;
  while (pending.size > 0 && Date.now() < deadline) {
    for (const [id, { file, client }] of pending) {
      const details = (await (await client.get(`/api/materials/${id}`)).json()) as Details;
      if (details.status === 'processing') continue;
      Object.assign(observed.get(file) as Observed, details);
      pending.delete(id);
    }
    if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  for (const { file } of pending.values()) Object.assign(observed.get(file) as Observed, { status: 'processing' });
  console.log(
    [...observed]
      .map(
        ([file, o]) =>
          `${file}\t${o.upload}\t${o.status ?? o.error}\t${o.questionCount ?? ''}\t${o.failureReason ?? ''}`,
      )
      .join('\n'),
  );
}, settleWithinMs + 60_000);

describe('the real document corpus', () => {
  it('has an expected outcome for every file, and MANIFEST.tsv lists every file', () => {
    expect(manifestFiles.toSorted()).toEqual(corpusFiles);
    expect(Object.keys(corpusExpectations).toSorted()).toEqual(corpusFiles);
  });

  it.each(Object.entries(corpusExpectations))('%s ends as expected', (file, expected) => {
    const outcome = observed.get(file);
    expect(outcome, `${file} was not uploaded (not in MANIFEST.tsv?)`).toBeDefined();
    expect(outcomeProblems(expected, outcome as Observed), JSON.stringify(outcome).slice(0, 400)).toEqual([]);
  });
});
