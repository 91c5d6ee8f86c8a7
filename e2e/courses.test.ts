// My Courses and the course dashboard in Chromium against the running app:
// add, validate, edit and delete courses; the dashboard's empty, loaded and
// error states, its syllabus card and its exams.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, signedInPage } from './browser';
import { screenshot, seriousViolations } from './page-checks';

const baseUrl = inject('baseUrl');
const corpus = join(import.meta.dirname, '../../shared/corpus');
let browser: Browser;
let page: Page;
let courseId = '';
const pageErrors: string[] = [];

/** The API as the signed-in page calls it (same cookies, same origin). */
function apiInPage<T>(path: string, init?: { method?: string; json?: unknown }): Promise<T> {
  return page.evaluate(
    async ({ path, init }) => {
      const response = await fetch(path, {
        method: init?.method ?? 'GET',
        headers: init?.json ? { 'content-type': 'application/json' } : undefined,
        body: init?.json ? JSON.stringify(init.json) : undefined,
      });
      return response.json();
    },
    { path, init },
  );
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedInPage(browser, baseUrl, 'Rosalind Franklin', pageErrors);
});

afterAll(async () => {
  await browser?.close();
});

describe('My Courses', () => {
  it('shows the empty state to a student without courses', async () => {
    await page.goto(`${baseUrl}/courses`);
    await page.getByRole('heading', { name: 'My Courses' }).waitFor();
    await page.getByText('Organize your study materials and exams by course or subject.').waitFor();
    await page.getByText('No courses yet').waitFor();
    await page.getByText('Create your first course to start organizing your study materials.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'courses-empty');
  });

  it('refuses a course without a name', async () => {
    await page.getByRole('button', { name: 'Add Course' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add New Course' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Create Course' }).click();
    await dialog.getByText('Course name is required').waitFor();
    expect(await dialog.getByLabel('Course Name').getAttribute('aria-invalid')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'courses-dialog');
  });

  it('resets the form when the dialog is closed', async () => {
    const dialog = page.getByRole('dialog', { name: 'Add New Course' });
    await dialog.getByLabel('Course Name').fill('Half-typed');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Add Course' }).first().click();
    await dialog.waitFor();
    expect(await dialog.getByLabel('Course Name').inputValue()).toBe('');
    expect(await dialog.getByText('Course name is required').count()).toBe(0);
    expect(await dialog.getByRole('radio', { name: 'Indigo' }).isChecked()).toBe(true);
  });

  it('creates a course with a colour and lands on its dashboard', async () => {
    const dialog = page.getByRole('dialog', { name: 'Add New Course' });
    await dialog.getByLabel('Course Name').fill('Molecular Biology');
    await dialog.getByLabel('Description (optional)').fill('DNA, RNA and proteins.');
    await dialog.getByRole('radio', { name: 'Emerald' }).check();
    await dialog.getByRole('button', { name: 'Create Course' }).click();
    await page.waitForURL(/\/courses\/[^/]+\/dashboard$/);
    courseId = new URL(page.url()).pathname.split('/')[2] as string;
    await page.getByText('Course created successfully!').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Molecular Biology' }).waitFor();
    await page.getByText('Emerald', { exact: true }).waitFor();
    await page.getByText('DNA, RNA and proteins.').waitFor();
  });
});

describe('the course dashboard', () => {
  it('shows the breadcrumb, the empty sections and em dashes for zero stats', async () => {
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await breadcrumb.getByRole('link', { name: 'Dashboard' }).waitFor();
    await breadcrumb.getByRole('link', { name: 'Courses' }).waitFor();
    await breadcrumb.getByText('Course Dashboard').waitFor();
    await page.getByText('Course Syllabus (Optional)').waitFor();
    await page.getByText('No syllabus uploaded').waitFor();
    await page.getByText('No exams yet').waitFor();
    await page.getByText('Create an exam to get started!').waitFor();
    await page.getByText('No materials for this course yet').waitFor();
    await page.getByText('No exam attempts yet').waitFor();
    const stats = page.getByRole('region', { name: 'Course statistics' });
    for (const label of ['Study Materials', 'Exams Completed', 'Avg. Score', 'Study Time'])
      await stats.getByText(label).waitFor();
    expect(await stats.getByText('—').count()).toBe(4);
    expect(await page.getByRole('link', { name: 'Add Materials' }).getAttribute('href')).toBe(
      `/upload?courseId=${courseId}`,
    );
    expect(await page.getByRole('link', { name: 'Create Exam' }).getAttribute('href')).toBe(
      `/courses/${courseId}/create-exam`,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'course-dashboard-empty');
  });

  it('uploads a syllabus and shows what was read from it', async () => {
    await page.getByTestId('syllabus-file-input').setInputFiles({
      name: 'syllabus.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(
        [
          'BIO 210 Molecular Biology: Course Syllabus',
          'Topics covered',
          '1. DNA replication',
          '2. Transcription and translation',
          '3. Gene regulation',
          'Learning objectives',
          '- Explain how DNA is copied.',
          '- Describe how a gene becomes a protein.',
          'Grading',
          'Homework 30%, Midterm exam 30%, Final exam 40%.',
        ].join('\n'),
      ),
    });
    await page.getByText('Syllabus uploaded successfully').waitFor();
    await page.getByText('Syllabus uploaded', { exact: true }).waitFor();
    await page.getByText('Helps generate more relevant practice questions').waitFor();
    await page.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Course Syllabus Details' });
    await details.getByText('Review the syllabus information extracted from your upload').waitFor();
    await details.getByText('Topics Covered').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'course-dashboard-syllabus');
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });
  });

  it('asks before replacing the syllabus', async () => {
    await page.getByRole('button', { name: 'Replace' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Replace Syllabus?' });
    await confirm.getByText('This will replace your current syllabus. This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
  });

  it('lists the course exams and deletes one after confirmation', async () => {
    // A processed material of this course and an exam from it, through the API.
    const text = readFileSync(join(corpus, 'txt/python311-howto-functional.rst.txt'), 'utf8');
    const materialId = await page.evaluate(
      async ({ text, courseId }) => {
        const form = new FormData();
        form.append('courseId', courseId);
        form.append('file', new File([text], 'functional.txt', { type: 'text/plain' }));
        const { materialId } = (await (await fetch('/api/upload', { method: 'POST', body: form })).json()) as {
          materialId: string;
        };
        return materialId;
      },
      { text, courseId },
    );
    await expect
      .poll(
        async () =>
          (await apiInPage<{ id: string; status: string }[]>('/api/materials')).find((m) => m.id === materialId)
            ?.status,
        {
          timeout: 90_000,
          interval: 1000,
        },
      )
      .toBe('completed');
    await apiInPage('/api/materials/generate-exam', {
      method: 'POST',
      json: { materialIds: [materialId], questionCount: 5 },
    });
    await page.reload();
    const exams = page.getByRole('list', { name: 'Exams' });
    await exams.getByText('draft').waitFor();
    // As many as the material supports fairly, up to the 5 asked for.
    await exams.getByText(/^[1-5] questions?$/).waitFor();
    await exams.getByText('45 min').waitFor();
    expect(await exams.getByRole('link', { name: /Preview Exam/ }).getAttribute('href')).toMatch(
      /^\/exam\/[^/]+\/preview$/,
    );
    await page.getByRole('list', { name: 'Recent materials' }).getByText('Processed').waitFor();

    await exams.getByRole('button', { name: /Delete exam/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Exam?' });
    await confirm
      .getByText(
        'Are you sure you want to delete this exam? This action cannot be undone and will remove all associated questions.',
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('The exam has been successfully deleted.').waitFor();
    await page.getByText('No exams yet').waitFor();
  }, 150_000);

  it('shows Course not found for a course that is not the student’s', async () => {
    await page.goto(`${baseUrl}/courses/00000000-0000-4000-8000-000000000000/dashboard`);
    await page.getByRole('heading', { name: 'Course not found' }).waitFor();
    await page.getByText("The course you're looking for doesn't exist or has been removed.").waitFor();
    await page.getByRole('link', { name: 'Go Back to Courses' }).click();
    await page.waitForURL(`${baseUrl}/courses`);
  });
});

describe('editing and deleting a course', () => {
  it('edits a course with its current values prefilled', async () => {
    await page.getByRole('button', { name: 'Edit Molecular Biology' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Course' });
    expect(await dialog.getByLabel('Course Name').inputValue()).toBe('Molecular Biology');
    expect(await dialog.getByRole('radio', { name: 'Emerald' }).isChecked()).toBe(true);
    await dialog.getByLabel('Course Name').fill('Molecular Biology II');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Course updated successfully!').waitFor();
    await page.getByRole('heading', { name: 'Molecular Biology II' }).waitFor();
    await screenshot(page, 'courses-grid');
  });

  it('deletes a course after a confirmation that says its materials are kept', async () => {
    await page.getByRole('button', { name: 'Delete Molecular Biology II' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Course?' });
    await confirm.getByText(/materials are kept and become Uncategorized/).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Course deleted successfully!').waitFor();
    await page.getByText('No courses yet').waitFor();
    const materials = await apiInPage<{ courseId: string | null }[]>('/api/materials');
    expect(materials).toHaveLength(1);
    expect(materials[0]?.courseId).toBeNull();
  });

  it('works at 375 px: the course grid and dialog fit the screen', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'Add Course' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add New Course' });
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('adds a course with the keyboard alone', async () => {
    await page.getByRole('button', { name: 'Add Course' }).first().focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add New Course' });
    await dialog.waitFor();
    // The name field has the focus when the dialog opens.
    await page.keyboard.type('Organic Chemistry');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    // The colour is a radio group: the arrow keys move the choice.
    await page.keyboard.press('ArrowRight');
    expect(await dialog.getByRole('radio', { name: 'Emerald' }).isChecked()).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/courses\/[^/]+\/dashboard$/);
    await page.getByRole('heading', { level: 1, name: 'Organic Chemistry' }).waitFor();
  });

  it('raised no uncaught errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
