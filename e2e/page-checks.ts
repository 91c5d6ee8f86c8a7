// What the browser tests check on every screen: axe-core's serious and critical
// violations, and full-page screenshots at the two widths the issue names
// (e2e/screenshots/, git-ignored) for a person to look at.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const screenshotDir = join(import.meta.dirname, 'screenshots');

type AxeViolation = { id: string; impact: string; nodes: { target: string[] }[] };
type Axe = { run: (context: unknown) => Promise<{ violations: AxeViolation[] }> };

/** Serious and critical axe-core violations in the page (or the part `include` selects) as it is now. */
export async function seriousViolations(page: Page, include = 'body'): Promise<string[]> {
  // Let opening dialogs finish fading in: half-transparent text would fail the contrast check.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Evaluated through the DevTools protocol, so the app's CSP (script-src 'self') stays on.
  await page.evaluate(axeSource);
  return page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: Axe }).axe;
    const { violations } = await axe.run({ include: [[selector]] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, include);
}

/** The page at 1440 and 375 px wide, full length, as e2e/screenshots/{name}-{width}.png. */
export async function screenshot(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  const before = page.viewportSize() ?? { width: 1440, height: 900 };
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(300); // charts redraw at the new width
    await page.screenshot({ path: join(screenshotDir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(before);
}
