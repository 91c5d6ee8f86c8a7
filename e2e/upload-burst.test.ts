// A semester folder at once: a student drops 100 files on the upload screen and
// every one is accepted. The drop is a real one (Chromium's DevTools drag with
// files from disk). The server's answers are real except the first, which says
// what the upload limit says when it is reached (429, Retry-After): the screen
// shows the file waiting, sends it again and carries on.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, signedInPage } from './browser';

const baseUrl = inject('baseUrl');
const manual = join(import.meta.dirname, '../../shared/corpus/txt/debian-reference.en.txt');
const folderSize = 100;
let browser: Browser;
let page: Page;
let scratch = '';
let paths: string[] = [];
const pageErrors: string[] = [];

type MaterialJson = { id: string; status: string; originalName: string };
const materials = async () => (await (await page.request.get(`${baseUrl}/api/materials`)).json()) as MaterialJson[];

/** Drops files from disk on the element as a person would, through Chromium's own drag and drop. */
async function dropFiles(selector: string, files: string[]) {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not visible`);
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  const data = { items: [], files, dragOperationsMask: 1 };
  for (const type of ['dragEnter', 'dragOver', 'drop'] as const) {
    await cdp.send('Input.dispatchDragEvent', { type, ...at, data });
  }
  await cdp.detach();
}

beforeAll(async () => {
  // A hundred sets of notes: consecutive slices of a real manual, one file each.
  scratch = await mkdtemp(join(tmpdir(), 'prepwise-folder-'));
  const text = await readFile(manual, 'utf8');
  const slice = 8000;
  paths = await Promise.all(
    Array.from({ length: folderSize }, async (_, i) => {
      const path = join(scratch, `week-${String(i + 1).padStart(3, '0')}.txt`);
      await writeFile(path, text.slice(20_000 + i * slice, 20_000 + (i + 1) * slice));
      return path;
    }),
  );
  browser = await launchBrowser();
  page = await signedInPage(browser, baseUrl, 'Emma Woodhouse', pageErrors);
});

afterAll(async () => {
  await browser?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('a semester folder dropped at once', () => {
  it('accepts all 100 files, waiting out a 429 instead of failing the file', { timeout: 180_000 }, async () => {
    await page.goto(`${baseUrl}/upload`);
    await page.getByText('No files uploaded yet').waitFor();
    const sent: string[] = [];
    let refused = 0;
    await page.route('**/api/upload', async (route) => {
      const name = /filename="([^"]+)"/.exec(route.request().postDataBuffer()?.toString('latin1') ?? '')?.[1] ?? '?';
      sent.push(name);
      if (refused === 0) {
        refused += 1;
        return route.fulfill({
          status: 429,
          headers: { 'Retry-After': '2' },
          json: { error: 'Too many uploads in a short time. Please wait a minute and try again.' },
        });
      }
      return route.continue();
    });

    await dropFiles('[data-part=dropzone]', paths);
    await page.getByText('Waiting to upload week-001.txt (1 of 100): many files at once.').waitFor();
    await page.getByText(/^Trying again in [12] seconds?\.$/).waitFor();
    await page.getByText('Upload complete!').waitFor({ timeout: 150_000 });
    await page.unroute('**/api/upload');

    expect(await page.getByText('Upload failed').count()).toBe(0);
    expect(sent.slice(0, 2)).toEqual(['week-001.txt', 'week-001.txt']);
    expect(sent).toHaveLength(folderSize + 1);
    const stored = await materials();
    expect(stored.map((m) => m.originalName).sort()).toEqual(paths.map((p) => p.split('/').pop()).sort());
    await page.getByText(`${folderSize} files`).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('leaves no file of the folder in processing', { timeout: 300_000 }, async () => {
    // Each one settles (processed, or failed with its reason: the ingest tests judge which); waiting for it
    // also leaves the app's queue idle for the browser tests that follow.
    await expect
      .poll(async () => (await materials()).filter((m) => m.status === 'processing').length, {
        timeout: 280_000,
        interval: 2000,
      })
      .toBe(0);
    expect(await materials()).toHaveLength(folderSize);
  });
});
