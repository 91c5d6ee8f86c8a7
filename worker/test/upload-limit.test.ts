// The per-student upload limit (UPLOAD_LIMIT in wrangler.toml, worker/http/limits.ts): a student dropping a
// whole semester folder (the upload screen takes up to 100 files) is accepted at once, while a script
// hammering the endpoint is refused with 429, a readable message and a Retry-After it can trust.
// The Rate Limiting binding is real here (Miniflare): fixed windows of 60 s aligned to the wall clock.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { type StudentClient, signInLocally, studentClient } from './helpers';

/** The binding's allowance per 60 s window (wrangler.toml); the test fails if it no longer fits a folder. */
const uploadsPerMinute = 120;
const folder = 100;

const sendFile = (client: StudentClient, name: string, text: string) => {
  const form = new FormData();
  form.append('file', new File([text], name, { type: 'text/plain' }));
  return client.form('/api/upload', form);
};

const windowOf = (ms: number) => Math.floor(ms / 60_000);

describe('the upload limit', () => {
  it('accepts a folder of 100 files at once and refuses a script that keeps going', {
    timeout: 120_000,
  }, async () => {
    const { cookie } = await signInLocally();
    const student = studentClient(cookie);
    const userId = ((await (await student.get('/api/user')).json()) as { id: string }).id;
    const startWindow = windowOf(Date.now());

    // The folder, one file after another as the upload screen sends it: every file is stored.
    for (let i = 1; i <= folder; i++) {
      const response = await sendFile(student, `week-${i}.txt`, `Lecture ${i}: the cell membrane controls transport.`);
      expect(response.status, `file ${i}: ${await response.clone().text()}`).toBe(201);
    }
    const rows = await env.DB.prepare('select count(*) as n from study_materials where userId = ?')
      .bind(userId)
      .first<{ n: number }>();
    expect(rows?.n).toBe(folder);

    // A script carrying on. Refused files count too: the limit protects the Worker, whatever the file.
    // The burst spans at most two windows, so 2 × the allowance + 1 requests must meet a refusal.
    let sent = folder;
    let limited: Response | undefined;
    while (!limited && sent < 2 * uploadsPerMinute + 1) {
      const response = await sendFile(student, `payload-${sent}.exe`, 'x');
      sent += 1;
      if (response.status === 429) limited = response;
      else expect(response.status).toBe(400);
    }
    if (!limited) throw new Error(`no 429 after ${sent} uploads in a row`);
    // Within one window the allowance is exact; a burst that crossed a minute boundary got a fresh window.
    if (windowOf(Date.now()) === startWindow) expect(sent - 1).toBe(uploadsPerMinute);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(await limited.json()).toEqual({
      error: 'Too many uploads in a short time. Please wait a minute and try again.',
    });
    // The refusal stays while the script keeps hammering.
    expect((await sendFile(student, 'again.exe', 'x')).status).toBe(429);

    // Another student's folder is not affected.
    const { cookie: otherCookie } = await signInLocally();
    expect(
      (await sendFile(studentClient(otherCookie), 'mine.txt', 'Osmosis moves water across membranes.')).status,
    ).toBe(201);
  });
});
