import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, skipBetaWelcome } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;
const consoleErrors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  // The beta welcome dialog has its own test (dashboard.test.ts); here it would cover the page.
  await skipBetaWelcome(context);
  page = await context.newPage();
  page.on('pageerror', (error) => consoleErrors.push(error.message));
});

afterAll(async () => {
  await browser?.close();
});

describe('signing in and out in Chromium', () => {
  it('sends a visitor who opens /dashboard to /login', async () => {
    await page.goto(`${baseUrl}/dashboard`);
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByText('Your AI-powered study companion').waitFor();
  });

  it('signs in through the local sign-in page and lands on the dashboard', async () => {
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.waitForURL(`${baseUrl}/auth/dev`);
    expect(await page.title()).toMatch(/^Local sign-in/);
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill(`ada-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Welcome back, Ada!' }).waitFor();
  });

  it('shows the signed-in chrome: four tabs with Dashboard active, and the initials avatar', async () => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const tab of ['Dashboard', 'Courses', 'Exams', 'Analytics']) {
      await nav.getByRole('link', { name: tab }).waitFor();
    }
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    // The initials are drawn from an attribute, so the button's name stays "Account menu".
    const account = page.getByRole('button', { name: 'Account menu' });
    expect(await account.locator('[data-initials]').getAttribute('data-initials')).toBe('AL');
    // The style sheet may still be loading on a busy machine: wait for the drawn initials.
    await expect
      .poll(() => account.locator('[data-initials]').evaluate((el) => getComputedStyle(el, '::before').content), {
        timeout: 15_000,
      })
      .toBe('"AL"');
  });

  it('redirects a signed-in student away from /login', async () => {
    await page.goto(`${baseUrl}/login`);
    await page.waitForURL(`${baseUrl}/dashboard`);
  });

  it('signs out from the user menu, back to the landing page, and the session is gone', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('link', { name: 'Start Studying Smarter →' }).waitFor();
    const status = await page.evaluate(async () => (await fetch('/api/user')).status);
    expect(status).toBe(401);
    await page.goto(`${baseUrl}/dashboard`);
    await page.waitForURL(`${baseUrl}/login`);
  });

  it('shows Page Not Found for an unknown path', async () => {
    await page.goto(`${baseUrl}/no/such/page`);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  });

  it('raised no uncaught errors in the page', () => {
    expect(consoleErrors).toEqual([]);
  });
});
