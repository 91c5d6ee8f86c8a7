// Debian's Chromium driven by playwright-core; no browser is ever downloaded.
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * Marks the beta welcome as seen in every page of the context: the dialog has its
 * own test and would cover the screens of the others. Error pages (offline) have
 * no storage, so the script must not throw there.
 */
export async function skipBetaWelcome(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    try {
      localStorage.setItem('prepwise:beta-welcome-seen', '1');
    } catch {
      // an error page: nothing to remember
    }
  });
}

/**
 * A new student in a fresh 1440 px context, signed in through the local sign-in
 * page as a person would, on the dashboard; page errors are collected in `errors`.
 */
export async function signedInPage(browser: Browser, baseUrl: string, name: string, errors: string[]): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await skipBetaWelcome(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${baseUrl}/auth/dev`);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(`${crypto.randomUUID()}@example.com`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
  return page;
}
