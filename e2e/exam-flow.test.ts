import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, skipBetaWelcome } from './browser';
import { screenshot, seriousViolations } from './page-checks';
import { signInThroughApi } from './session';

const baseUrl = inject('baseUrl');
const corpus = join(import.meta.dirname, '../../shared/corpus');
const corpusFiles = {
  pdf: join(corpus, 'pdf/tracemonkey.pdf'),
  docx: join(corpus, 'docx/wgig-background-report.docx'),
};

let browser: Browser;
let context: BrowserContext;
let page: Page;
let send: Awaited<ReturnType<typeof signInThroughApi>>['send'];
let courseId = '';
let examId = '';
let attemptId = '';
/** A second tab taking a 1-minute exam, left to run out while the other tests go on. */
let timedTab: Page;
let timedStartedAt = 0;
let timedCount = 5;
const materialTitles: string[] = [];
const pageErrors: string[] = [];
/** The exam's questions: ten asked for, fewer when the materials support no more fair ones; one is removed. */
let total = 10;
let kept = 9;

const previewItems = () => page.locator('section[aria-labelledby="preview-questions-heading"] ol > li');
const toast = (title: string) => page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: title });

/** The answer control on the current question: a choice for multiple choice and true/false, else text. */
async function answerCurrent(text: string): Promise<string> {
  const choices = page.locator('label').filter({ has: page.getByRole('radio') });
  if ((await choices.count()) > 0) {
    await choices.nth(1).click();
    return (await choices.nth(1).getByRole('radio').getAttribute('value')) ?? '';
  }
  await page.getByRole('textbox', { name: /Question \d+ of/ }).fill(text);
  return text;
}

async function currentAnswer(): Promise<string> {
  const checked = page.locator('input[type=radio]:checked');
  if ((await checked.count()) > 0) return (await checked.getAttribute('value')) ?? '';
  return page.getByRole('textbox', { name: /Question \d+ of/ }).inputValue();
}

const clockSeconds = async (target: Page = page) => {
  const text = (await target.getByRole('timer').textContent()) ?? '';
  const parts = text.split(':').map(Number);
  return parts.reduce((total, n) => total * 60 + n, 0);
};

beforeAll(async () => {
  browser = await launchBrowser();
  // One student: signed in through the API helper, its session handed to the browser.
  const session = await signInThroughApi(baseUrl, 'Katherine Johnson');
  send = session.send;
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies(
    session.cookie.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name: name as string, value: value.join('='), url: baseUrl };
    }),
  );
  await skipBetaWelcome(context);
  // Shorter than a test's 30 s, so a failure names the element it waited for.
  context.setDefaultTimeout(10_000);
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('the materials an exam is made from', () => {
  it('uploads a real PDF and a DOCX to a new course and waits until both are processed', async () => {
    const course = await send('/api/courses', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Compilers',
        description: 'Tracing JITs and Internet governance',
        color: '#10B981',
      }),
    });
    expect(course.status).toBe(201);
    courseId = ((await course.json()) as { id: string }).id;

    await page.goto(`${baseUrl}/upload?courseId=${courseId}`);
    await page.getByTestId('material-file-input').setInputFiles([corpusFiles.pdf, corpusFiles.docx]);
    await page.getByText('Upload complete!').waitFor({ timeout: 30_000 });
    // Locked to the course, the upload screen hides its list: the course dashboard shows
    // the two materials, and refreshes itself until they are processed.
    await page.goto(`${baseUrl}/courses/${courseId}/dashboard`);
    await expect
      .poll(async () => page.getByText('Processed', { exact: true }).count(), { timeout: 60_000, interval: 500 })
      .toBe(2);
    const materials = (await (await send('/api/materials')).json()) as { title: string | null; originalName: string }[];
    materialTitles.push(...materials.map((m) => m.title || m.originalName));
  }, 90_000);

  it('starts a 1-minute exam in a second tab and leaves it running (checked at the end)', async () => {
    // The form offers the spec's time limits; the API takes any whole number of minutes.
    const created = await send('/api/exams', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'One-minute drill',
        courseId,
        materialIds: (await (await send('/api/materials')).json()).map((m: { id: string }) => m.id),
        questionCount: 5,
        questionTypes: ['true_false', 'short_answer'],
        difficulty: 'easy',
        timeLimit: 1,
      }),
    });
    expect(created.status).toBe(201);
    const { id, questionCount } = (await created.json()) as { id: string; questionCount: number };
    timedCount = questionCount;
    timedTab = await context.newPage();
    timedTab.on('pageerror', (error) => pageErrors.push(error.message));
    await timedTab.goto(`${baseUrl}/exam/${id}`);
    await timedTab.getByText(`Question 1 of ${timedCount}`).first().waitFor();
    timedStartedAt = Date.now();
    expect(await clockSeconds(timedTab)).toBeLessThanOrEqual(60);
  });
});

describe('creating an exam', () => {
  it('shows the form with its breadcrumbs, defaults and the course’s materials', async () => {
    await page.goto(`${baseUrl}/courses/${courseId}/create-exam`);
    await page.getByRole('heading', { name: 'Create Exam' }).waitFor();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.getByRole('link', { name: 'Courses' }).getAttribute('href')).toBe('/courses');
    expect(await crumbs.getByRole('link', { name: 'Compilers' }).getAttribute('href')).toBe(
      `/courses/${courseId}/dashboard`,
    );
    for (const title of materialTitles) await page.getByText(title, { exact: true }).waitFor();
    expect(await page.getByLabel('Number of questions').inputValue()).toBe('25');
    expect(await page.getByLabel('Time limit').inputValue()).toBe('45');
    expect(await page.getByLabel('Difficulty').inputValue()).toBe('easy');
    expect(await page.getByRole('checkbox', { name: 'Multiple choice' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'True / False' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Short answer' }).isChecked()).toBe(false);
    expect(await page.getByLabel('Exam date (optional)').getAttribute('min')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'exam-create');
  });

  it('finds materials by file name, whatever the case', async () => {
    const search = page.getByRole('searchbox', { name: 'Search materials by file name' });
    await search.fill('TRACEMONKEY.PDF');
    await page.getByText('tracemonkey.pdf').waitFor();
    expect(await page.getByText('wgig-background-report.docx').count()).toBe(0);
    await search.fill('no such file');
    await page.getByText('No materials match “no such file”.').waitFor();
    await search.fill('');
  });

  it('checks the title, then the materials, then the question types, each with a destructive toast', async () => {
    const generate = page.getByRole('button', { name: 'Generate Exam' });
    await generate.click();
    await toast('Please enter an exam title').waitFor();
    expect(await toast('Please enter an exam title').getAttribute('data-type')).toBe('error');
    expect(await page.getByRole('textbox', { name: 'Title' }).getAttribute('aria-invalid')).toBe('true');

    await page.getByRole('textbox', { name: 'Title' }).fill('Compilers practice');
    await generate.click();
    await toast('Please select at least one material').waitFor();

    await page.getByRole('button', { name: 'Select All' }).click();
    await page.getByText('2 of 2 selected').waitFor();
    await page.getByText('Multiple choice', { exact: true }).click();
    await page.getByText('True / False', { exact: true }).click();
    await generate.click();
    await toast('Please select at least one question type').waitFor();
  });

  it('generates the exam as a draft and opens its preview', async () => {
    // True/false and short answers: the two materials support ten fair ones of these (multiple choice they
    // support only from the definitions they hold, and the precision-first engine asks nothing weaker).
    await page.getByText('True / False', { exact: true }).click();
    await page.getByText('Short answer', { exact: true }).click();
    await page.getByLabel('Number of questions').selectOption('10');
    await page.getByLabel('Time limit').selectOption('30');
    await page.getByRole('button', { name: 'Generate Exam' }).click();
    await page.waitForURL(/\/exam\/[^/]+\/preview(\?asked=10)?$/, { timeout: 30_000 });
    await toast('Exam generated successfully!').filter({ hasText: 'Review your exam before starting' }).waitFor();
    examId = new URL(page.url()).pathname.split('/')[2] as string;
  }, 40_000);
});

describe('the exam preview', () => {
  it('shows the summary and the questions with their type and topic', async () => {
    await page.getByRole('heading', { name: 'Compilers practice' }).waitFor();
    const heading = await page.getByRole('heading', { name: /^Questions \(\d+\)$/ }).textContent();
    total = Number(/\d+/.exec(heading ?? '')?.[0]);
    kept = total - 1;
    // The journey answers five questions and leaves the last one unanswered.
    expect(total).toBeGreaterThanOrEqual(7);
    if (total < 10) await page.getByText(`This exam has ${total} of the 10 questions you asked for.`).waitFor();
    await page.getByText('Draft', { exact: true }).waitFor();
    await page.getByText('30 min').waitFor();
    expect(await previewItems().count()).toBe(total);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'exam-preview');
  });

  it('removes a draft question after asking', async () => {
    const first = (await previewItems().first().textContent()) ?? '';
    await page.getByRole('button', { name: 'Remove question 1', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove Question?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await toast('Question removed').waitFor();
    await page.getByRole('heading', { name: `Questions (${kept})` }).waitFor();
    expect(await previewItems().first().textContent()).not.toBe(first);
  });

  it('replaces a draft question with a fresh one in the same place', async () => {
    const before = (await previewItems().nth(1).textContent()) ?? '';
    await page.getByRole('button', { name: 'Replace question 2', exact: true }).click();
    await toast('Question replaced').waitFor();
    await previewItems().nth(1).getByText('New', { exact: true }).waitFor();
    expect(await previewItems().nth(1).textContent()).not.toBe(before);
    expect(await previewItems().count()).toBe(kept);
  });

  it('saves the exam once: it becomes active and its questions are locked', async () => {
    await page.getByRole('button', { name: 'Save Exam' }).click();
    await toast('Exam saved successfully!').waitFor();
    await page.getByText('Active', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Save Exam' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: /Remove question/ }).count()).toBe(0);
  });
});

describe('taking the exam', () => {
  const given: Record<number, string> = {};

  it('starts the attempt with the server’s clock, one question at a time', async () => {
    await page.getByRole('link', { name: 'Start Exam' }).click();
    await page.waitForURL(`${baseUrl}/exam/${examId}`);
    await page.getByText(`Question 1 of ${kept}`).first().waitFor();
    const left = await clockSeconds();
    expect(left).toBeGreaterThan(29 * 60);
    expect(left).toBeLessThanOrEqual(30 * 60);
    expect(await page.getByRole('navigation', { name: 'Questions' }).getByRole('button').count()).toBe(kept);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('autosaves answers and flags as the student goes', async () => {
    given[1] = await answerCurrent('iterator');
    await page.getByRole('button', { name: 'Flag for review' }).click();
    await page.getByRole('button', { name: 'Flagged for review' }).waitFor();
    await page.getByRole('button', { name: /Next/ }).click();
    await page.getByText(`Question 2 of ${kept}`).first().waitFor();
    given[2] = await answerCurrent('a generator');
    await page.getByRole('button', { name: 'Question 3, not answered' }).click();
    given[3] = await answerCurrent('a stream of data');
    await page.getByText('All answers saved').waitFor();
    const cell1 = page.getByRole('button', { name: 'Question 1, answered, flagged' });
    expect(await cell1.getAttribute('data-state')).toBe('flagged');
    expect(await page.getByRole('button', { name: 'Question 3, answered' }).getAttribute('aria-current')).toBe('step');
    await screenshot(page, 'exam-taking');
  });

  it('keeps answers typed while offline and saves them when the connection returns', async () => {
    await context.setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await page.getByRole('button', { name: 'Question 4, not answered' }).click();
    given[4] = await answerCurrent('map');
    await page.getByText('Offline: answers kept on this device').waitFor();
    await screenshot(page, 'exam-taking-offline');
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.getByText('All answers saved').waitFor({ timeout: 15_000 });
  }, 30_000);

  it('resumes after a reload with the same answers, flags, question and time', async () => {
    const before = await clockSeconds();
    await page.reload();
    await page.getByText(`Question 4 of ${kept}`).first().waitFor();
    expect(await currentAnswer()).toBe(given[4]);
    for (const n of [1, 2, 3]) {
      await page
        .getByRole('navigation', { name: 'Questions' })
        .getByRole('button', { name: new RegExp(`^Question ${n}, answered`) })
        .click();
      expect(await currentAnswer()).toBe(given[n]);
    }
    await page.getByRole('button', { name: 'Question 1, answered, flagged' }).waitFor();
    const after = await clockSeconds();
    // The clock kept running on the server: a reload neither resets nor pauses it.
    expect(after).toBeLessThanOrEqual(before);
    expect(before - after).toBeLessThan(20);
  });

  it('resumes the same attempt in a second tab', async () => {
    const second = await context.newPage();
    await second.goto(`${baseUrl}/exam/${examId}`);
    await second.getByText(`4/${kept} answered`).waitFor();
    await second.getByRole('button', { name: 'Question 1, answered, flagged' }).waitFor();
    expect(Math.abs((await clockSeconds(second)) - (await clockSeconds()))).toBeLessThan(5);
    await second.close();
  });

  it('answers with the keyboard alone, from the question navigator to the answer', async () => {
    await page.getByRole('button', { name: 'Question 5, not answered' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(`Question 5 of ${kept}`).first().waitFor();
    const inAnswer = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? active.type : '';
      });
    for (let i = 0; i < 30 && !(await inAnswer()); i++) await page.keyboard.press('Tab');
    if ((await inAnswer()) === 'radio') await page.keyboard.press('ArrowDown');
    else await page.keyboard.type('a keyboard answer');
    await page.getByRole('button', { name: /^Question 5, answered/ }).waitFor();
    await page.getByText('All answers saved').waitFor();
  });

  it('submits on the last question and opens the results with the score', async () => {
    await page.getByRole('button', { name: new RegExp(`^Question ${kept},`) }).click();
    await page.getByRole('button', { name: /Submit/ }).click();
    await page.waitForURL(/\/exam\/[^/]+\/results$/, { timeout: 20_000 });
    await toast('Exam submitted successfully!')
      .filter({ hasText: new RegExp(`Your score: \\d+% \\(\\d+/${kept} correct\\)`) })
      .waitFor();
    attemptId = new URL(page.url()).pathname.split('/')[2] as string;
    expect(attemptId).not.toBe(examId);
  }, 30_000);
});

describe('the results', () => {
  it('show the grade, the score, the time, the breakdowns and the readiness', async () => {
    await page.getByRole('heading', { name: 'Exam Results' }).waitFor();
    await page.getByText(new RegExp(`^\\d+/${kept} correct$`)).waitFor();
    await page.getByText(/^Time taken: /).waitFor();
    await page.getByRole('heading', { name: 'Topic performance' }).waitFor();
    await page.getByRole('heading', { name: 'Difficulty breakdown' }).waitFor();
    await page.getByText('Exam readiness').waitFor();
    expect(await page.getByRole('link', { name: 'Back to Course' }).getAttribute('href')).toBe(
      `/courses/${courseId}/dashboard`,
    );
    expect(await page.getByRole('link', { name: 'View Analytics' }).getAttribute('href')).toBe('/analytics');
    expect(await page.getByRole('link', { name: 'Retake Exam' }).getAttribute('href')).toBe(`/exam/${examId}/preview`);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'exam-results');
  });

  it('review every question with the student’s answer, the correct one, the explanation and its source', async () => {
    const review = page.getByRole('tabpanel');
    expect(await review.locator('ol > li').count()).toBe(kept);
    // Five questions were answered, the rest never.
    expect(await review.getByText('No answer provided').count()).toBe(kept - 5);
    expect(await review.getByText('Correct answer').count()).toBe(kept);
    expect(await review.getByText('Explanation').count()).toBe(kept);
    // Each question cites the uploaded material, where in it, and the passage itself.
    const cited = await Promise.all(
      materialTitles.map((title) => review.locator('figcaption').filter({ hasText: title }).count()),
    );
    expect(cited.reduce((a, b) => a + b, 0)).toBe(kept);
    expect(await review.getByText(/· (Page|Section) \d+/).count()).toBe(kept);
    expect(await review.locator('blockquote').count()).toBe(kept);
  });

  it('filters the review by incorrect and correct answers', async () => {
    const counts = await Promise.all(
      ['Incorrect', 'Correct'].map(async (name) =>
        Number(
          (/\((\d+)\)/.exec((await page.getByRole('tab', { name: new RegExp(`^${name}`) }).textContent()) ?? '') ??
            [])[1],
        ),
      ),
    );
    expect((counts[0] ?? 0) + (counts[1] ?? 0)).toBe(kept);
    await page.getByRole('tab', { name: /^Incorrect/ }).click();
    // The All panel leaves as the Incorrect one arrives.
    await expect.poll(() => page.getByRole('tabpanel').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByRole('tabpanel').locator('ol > li').count()).toBe(counts[0] ?? 0);
    expect(await page.getByRole('tabpanel').getByText('Correct', { exact: true }).count()).toBe(0);
  });

  it('open the study plan with the weakest topics and the coming reviews', async () => {
    await page.getByRole('button', { name: 'View Study Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your Study Plan' });
    await dialog.waitFor();
    await dialog.getByText('Upcoming reviews').waitFor();
    expect(await dialog.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'exam-study-plan');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('say Results not found for an unknown attempt, and Exam not found for an unknown exam', async () => {
    await page.goto(`${baseUrl}/exam/00000000-0000-0000-0000-000000000000/results`);
    await page.getByText('Results not found').waitFor();
    await page.goto(`${baseUrl}/exam/00000000-0000-0000-0000-000000000000`);
    await page.getByText('Exam not found').waitFor();
    await page.goto(`${baseUrl}/exam/00000000-0000-0000-0000-000000000000/preview`);
    await page.waitForURL(`${baseUrl}/courses`);
  });

  it('list the attempt on the dashboard, the exams page and in the analytics', async () => {
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Recent Exam Attempts' }).waitFor();
    await page.getByText('Compilers practice').first().waitFor();
    await page.goto(`${baseUrl}/exams`);
    await page.getByText('Compilers practice').first().waitFor();
    await page.goto(`${baseUrl}/analytics`);
    await page.getByRole('heading', { name: 'Performance Analytics' }).waitFor();
    expect(await page.getByText('No analytics data available').count()).toBe(0);
    expect(await page.getByText('No exam attempts yet').count()).toBe(0);
  });
});

describe('an exam the materials cannot fill', () => {
  it('has fewer questions than asked for, and the preview says how many and why', async () => {
    const created = await send('/api/exams', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Everything at once',
        courseId,
        materialIds: (await (await send('/api/materials')).json()).map((m: { id: string }) => m.id),
        questionCount: 100,
        questionTypes: ['short_answer'],
        difficulty: 'mixed',
        timeLimit: 30,
      }),
    });
    expect(created.status).toBe(201);
    const { id, questionCount, requestedCount } = (await created.json()) as {
      id: string;
      questionCount: number;
      requestedCount: number;
    };
    expect(requestedCount).toBe(100);
    expect(questionCount).toBeLessThan(100);
    // The create-exam form opens the preview so when the exam came out shorter.
    await page.goto(`${baseUrl}/exam/${id}/preview?asked=100`);
    await page
      .getByRole('status')
      .filter({ hasText: `This exam has ${questionCount} of the 100 questions you asked for.` })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'exam-preview-fewer');
  });
});

describe('the clock running out', () => {
  it('ends the 1-minute exam at its deadline, once, and opens its results', async () => {
    await timedTab.bringToFront();
    // The tab shows "Time is up." at the deadline and moves on to the results once graded.
    await timedTab.waitForURL(/\/exam\/[^/]+\/results$/, {
      timeout: Math.max(15_000, timedStartedAt + 75_000 - Date.now()),
    });
    await timedTab.getByRole('heading', { name: 'Exam Results' }).waitFor();
    await timedTab.getByText(new RegExp(`^\\d+/${timedCount} correct$`)).waitFor();
    const timedAttempt = new URL(timedTab.url()).pathname.split('/')[2] as string;
    const attempts = (await (await send('/api/attempts')).json()) as { id: string; status: string }[];
    expect(attempts.filter((a) => a.id === timedAttempt).map((a) => a.status)).toEqual(['completed']);
  }, 90_000);

  it('raised no uncaught errors in the pages', () => {
    expect(pageErrors).toEqual([]);
  });
});
