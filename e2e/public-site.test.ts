// The public site in Chromium: every link and button of the landing, login, legal
// and comparison pages, the FAQ accordion, the hand-over from the Worker's
// pre-rendered copy to React, and the signed-in redirects.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { competitors, landingFaq, legal } from '../worker/public/site';
import { launchBrowser } from './browser';
import { signInThroughApi } from './session';

const baseUrl = inject('baseUrl');
const discordInvite = 'https://discord.gg/prepwise';
let browser: Browser;
let visitor: BrowserContext;
let page: Page;
const pageErrors: string[] = [];
const consoleErrors: string[] = [];
const apiRequests: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  visitor = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  page = await visitor.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request.url());
  });
});

afterAll(async () => {
  await browser?.close();
});

const canonical = () => page.locator('link[rel="canonical"]').getAttribute('href');

/** Opens a public page and waits until React has taken over from the pre-rendered copy. */
async function open(path: string) {
  await page.goto(`${baseUrl}${path}`);
  await page.locator('#root [data-public-page]').waitFor();
  await page.locator('#prerendered').waitFor({ state: 'detached' });
}

describe('the landing page for a visitor', () => {
  it('shows the hero with its call to action, without asking the API who is signed in', async () => {
    await open('/');
    expect(await page.title()).toBe('Prepwise — AI Practice Exams From Your Own Study Materials');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const start = page.getByRole('link', { name: 'Start Studying Smarter →' });
    expect(await start.getAttribute('href')).toBe('/login');
    expect(apiRequests).toEqual([]);
  });

  it('shows the three benefit cards and How It Works in three steps', async () => {
    for (const title of ['Higher Grades, Less Stress', 'Study 50% Less', 'Walk In Confident']) {
      await page.getByRole('heading', { name: title, level: 3 }).waitFor();
    }
    const steps = page.locator('#how-it-works ol > li');
    expect(await steps.count()).toBe(3);
    expect(await steps.allTextContents()).toEqual([
      expect.stringContaining('Upload your materials'),
      expect.stringContaining('Practice what matters'),
      expect.stringContaining('See your progress'),
    ]);
  });

  it('keeps one FAQ answer open at a time, and all of them can be closed', async () => {
    const trigger = (index: number) =>
      page.getByRole('button', { name: landingFaq[index]?.question ?? '', exact: true });
    const expanded = async () =>
      Promise.all(landingFaq.map((_, index) => trigger(index).getAttribute('aria-expanded')));
    expect(landingFaq).toHaveLength(5);
    expect(await expanded()).toEqual(['true', 'false', 'false', 'false', 'false']);
    await page.getByText(landingFaq[0]?.answer ?? '').waitFor();

    await trigger(2).click();
    expect(await expanded()).toEqual(['false', 'false', 'true', 'false', 'false']);
    await page.getByText(landingFaq[2]?.answer ?? '').waitFor();
    expect(await page.getByText(landingFaq[0]?.answer ?? '').isVisible()).toBe(false);

    await trigger(4).click();
    expect(await expanded()).toEqual(['false', 'false', 'false', 'false', 'true']);

    await trigger(4).click();
    expect(await expanded()).toEqual(['false', 'false', 'false', 'false', 'false']);
  });

  it('ends with Get Started Free → to /login and the privacy note', async () => {
    const cta = page.getByRole('region', { name: 'Start studying smarter today' });
    expect(await cta.getByRole('link', { name: 'Get Started Free →' }).getAttribute('href')).toBe('/login');
    await cta.getByText('Your materials stay private and are never shared.').waitFor();
  });

  it('has the public header: the logo goes home and Sign In goes to /login', async () => {
    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: 'Prepwise home' }).getAttribute('href')).toBe('/');
    expect(await header.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
  });

  it('has the footer links in the spec order, and Join Discord opens the invite in a new tab', async () => {
    const footer = page.getByRole('contentinfo');
    const links = footer.getByRole('navigation', { name: 'Footer' }).getByRole('link');
    expect(await links.allTextContents()).toEqual([
      'Terms of Service',
      'Privacy Policy',
      'vs ChatGPT',
      'vs Claude',
      'vs Gemini',
      'vs NotebookLM',
      'vs StudyFetch',
    ]);
    expect(await Promise.all((await links.all()).map((link) => link.getAttribute('href')))).toEqual([
      '/terms-of-service',
      '/privacy-policy',
      ...competitors.map(({ slug }) => `/comparisons/prepwise-vs-${slug}`),
    ]);
    const discord = footer.getByRole('link', { name: 'Join Discord' });
    expect(await discord.getAttribute('href')).toBe(discordInvite);
    expect(await discord.getAttribute('target')).toBe('_blank');
    await footer.getByText('© 2025 Prepwise. All rights reserved.').waitFor();
    await footer.getByText('Beta', { exact: true }).waitFor();
  });

  it('See how it works jumps to the three steps on the same page', async () => {
    await page.getByRole('link', { name: 'See how it works' }).click();
    await page.waitForURL(`${baseUrl}/#how-it-works`);
    await expect
      .poll(() => page.locator('#how-it-works').evaluate((section) => section.getBoundingClientRect().top))
      .toBeLessThan(100);
    await open('/');
  });

  it('every footer link opens its page, and Sign In in the header opens the sign-in card', async () => {
    const footerLinks: [string, string, string][] = [
      ['Terms of Service', '/terms-of-service', 'Terms of Service'],
      ['Privacy Policy', '/privacy-policy', 'Privacy Policy'],
      ...competitors.map(({ slug, name }): [string, string, string] => [
        `vs ${name}`,
        `/comparisons/prepwise-vs-${slug}`,
        `Prepwise vs ${name}: Which is Better for Exam Prep?`,
      ]),
    ];
    for (const [label, path, heading] of footerLinks) {
      await page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL(`${baseUrl}${path}`);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    }
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Sign in with Google' }).waitFor();
    await open('/');
  });

  it('goes from Start Studying Smarter → to the sign-in card, still without an API request', async () => {
    await page.getByRole('link', { name: 'Start Studying Smarter →' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByRole('heading', { name: 'Prepwise', level: 1 }).waitFor();
    await page.getByText('Your AI-powered study companion').waitFor();
    await page.getByRole('button', { name: 'Sign in with Google' }).waitFor();
    expect(await page.title()).toBe('Sign In — Prepwise');
    expect(await canonical()).toBe(`${baseUrl}/login`);
    expect(apiRequests).toEqual([]);
  });
});

describe('the sign-in page', () => {
  it('links its notice to the terms and the privacy policy', async () => {
    await open('/login');
    const notice = page.getByText('By signing in, you agree to our');
    await notice.getByRole('link', { name: 'Terms of Service' }).click();
    await page.waitForURL(`${baseUrl}/terms-of-service`);
    await page.goBack();
    await notice.getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL(`${baseUrl}/privacy-policy`);
  });

  it('Sign in with Google sends the browser to /auth/google (the local sign-in here)', async () => {
    await open('/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.waitForURL(`${baseUrl}/auth/dev`);
  });

  it('shows a sign-in error from the address as a sentence', async () => {
    await open('/login?error=access_denied');
    expect(await page.getByRole('alert').textContent()).toBe('Google sign-in was cancelled. Please try again.');
  });
});

describe('the legal pages', () => {
  it('the terms state the product rules and link to the privacy policy', async () => {
    await open('/terms-of-service');
    await page.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor();
    const text = await page.locator('main').textContent();
    for (const fact of [
      `Effective ${legal.effectiveDate}`,
      `${legal.minimumAge} years old`,
      'PDF, DOCX, TXT',
      'Machine-generated questions and results may contain errors',
      'never use them to train artificial-intelligence models',
      'export of your data',
    ]) {
      expect(text).toContain(fact);
    }
    await page.getByRole('main').getByRole('link', { name: 'Privacy Policy' }).first().click();
    await page.waitForURL(`${baseUrl}/privacy-policy`);
    expect(await page.title()).toBe('Privacy Policy — Prepwise');
  });

  it('the privacy policy promises an answer within 30 days and links back to the terms', async () => {
    await open('/privacy-policy');
    const text = await page.locator('main').textContent();
    for (const fact of [
      `Effective ${legal.effectiveDate}`,
      `within ${legal.privacyResponseDays} days`,
      `under ${legal.minimumAge}`,
      'never used to train artificial-intelligence models',
      'export your data',
      'delete your account',
    ]) {
      expect(text).toContain(fact);
    }
    await page.getByRole('main').getByRole('link', { name: 'Terms of Service' }).first().click();
    await page.waitForURL(`${baseUrl}/terms-of-service`);
    expect(await page.title()).toBe('Terms of Service — Prepwise');
  });

  it('jumps to a section from the contents', async () => {
    await page
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('link', { name: /Acceptable use/ })
      .click();
    await page.waitForURL(`${baseUrl}/terms-of-service#acceptable-use`);
  });
});

describe('the comparison pages', () => {
  const expectedOutcomes: Record<string, string[]> = {
    chatgpt: ['No', 'No', 'No', 'No', 'No', 'Limited'],
    claude: ['No', 'No', 'No', 'No', 'No', 'Limited'],
    gemini: ['No', 'No', 'No', 'No', 'No', 'Yes'],
    notebooklm: ['No', 'No', 'No', 'No', 'No', 'Yes'],
    studyfetch: ['Yes', 'Yes', 'Basic', 'Basic', 'Basic', 'Yes'],
  };

  for (const { slug, name } of competitors) {
    it(`Prepwise vs ${name}: hero, the six-row table, three differences and the closing call to action`, async () => {
      await open(`/comparisons/prepwise-vs-${slug}`);
      const title = `Prepwise vs ${name}: Which is Better for Exam Prep?`;
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      expect(await page.title()).toBe(title);
      expect(await canonical()).toBe(`${baseUrl}/comparisons/prepwise-vs-${slug}`);
      expect(await page.getByRole('link', { name: 'Try Prepwise Free →' }).getAttribute('href')).toBe('/login');

      const rows = page.getByRole('table').locator('tbody tr');
      const cells = await rows.evaluateAll((trs) =>
        trs.map((tr) => Array.from(tr.children, (cell) => (cell.textContent ?? '').trim())),
      );
      expect(cells).toEqual([
        ['Exam-specific practice questions', 'Yes', expectedOutcomes[slug]?.[0]],
        ['Automatic grading and scoring', 'Yes', expectedOutcomes[slug]?.[1]],
        ['Knowledge gap identification', 'Yes', expectedOutcomes[slug]?.[2]],
        ['Spaced repetition scheduling', 'Yes', expectedOutcomes[slug]?.[3]],
        ['Progress tracking and analytics', 'Yes', expectedOutcomes[slug]?.[4]],
        ['PDF/DOCX/TXT uploads', 'Yes', expectedOutcomes[slug]?.[5]],
      ]);
      expect(await page.locator('#differences li').count()).toBe(3);

      const cta = page.getByRole('region', { name: 'Ready to Ace Your Exams?' });
      await cta.getByText('Join students getting higher grades with less study time', { exact: true }).waitFor();
      await cta.getByText('Your materials stay private', { exact: true }).waitFor();
      await cta.getByRole('link', { name: 'Get Started Free →' }).click();
      await page.waitForURL(`${baseUrl}/login`);
    });
  }

  it('shows Page Not Found, with a 404 status, for a comparison that does not exist', async () => {
    const context = await browser.newContext();
    const other = await context.newPage();
    const response = await other.goto(`${baseUrl}/comparisons/prepwise-vs-notepad`);
    expect(response?.status()).toBe(404);
    await other.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    // Inside the public frame: its header and footer, and one <main>.
    expect(await other.locator('main').count()).toBe(1);
    await other.getByRole('contentinfo').getByRole('link', { name: 'vs Claude' }).waitFor();
    await other.getByRole('link', { name: 'Go to the home page' }).click();
    await other.waitForURL(`${baseUrl}/`);
    await other.getByRole('link', { name: 'Start Studying Smarter →' }).waitFor();
    await context.close();
  });

  it('Try Prepwise Free → opens the sign-in card', async () => {
    await open('/comparisons/prepwise-vs-studyfetch');
    await page.getByRole('link', { name: 'Try Prepwise Free →' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Sign in with Google' }).waitFor();
  });
});

describe('moving around the public site', () => {
  it('keeps the title, canonical address and structured data in step with the page', async () => {
    await open('/');
    expect(await page.locator('script[type="application/ld+json"]').textContent()).toContain('FAQPage');
    await page.getByRole('contentinfo').getByRole('link', { name: 'vs Gemini' }).click();
    await page.waitForURL(`${baseUrl}/comparisons/prepwise-vs-gemini`);
    expect(await page.title()).toBe('Prepwise vs Gemini: Which is Better for Exam Prep?');
    expect(await canonical()).toBe(`${baseUrl}/comparisons/prepwise-vs-gemini`);
    expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toBe(
      `${baseUrl}/comparisons/prepwise-vs-gemini`,
    );
    expect(await page.locator('script[type="application/ld+json"]').textContent()).not.toContain('FAQPage');
    await page.getByRole('banner').getByRole('link', { name: 'Prepwise home' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('link', { name: 'Start Studying Smarter →' }).waitFor();
    expect(await canonical()).toBe(`${baseUrl}/`);
  });

  it('swaps the pre-rendered copy for React in one frame: the page is never missing', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const fresh = await context.newPage();
    // Records, at the moment the copy leaves the document, whether React's page is already there.
    await fresh.addInitScript(() => {
      const record: string[] = [];
      (window as unknown as { handOff: string[] }).handOff = record;
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          for (const node of mutation.removedNodes) {
            if ((node as Element).id === 'prerendered') {
              record.push(document.querySelector('#root [data-public-page]') ? 'replaced' : 'missing');
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    for (const path of ['/', '/login', '/privacy-policy', '/comparisons/prepwise-vs-claude']) {
      await fresh.goto(`${baseUrl}${path}`);
      await fresh.locator('#root [data-public-page]').waitFor();
      expect(await fresh.evaluate(() => (window as unknown as { handOff: string[] }).handOff), path).toEqual([
        'replaced',
      ]);
      expect(await fresh.locator('[data-public-page]').count(), path).toBe(1);
      // Nothing wider than a phone screen.
      expect(await fresh.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    }
    await context.close();
  });

  it('shows the full page to a browser without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(`${baseUrl}/`);
    await plain.getByRole('link', { name: 'Start Studying Smarter →' }).waitFor();
    for (const { question } of landingFaq) await plain.getByText(question).waitFor();
    await plain.getByRole('link', { name: 'Get Started Free →' }).click();
    await plain.waitForURL(`${baseUrl}/login`);
    await plain.getByText('Your AI-powered study companion').waitFor();
    await context.close();
  });

  it('raised no errors in the page and logged none to the console', () => {
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

describe('a signed-in student', () => {
  it('is sent from / and /login to the dashboard, and a public page leaves no metadata behind', async () => {
    const { cookie } = await signInThroughApi(baseUrl, 'Grace Hopper');
    const context = await browser.newContext();
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name = '', value = ''] = pair.split('=');
        return { name, value, url: baseUrl };
      }),
    );
    const student = await context.newPage();
    for (const path of ['/', '/login']) {
      await student.goto(`${baseUrl}${path}`);
      await student.waitForURL(`${baseUrl}/dashboard`);
    }
    await student.goto(`${baseUrl}/terms-of-service`);
    await student.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor();
    await student.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await student.waitForURL(`${baseUrl}/dashboard`);
    await student.goto(`${baseUrl}/terms-of-service`);
    await student.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor();
    await student.getByRole('banner').getByRole('link', { name: 'Prepwise home' }).click();
    await student.waitForURL(`${baseUrl}/dashboard`);
    expect(await student.locator('link[rel="canonical"], meta[property^="og:"], #structured-data').count()).toBe(0);
    await context.close();
  });
});
