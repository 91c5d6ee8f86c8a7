// Every file of ../shared/corpus through the running app (`npm start`, the
// bundle a deployment runs): each must end exactly as
// worker/test/corpus-expectations.ts says — refused with its message, failed
// with its true reason, or completed with text, topics and questions — never
// stuck, never crashing the worker. worker/test/corpus-outcomes.test.ts checks
// the same table inside workerd; this one checks the built app agrees.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { corpusExpectations, type Observed, outcomeProblems } from '../worker/test/corpus-expectations';
import { signInThroughApi } from './session';

const corpus = join(import.meta.dirname, '../../shared/corpus');
const baseUrl = inject('baseUrl');

const manifestFiles = readFileSync(join(corpus, 'MANIFEST.tsv'), 'utf8')
  .split('\n')
  .slice(1)
  .filter((line) => line.trim())
  .map((line) => line.split('\t')[0] as string);
const corpusFiles = ['pdf', 'docx', 'txt', 'bad'].flatMap((dir) =>
  readdirSync(join(corpus, dir)).map((name) => `${dir}/${name}`),
);

type Details = {
  status: string;
  failureReason: string | null;
  title: string | null;
  topics: string[];
  pageCount: number | null;
  questionCount: number | null;
  excerpt: string | null;
};

describe('the real document corpus', () => {
  it('has an expected outcome for every file, and MANIFEST.tsv lists every file', () => {
    expect(manifestFiles.toSorted()).toEqual(corpusFiles.toSorted());
    expect(Object.keys(corpusExpectations).toSorted()).toEqual(corpusFiles.toSorted());
  });

  it(`settles all ${manifestFiles.length} files as expected`, { timeout: 600_000 }, async () => {
    const { send } = await signInThroughApi(baseUrl);
    const observed = new Map<string, Observed & { pages?: number | null; seconds?: number }>();
    const pending = new Map<string, { file: string; started: number }>();
    for (const file of manifestFiles) {
      const form = new FormData();
      form.append('file', new File([readFileSync(join(corpus, file))], file.split('/')[1] as string));
      let response = await send('/api/upload', { method: 'POST', body: form });
      // More files than the per-minute upload limit: wait as the app says, like a client would.
      while (response.status === 429) {
        await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('retry-after') ?? 60) * 1000));
        response = await send('/api/upload', { method: 'POST', body: form });
      }
      const body = (await response.json()) as { materialId?: string; error?: string };
      observed.set(file, { upload: response.status, error: body.error });
      if (body.materialId) pending.set(body.materialId, { file, started: Date.now() });
    }

    // Waits for states: each material is read again until it is settled.
    const deadline = Date.now() + 540_000;
    while (pending.size > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const list = (await (await send('/api/materials')).json()) as { id: string; status: string }[];
      for (const material of list) {
        const entry = pending.get(material.id);
        if (!entry || material.status === 'processing') continue;
        const details = (await (await send(`/api/materials/${material.id}`)).json()) as Details;
        Object.assign(observed.get(entry.file) as Observed, details, {
          pages: details.pageCount,
          seconds: (Date.now() - entry.started) / 1000,
        });
        pending.delete(material.id);
      }
    }
    for (const { file } of pending.values()) Object.assign(observed.get(file) as Observed, { status: 'processing' });

    const cell = (text: string) => text.replaceAll('|', '/');
    const table = [
      '| file | upload | outcome | pages | questions | s | title | topics / reason |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      ...[...observed].map(
        ([file, o]) =>
          `| ${file} | ${o.upload} | ${o.status ?? 'refused'} | ${o.pages ?? ''} | ${o.questionCount ?? ''} | ${o.seconds ? o.seconds.toFixed(1) : ''} | ${cell(o.title ?? '')} | ${cell(o.status === 'completed' ? (o.topics ?? []).join(', ') : (o.failureReason ?? o.error ?? ''))} |`,
      ),
    ].join('\n');
    mkdirSync(join(import.meta.dirname, 'artifacts'), { recursive: true });
    writeFileSync(join(import.meta.dirname, 'artifacts/corpus-outcomes.md'), `${table}\n`);
    console.log(table);

    const problems = [...observed].flatMap(([file, o]) => {
      const expected = corpusExpectations[file];
      if (!expected) return [`${file}: no expected outcome`];
      return outcomeProblems(expected, o).map((problem) => `${file}: ${problem}`);
    });
    expect(problems).toEqual([]);
  });
});
