// The dashboard, Practice Exams and Performance Analytics in Chromium, as one
// student's progress unfolds: no courses, a course, a processed material, a
// graded attempt. Data is made through the API; what is checked is the screen.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { screenshot, seriousViolations } from './page-checks';
import { signInThroughApi } from './session';

const baseUrl = inject('baseUrl');
const material = join(import.meta.dirname, '../../shared/corpus/txt/python311-howto-functional.rst.txt');
// axe-core comes with lighthouse; it is injected into the page as a script.

let browser: Browser;
let context: BrowserContext;
let page: Page;
let send: Awaited<ReturnType<typeof signInThroughApi>>['send'];
const pageErrors: string[] = [];

async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const response = await send(
    path,
    json === undefined
      ? rest
      : { ...rest, headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) },
  );
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

async function openDashboard() {
  await page.goto(`${baseUrl}/dashboard`);
  await page.getByRole('heading', { name: 'Welcome back, Grace!' }).waitFor();
}

/** The value shown on the stat card with this label. */
const statValue = (label: string) =>
  page.getByText(label, { exact: true }).locator('xpath=../following-sibling::p[1]').textContent();

beforeAll(async () => {
  const session = await signInThroughApi(baseUrl, 'Grace Brewster Hopper');
  send = session.send;
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies(
    session.cookie.split('; ').map((pair) => {
      const [name = '', ...value] = pair.split('=');
      return { name, value: value.join('='), url: baseUrl };
    }),
  );
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterAll(async () => {
  await browser?.close();
});

describe('a new student', () => {
  it('is welcomed to the beta once: the dialog opens, links to Discord in a new tab, and stays closed after', async () => {
    await page.goto(`${baseUrl}/dashboard`);
    const dialog = page.getByRole('dialog', { name: 'Welcome to Prepwise!' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('chat widget');
    const discord = dialog.getByRole('link', { name: /Join Discord/ });
    expect(await discord.getAttribute('href')).toMatch(/^https:\/\/discord\.gg\//);
    expect(await discord.getAttribute('target')).toBe('_blank');
    expect(await seriousViolations(page, '[role=dialog]')).toEqual([]);
    await screenshot(page, 'beta-welcome');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await openDashboard();
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('is asked to create a first course, and every stat is an em dash', async () => {
    await openDashboard();
    await page
      .getByText(
        'Ready to boost your grades? Create your first course to organize your study materials and start practicing!',
      )
      .waitFor();
    const create = page.getByRole('link', { name: 'Create Your First Course' });
    expect(await create.getAttribute('href')).toBe('/courses');
    for (const label of ['Study Materials', 'Exams Completed', 'Average Score', 'Study Time']) {
      expect(await statValue(label), label).toBe('—');
    }
    for (const text of [
      'No study materials yet',
      'Create your first course to get started!',
      'No exam attempts yet',
      'Upload study materials first, then create practice exams',
      'No knowledge gaps identified yet',
      'No performance data available yet',
    ]) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    expect(await page.getByRole('button', { name: 'View All' }).count()).toBe(2);
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await screenshot(page, 'dashboard-empty');
  });

  it('shows the empty Practice Exams and Analytics screens', async () => {
    await page.goto(`${baseUrl}/exams`);
    await page.getByText('No practice exams yet.').waitFor();
    await page.getByText('Create an exam from your courses to get started!').waitFor();
    await page.getByText('Start practicing to see your results!').waitFor();
    expect(await page.getByRole('link', { name: 'Go to Courses' }).first().getAttribute('href')).toBe('/courses');
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await screenshot(page, 'exams-empty');

    await page.goto(`${baseUrl}/analytics`);
    await page.getByRole('heading', { name: 'Performance Analytics' }).waitFor();
    await page.getByText('No knowledge gaps identified yet').waitFor();
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await screenshot(page, 'analytics-empty');
  });
});

describe('a student making progress', () => {
  let courseId: string;
  let materialId: string;
  let examId: string;
  let attemptId: string;

  it('is asked to upload once a course exists', async () => {
    ({ id: courseId } = await api<{ id: string }>('/api/courses', {
      method: 'POST',
      json: { name: 'Computer Science', description: 'Functional programming', color: '#10B981' },
    }));
    await openDashboard();
    await page
      .getByText(
        "Ready to boost your grades? Upload your study materials and we'll create personalized practice questions!",
      )
      .waitFor();
    expect(await page.getByRole('link', { name: 'Upload Your First Material' }).getAttribute('href')).toBe('/upload');
    await page.getByText('Upload your first study material to get started!').waitFor();
    expect(await page.getByRole('link', { name: 'Create Your First Course' }).count()).toBe(0);
  });

  it('is asked to create a first exam once a material is processed, and sees it listed with its course', {
    timeout: 120_000,
  }, async () => {
    const form = new FormData();
    form.append('file', new File([readFileSync(material)], 'functional.txt'));
    form.append('courseId', courseId);
    ({ materialId } = await api<{ materialId: string }>('/api/upload', { method: 'POST', body: form }));
    for (let i = 0; i < 100; i++) {
      const list = await api<{ id: string; status: string }[]>('/api/materials');
      if (list.find((m) => m.id === materialId)?.status !== 'processing') break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    await openDashboard();
    await page.getByText('Great! Your materials are ready. Create your first practice exam to get started.').waitFor();
    const materials = page.getByRole('region', { name: 'Recent Study Materials' });
    await materials.getByText('Processed', { exact: true }).waitFor();
    await materials.getByText('Computer Science').waitFor();
    expect(await statValue('Study Materials')).toBe('1');
    expect(await statValue('Exams Completed')).toBe('—');
  });

  it('sees a graded attempt: stats, readiness, knowledge gaps, the recommendation and the chart', {
    timeout: 60_000,
  }, async () => {
    ({ id: examId } = await api<{ id: string }>('/api/exams', {
      method: 'POST',
      json: {
        title: 'Functional Python Midterm',
        description: 'Iterators and generators',
        timeLimit: 30,
        questionCount: 10,
        difficulty: 'mixed',
        questionTypes: ['multiple_choice', 'true_false'],
        courseId,
        materialIds: [materialId],
        status: 'draft',
      },
    }));
    const started = await api<{ attempt: { id: string }; questions: { id: string; options: string[] }[] }>(
      `/api/exams/${examId}/attempts`,
      { method: 'POST' },
    );
    attemptId = started.attempt.id;
    const answers = Object.fromEntries(started.questions.map((q) => [q.id, q.options[0] ?? 'no idea']));
    const graded = await api<{ score: number }>(`/api/attempts/${attemptId}/submit`, {
      method: 'PUT',
      json: { answers, timeSpent: 600 },
    });
    const dashboard = await api<{ upcomingReviews: unknown[]; knowledgeGaps: { topic: string }[] }>('/api/dashboard');

    await openDashboard();
    const reviews = dashboard.upcomingReviews.length;
    const banner =
      reviews === 0
        ? "You're all caught up! Great work on your studies."
        : `You have ${reviews} study ${reviews === 1 ? 'session' : 'sessions'} scheduled for today`;
    await page.getByText(banner, { exact: true }).waitFor();
    expect(await statValue('Exams Completed')).toBe('1');
    expect(await statValue('Average Score')).toBe(graded.score ? `${Math.round(graded.score)}%` : '—');

    const attempts = page.getByRole('region', { name: 'Recent Exam Attempts' });
    await attempts.getByText('Functional Python Midterm').waitFor();
    await attempts.getByText(/^Readiness: (Ready|Building|Foundation)$/).waitFor();
    const review = attempts.getByRole('link', { name: /^Review/ });
    expect(await review.getAttribute('href')).toBe(`/exam/${attemptId}/results`);

    const firstGap = dashboard.knowledgeGaps[0]?.topic;
    if (firstGap) {
      await page.getByRole('region', { name: 'Knowledge Gaps' }).getByText(firstGap, { exact: true }).waitFor();
      await page.getByRole('region', { name: 'Recommended' }).getByText(firstGap, { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Generate Follow-up Exam' }).isDisabled()).toBe(true);
    }

    const chart = page.getByRole('figure', { name: /Scores of your last attempts/ });
    await chart.locator('svg').first().waitFor();
    expect(await chart.getByRole('rowheader').allTextContents()).toEqual(['Week 4']);
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await screenshot(page, 'dashboard-graded');

    await review.click();
    await page.waitForURL(`${baseUrl}/exam/${attemptId}/results`);
  });

  it('finds the exam and its result on Practice Exams', async () => {
    await page.goto(`${baseUrl}/exams`);
    const open = page.getByRole('link', { name: 'Preview Exam: Functional Python Midterm' });
    expect(await open.getAttribute('href')).toBe(`/exam/${examId}/preview`);
    const results = page.getByRole('link', { name: 'View Results: Functional Python Midterm' });
    expect(await results.getAttribute('href')).toBe(`/exam/${attemptId}/results`);
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await screenshot(page, 'exams');
  });

  it('sees the attempt in Performance Analytics: the trend from Exam 1, topics and the latest exam', async () => {
    await page.goto(`${baseUrl}/analytics`);
    const trend = page.getByRole('figure', { name: 'Score trend over your last exams' });
    await trend.locator('svg').first().waitFor();
    expect(await trend.getByRole('rowheader').allTextContents()).toEqual(['Exam 1']);
    await page.getByRole('figure', { name: 'Accuracy by topic' }).locator('svg').first().waitFor();
    expect(await page.getByText('Last 30 days').count()).toBe(4);
    expect(await statValue('Exams Completed')).toBe('1');
    const latest = page.getByRole('region', { name: 'Recent Exam Analysis' });
    await latest.getByText('Functional Python Midterm').waitFor();
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await screenshot(page, 'analytics');
  });

  it('titles an attempt "Exam" and 8 characters of its exam id once the exam is deleted', async () => {
    await api(`/api/exams/${examId}`, { method: 'DELETE' });
    await openDashboard();
    await page
      .getByRole('region', { name: 'Recent Exam Attempts' })
      .getByText(`Exam ${examId.slice(0, 8)}`, { exact: true })
      .waitFor();
  });
});

describe('when the dashboard cannot load', () => {
  it('shows a skeleton while loading, then the error with Try Again, which recovers', async () => {
    let fail = true;
    await page.route('**/api/dashboard', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      if (fail)
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Database unavailable"}' });
      else await route.continue();
    });
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('status').getByText('Loading your dashboard…').waitFor();
    await page.getByRole('heading', { name: 'Unable to Load Dashboard' }).waitFor();
    await page
      .getByText(
        "We couldn't load your dashboard data. This might be due to a connection issue or a temporary server problem. Please try again.",
      )
      .waitFor();
    await screenshot(page, 'dashboard-error');
    fail = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('heading', { name: 'Welcome back, Grace!' }).waitFor();
    await page.unroute('**/api/dashboard');
    // Loading, failing and recovering take several round trips: on a busy machine more than 30 s.
  }, 120_000);

  it('raised no uncaught errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
