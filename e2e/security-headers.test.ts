// The security headers on what the running app serves (HTML, assets, API,
// auth pages), and a page that loads under its CSP without a violation.
import { describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';

const baseUrl = inject('baseUrl');

async function headersOf(path: string) {
  const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
  await response.arrayBuffer();
  return response.headers;
}

describe('security headers', () => {
  it.each(['/', '/login', '/dashboard', '/no/such/page', '/api/user', '/api/health', '/auth/dev', '/robots.txt'])(
    '%s carries the CSP, nosniff, frame and referrer policies',
    async (path) => {
      const headers = await headersOf(path);
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    },
  );

  it('reach the built JavaScript too', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const script = html.match(/["'](\/assets\/[^"']+\.js)["']/)?.[1];
    expect(script).toBeTruthy();
    const headers = await headersOf(script as string);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('cache-control')).toContain('immutable');
  });

  it('let the app run with no CSP violation', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
      });
      for (const path of ['/', '/login', '/comparisons/prepwise-vs-chatgpt']) {
        await page.goto(`${baseUrl}${path}`);
        await page.waitForLoadState('networkidle');
      }
      expect(violations).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
