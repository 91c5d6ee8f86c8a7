import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, signedInPage } from './browser';
import { screenshot, seriousViolations } from './page-checks';

const baseUrl = inject('baseUrl');
const corpus = join(import.meta.dirname, '../../shared/corpus');
const files = {
  txt: join(corpus, 'txt/python311-howto-functional.rst.txt'),
  pdf: join(corpus, 'pdf/tracemonkey.pdf'),
  damaged: join(corpus, 'bad/bug1020226.pdf'),
};
let browser: Browser;
let page: Page;
let scratch = '';
let chemistryId = '';
const pageErrors: string[] = [];

type MaterialJson = { id: string; status: string; courseId: string | null; originalName: string };

// Outside the page, so a test's page.route never changes what it reads.
const materials = async () => (await (await page.request.get(`${baseUrl}/api/materials`)).json()) as MaterialJson[];
const fileInput = () => page.getByTestId('material-file-input');
const materialList = () => page.getByRole('list', { name: 'Uploaded materials' });

/** Closes the visible toast and any queued behind it, so the next check sees its own. */
async function dismissToasts() {
  const close = page.getByRole('button', { name: 'Dismiss notification' });
  for (let i = 0; i < 10 && (await close.count()) > 0; i++) {
    await close
      .first()
      .click({ timeout: 2000 })
      .catch(() => {});
    await page.waitForTimeout(150);
  }
}

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'prepwise-upload-'));
  browser = await launchBrowser();
  page = await signedInPage(browser, baseUrl, 'Marie Curie', pageErrors);
  const response = await page.request.post(`${baseUrl}/api/courses`, {
    headers: { Origin: baseUrl },
    data: { name: 'Chemistry', color: '#F97316' },
  });
  chemistryId = ((await response.json()) as { id: string }).id;
});

afterAll(async () => {
  await browser?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('the upload page before any upload', () => {
  it('shows the course selector with No Course, the drop zone and both empty states', async () => {
    await page.goto(`${baseUrl}/upload`);
    await page.getByRole('heading', { name: 'Upload Study Materials' }).waitFor();
    await page.getByText('No files uploaded yet').waitFor();
    await page.getByText('Upload your first study material to get started').waitFor();
    await page.getByText('No topics yet').waitFor();
    await page.getByText('Topics will appear here once you upload documents').waitFor();
    const course = page.getByLabel('Add the uploaded files to');
    expect(await course.locator('option').allTextContents()).toEqual(['No Course', 'Chemistry']);
    await page.getByRole('button', { name: 'Drop files here or click to browse' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'upload-empty');
  });

  it('opens the file picker from the keyboard', async () => {
    // No short timeout: on a busy machine the chooser can take long to open. The locator's press
    // focuses the drop zone and presses in one step, so a re-render in between cannot take the focus.
    const chooser = page.waitForEvent('filechooser', { timeout: 120_000 });
    await page.getByRole('button', { name: /^Drop files here or click to browse/ }).press('Enter');
    expect((await chooser).isMultiple()).toBe(true);
  }, 150_000);

  it('refuses a file of another type with the spec toast', async () => {
    await fileInput().setInputFiles({
      name: 'diagram.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not really a png'),
    });
    await page.getByText('Invalid file type', { exact: true }).waitFor();
    await page.getByText('diagram.png: Please upload PDF, DOCX, or TXT files only.').waitFor();
    await dismissToasts();
  });

  it('refuses a file over 50MB with the spec toast', async () => {
    const big = join(scratch, 'huge-notes.pdf');
    await writeFile(big, Buffer.alloc(50 * 1024 * 1024 + 1, 0x20));
    await fileInput().setInputFiles(big);
    await page.getByText('File too large', { exact: true }).waitFor();
    await page.getByText('huge-notes.pdf: Please upload files smaller than 50MB.').waitFor();
    await dismissToasts();
  });

  it('skips system files without a word', async () => {
    await fileInput().setInputFiles([
      { name: '.DS_Store', mimeType: 'application/octet-stream', buffer: Buffer.from([0, 0, 0, 1]) },
      { name: 'Thumbs.db', mimeType: 'application/octet-stream', buffer: Buffer.from([0, 0, 0, 1]) },
    ]);
    await page.waitForTimeout(500);
    expect(await page.getByRole('button', { name: 'Dismiss notification' }).count()).toBe(0);
    expect(await materials()).toEqual([]);
  });
});

describe('uploading real files', () => {
  // Local processing can finish before the list is first read; while `holdProcessing` is on, the
  // list answers show every material as processing, so the test sees the page poll and then settle.
  let holdProcessing = true;
  let listReads = 0;

  it('uploads files one by one with progress while the drop zone is disabled', { timeout: 60_000 }, async () => {
    await page.route(/\/api\/materials(\?.*)?$/, async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      listReads += 1;
      const response = await route.fetch();
      const list = (await response.json()) as MaterialJson[];
      const shown = holdProcessing ? list.map((m) => ({ ...m, status: 'processing', failureReason: null })) : list;
      return route.fulfill({ response, json: shown });
    });
    // Slow each upload down so the progress can be seen rising.
    await page.route('**/api/upload', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await fileInput().setInputFiles([files.txt, files.pdf, files.damaged]);
    const dropzone = page.locator('[data-part=dropzone]');
    await page.locator('[data-part=dropzone][data-disabled]').waitFor();
    await page.getByText(/Uploading python311-howto-functional\.rst\.txt \(1 of 3\)/).waitFor();
    const bar = page.getByRole('progressbar', { name: /Uploading/ });
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 5000 })
      .toBeGreaterThanOrEqual(20);
    await page.getByText('Upload complete!').waitFor({ timeout: 30_000 });
    await page.getByText('Your material has been uploaded successfully').waitFor();
    expect(await dropzone.getAttribute('data-disabled')).toBeNull();
    await page.unroute('**/api/upload');
    // The progress resets two seconds after the batch.
    await bar.waitFor({ state: 'detached', timeout: 5000 });
    await page.getByText('3 files').waitFor();
  });

  it('shows processing rows that refresh themselves until each material settles', { timeout: 150_000 }, async () => {
    expect(await materialList().getByText('Processing document...').count()).toBe(3);
    expect(
      await materialList()
        .getByRole('progressbar', { name: 'Processing document' })
        .first()
        .getAttribute('aria-valuenow'),
    ).toBe('65');
    // No reload: the list asks again every few seconds while something is processing.
    const readsBefore = listReads;
    await expect.poll(() => listReads, { timeout: 10_000, interval: 500 }).toBeGreaterThan(readsBefore);
    await expect
      .poll(async () => (await materials()).filter((m) => m.status === 'processing').length, {
        timeout: 120_000,
        interval: 1000,
      })
      .toBe(0);
    holdProcessing = false;
    await expect
      .poll(async () => materialList().getByText('Processing document...').count(), { timeout: 10_000, interval: 500 })
      .toBe(0);
    const readsSettled = listReads;
    expect(await materialList().getByText('Processed', { exact: true }).count()).toBe(2);
    await materialList().getByText('Failed', { exact: true }).waitFor();
    await materialList()
      .getByText(/This file is damaged and could not be read/)
      .waitFor();
    // Nothing is processing any more, so the polling stopped.
    await page.waitForTimeout(4000);
    expect(listReads).toBe(readsSettled);
    await page.unroute(/\/api\/materials(\?.*)?$/);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'upload-materials');
  });

  it('derives Key Concepts from the processed materials', async () => {
    const concepts = page.getByRole('list', { name: 'Key concepts' });
    await concepts.waitFor();
    const count = await concepts.getByRole('listitem').count();
    expect(count).toBeGreaterThan(0);
    await page.getByText(`${count} topics`).waitFor();
    await concepts
      .getByText(/1 document/)
      .first()
      .waitFor();
  });

  it('offers the original file for download', async () => {
    const link = materialList()
      .getByRole('link', { name: /^Download / })
      .first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/api\/materials\/[^/]+\/file$/);
    const status = await page.evaluate(async (url) => (await fetch(url as string)).status, href);
    expect(status).toBe(200);
  });

  it('moves a material to a course from its row', async () => {
    await dismissToasts();
    await materialList().getByLabel('Course for Functional Programming HOWTO').selectOption({ label: 'Chemistry' });
    await page.getByText('Material assigned to course').waitFor();
    await expect
      .poll(async () => (await materials()).find((m) => m.originalName.startsWith('python311'))?.courseId)
      .toBe(chemistryId);
  });
});

describe('the list tools', () => {
  it('selects all processed materials, and only those', async () => {
    await dismissToasts();
    await page.getByRole('button', { name: 'Select All' }).click();
    await page.getByText('2 materials selected').waitFor();
    expect(await materialList().getByRole('checkbox').count()).toBe(2);
    await page.getByRole('button', { name: 'Deselect All' }).click();
    expect(await page.getByText(/materials? selected/).count()).toBe(0);
  });

  it('generates an exam from the selection and clears it', { timeout: 60_000 }, async () => {
    await page.getByRole('button', { name: 'Select All' }).click();
    await page.getByRole('button', { name: 'Generate Exam' }).click();
    await page.getByText('Exam generated successfully!').waitFor({ timeout: 45_000 });
    await page.getByText('Created exam from 2 material(s)').waitFor();
    expect(await page.getByText(/materials? selected/).count()).toBe(0);
    const exams = await page.evaluate(async () => (await (await fetch('/api/exams')).json()) as unknown[]);
    expect(exams).toHaveLength(1);
  });

  it('reports a partial bulk deletion when one delete fails', async () => {
    await dismissToasts();
    const [first] = (await materials()).filter((m) => m.status === 'completed');
    await page.route(`**/api/materials/${first?.id}`, (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Storage unavailable"}' })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Select All' }).click();
    await page.getByRole('button', { name: 'Delete Selected' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Selected Materials' });
    await confirm
      .getByText(
        'Are you sure you want to delete 2 material(s)? This action cannot be undone and will permanently remove the selected materials and their associated questions.',
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Partial deletion').waitFor();
    await page.getByText('Deleted 1 of 2 materials. 1 failed.').waitFor();
    await page.unroute(`**/api/materials/${first?.id}`);
    // The one that failed stays selected; the deleted one left the list and the selection.
    await page.getByText('1 material selected').waitFor();
    await page.getByText('2 files').waitFor();
  });

  it('deletes a single material after confirmation', async () => {
    await dismissToasts();
    const remaining = (await materials()).filter((m) => m.status === 'failed');
    expect(remaining).toHaveLength(1);
    await materialList().getByRole('button', { name: 'Delete bug1020226.pdf' }).click();
    await page.getByRole('alertdialog', { name: 'Delete Material?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('File deleted', { exact: true }).waitFor();
    await page.getByText('bug1020226.pdf has been removed').waitFor();
    await page.getByText('1 file', { exact: true }).waitFor();
  });
});

describe('the page locked to a course', () => {
  it('shows the course breadcrumb, no No Course option and hides the lists', async () => {
    await page.goto(`${baseUrl}/upload?courseId=${chemistryId}`);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await breadcrumb.getByRole('link', { name: 'Chemistry' }).waitFor();
    await breadcrumb.getByText('Add Materials').waitFor();
    expect(await breadcrumb.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/');
    expect(await page.getByLabel('Add the uploaded files to').locator('option').allTextContents()).toEqual([
      'Chemistry',
    ]);
    expect(await page.getByRole('heading', { name: 'Uploaded Materials' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Key Concepts' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'upload-locked');
  });

  it('uploads into the locked course', { timeout: 30_000 }, async () => {
    await dismissToasts();
    await fileInput().setInputFiles({
      name: 'lab-notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(
        'Titration measures the concentration of an acid with a base of known concentration.\n'.repeat(20),
      ),
    });
    await page.getByText('File uploaded successfully').waitFor();
    await page.getByText('lab-notes.txt is being processed. Questions will be generated shortly.').waitFor();
    const uploaded = (await materials()).find((m) => m.originalName === 'lab-notes.txt');
    expect(uploaded?.courseId).toBe(chemistryId);
  });

  it('falls back to no course for an unknown courseId', async () => {
    await page.goto(`${baseUrl}/upload?courseId=no-such-course`);
    await page.getByRole('heading', { name: 'Uploaded Materials' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).count()).toBe(0);
    expect(await page.getByLabel('Add the uploaded files to').inputValue()).toBe('none');
  });

  it('fits a 375 px screen without sideways scrolling', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await materialList().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('raised no uncaught errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
