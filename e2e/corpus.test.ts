// Every file of ../shared/corpus through the real upload and queue path of the
// running app: each must be refused at upload with a readable error, or end
// completed with text and topics, or failed with a readable reason — never
// stuck, never crashing the worker, never with mojibake.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { failureReasons } from '../worker/ingest/failures';
import { uploadErrors } from '../worker/ingest/file-type';
import { signInThroughApi } from './session';

const corpus = join(import.meta.dirname, '../../shared/corpus');
const baseUrl = inject('baseUrl');

type Outcome = {
  file: string;
  bytes: number;
  upload: number;
  status: string;
  reason: string;
  title: string;
  topics: string[];
  pages: number | null;
  seconds: number;
  excerpt: string;
};

const readable = new Set<string>([...Object.values(failureReasons), ...Object.values(uploadErrors)]);

/** Files whose outcome is known from the manifest: a regression here is a bug. */
const expected: Record<string, string> = {
  'pdf/XiaoBiaoSong.pdf': 'completed',
  'pdf/javauninstall-7r.pdf': 'completed',
  'pdf/tracemonkey.pdf': 'completed',
  'pdf/freeculture.pdf': 'completed',
  'pdf/octave-manual.pdf': 'completed',
  'pdf/issue12963.pdf': failureReasons.unreadableFonts,
  'pdf/xfa_filled_imm1344e.pdf': failureReasons.unsupportedForm,
  'pdf/scan-bad.pdf': failureReasons.noSelectableText,
  'bad/bug1782186.pdf': failureReasons.passwordProtected,
  'bad/issue3371.pdf': failureReasons.passwordProtected,
  'bad/print_protection.pdf': failureReasons.passwordProtected,
  'bad/bug1020226.pdf': failureReasons.damaged,
  'bad/msoffcrypto-example_password.docx': uploadErrors.protectedDocx,
  'bad/msoffcrypto-plain.doc': uploadErrors.invalidType,
  'bad/derived-docx-misnamed-as.pdf': uploadErrors.invalidType,
  'bad/derived-wgig-truncated-50pct.docx': uploadErrors.damaged,
  'docx/wgig-background-report.docx': 'completed',
  'docx/zh-math-lecture-equations.docx': 'completed',
  'txt/gutenberg-158-emma.txt': 'completed',
};

// Mojibake: replacement characters, C1 controls, or UTF-8 read as Latin-1 ("Ã©").
const mojibake = /\uFFFD|[\u0080-\u009F]|Ã[\u0080-\u00BF]|â€/;

const files = ['pdf', 'docx', 'txt', 'bad'].flatMap((dir) =>
  readdirSync(join(corpus, dir))
    .sort()
    .map((name) => `${dir}/${name}`),
);

describe('the real document corpus', () => {
  it(`settles all ${files.length} files, each readably`, { timeout: 600_000 }, async () => {
    const { send } = await signInThroughApi(baseUrl);
    const outcomes: Outcome[] = [];
    const pending = new Map<string, { outcome: Outcome; started: number }>();
    for (const file of files) {
      const bytes = readFileSync(join(corpus, file));
      const form = new FormData();
      form.append('file', new File([bytes], file.split('/')[1] as string));
      let response = await send('/api/upload', { method: 'POST', body: form });
      // More files than the per-minute upload limit: wait as the app says, like a client would.
      while (response.status === 429) {
        await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('retry-after') ?? 60) * 1000));
        response = await send('/api/upload', { method: 'POST', body: form });
      }
      const body = (await response.json()) as { materialId?: string; error?: string };
      const outcome: Outcome = {
        file,
        bytes: bytes.length,
        upload: response.status,
        status: 'refused',
        reason: body.error ?? '',
        title: '',
        topics: [],
        pages: null,
        seconds: 0,
        excerpt: '',
      };
      outcomes.push(outcome);
      if (body.materialId) pending.set(body.materialId, { outcome, started: Date.now() });
      else expect(response.status, `${file}: ${body.error}`).toBeGreaterThanOrEqual(400);
    }

    const deadline = Date.now() + 540_000;
    while (pending.size > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const list = (await (await send('/api/materials')).json()) as { id: string; status: string }[];
      for (const material of list) {
        const entry = pending.get(material.id);
        if (!entry || material.status === 'processing') continue;
        const details = (await (await send(`/api/materials/${material.id}`)).json()) as {
          status: string;
          failureReason: string | null;
          title: string | null;
          topics: string[];
          pageCount: number | null;
          excerpt: string | null;
        };
        Object.assign(entry.outcome, {
          status: details.status,
          reason: details.failureReason ?? '',
          title: details.title ?? '',
          topics: details.topics,
          pages: details.pageCount,
          excerpt: details.excerpt ?? '',
          seconds: (Date.now() - entry.started) / 1000,
        });
        pending.delete(material.id);
      }
    }

    const table = [
      '| file | upload | outcome | pages | s | title | topics / reason |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...outcomes.map(
        (o) =>
          `| ${o.file} | ${o.upload} | ${o.status} | ${o.pages ?? ''} | ${o.seconds ? o.seconds.toFixed(1) : ''} | ${o.title.replaceAll('|', '/')} | ${(o.status === 'completed' ? o.topics.join(', ') : o.reason).replaceAll('|', '/')} |`,
      ),
    ].join('\n');
    mkdirSync(join(import.meta.dirname, 'artifacts'), { recursive: true });
    writeFileSync(join(import.meta.dirname, 'artifacts/corpus-outcomes.md'), `${table}\n`);
    console.log(table);

    expect(
      [...pending.values()].map((p) => p.outcome.file),
      'stuck in processing',
    ).toEqual([]);
    for (const o of outcomes) {
      if (o.status === 'completed') {
        expect(o.excerpt.trim().length, `${o.file} has text`).toBeGreaterThan(0);
        expect(o.topics.length, `${o.file} has topics`).toBeGreaterThan(0);
        expect(o.title, `${o.file} has a title`).toBeTruthy();
        for (const value of [o.title, o.excerpt, ...o.topics])
          expect(value, `${o.file}: mojibake`).not.toMatch(mojibake);
      } else {
        expect(readable.has(o.reason), `${o.file}: "${o.reason}" is not a readable reason`).toBe(true);
      }
      const want = expected[o.file];
      if (want) expect(want === 'completed' ? o.status : o.reason, o.file).toBe(want);
    }
  });
});
