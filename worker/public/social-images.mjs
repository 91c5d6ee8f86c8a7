// Draws the public site's share image (web/public/og-image.png, 1200×630) and the
// square logo the Organization structured data points to (web/public/logo.png)
// with Debian's Chromium. Run it again after changing the design:
//   node worker/public/social-images.mjs
// The colours are the theme's (web/theme/tokens.ts: accent indigo, slate text).
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const out = (name) => fileURLToPath(new URL(`../../web/public/${name}`, import.meta.url));
const colors = {
  indigo50: '#eef2ff',
  indigo100: '#e0e7ff',
  indigo200: '#c7d2fe',
  indigo600: '#4f46e5',
  indigo700: '#4338ca',
  indigo900: '#312e81',
  slate200: '#e2e8f0',
  slate500: '#64748b',
  slate900: '#0f172a',
  green50: '#f0fdf4',
  green600: '#16a34a',
  white: '#ffffff',
};

const mark = (size) => `
  <svg width="${size}" height="${size}" viewBox="0 0 32 32" aria-hidden="true">
    <rect width="32" height="32" rx="8" fill="${colors.white}"/>
    <path d="M9 16.5l4.5 4.5L23 11.5" fill="none" stroke="${colors.indigo600}" stroke-width="3.2"
      stroke-linecap="round" stroke-linejoin="round"/>
  </svg>`;

const option = (letter, text, chosen = false) => `
  <li class="option${chosen ? ' chosen' : ''}">
    <span class="letter">${chosen ? '✓' : letter}</span>${text}
  </li>`;

const shareCard = `<!doctype html><html><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; padding: 0; }
  body { width: 1200px; height: 630px; overflow: hidden; font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif;
    color: ${colors.white}; background: ${colors.indigo700}; }
  /* Flat shapes, not gradients: they keep the PNG small. */
  .shape { position: absolute; border-radius: 50%; background: ${colors.indigo600}; }
  .left { position: absolute; left: 72px; top: 64px; width: 590px; }
  .brand { display: flex; align-items: center; gap: 16px; font-size: 34px; font-weight: 700; letter-spacing: -0.5px; }
  h1 { margin-top: 64px; font-size: 60px; line-height: 1.08; font-weight: 800; letter-spacing: -2px; }
  h1 span { color: ${colors.indigo200}; }
  p { margin-top: 28px; font-size: 25px; line-height: 1.45; color: ${colors.indigo100}; }
  .pill { display: inline-block; margin-top: 36px; padding: 10px 22px; border-radius: 999px; background: ${colors.white};
    color: ${colors.indigo700}; font-size: 22px; font-weight: 700; }
  .card { position: absolute; right: 64px; top: 92px; width: 430px; padding: 30px; border-radius: 20px; background: ${colors.white};
    color: ${colors.slate900}; box-shadow: 0 30px 60px -20px rgb(15 23 42 / 0.55); transform: rotate(2deg); }
  .meta { display: flex; justify-content: space-between; font-size: 17px; color: ${colors.slate500}; }
  .meta b { color: ${colors.slate900}; }
  .bar { margin-top: 16px; height: 8px; border-radius: 8px; background: ${colors.slate200}; }
  .bar div { width: 28%; height: 100%; border-radius: 8px; background: ${colors.indigo600}; }
  .question { margin-top: 20px; font-size: 22px; font-weight: 700; line-height: 1.35; }
  ul { margin-top: 18px; list-style: none; display: grid; gap: 10px; }
  .option { display: flex; align-items: center; gap: 12px; padding: 11px 14px; border: 1.5px solid ${colors.slate200};
    border-radius: 12px; font-size: 18px; }
  .letter { display: grid; place-items: center; width: 28px; height: 28px; border-radius: 50%; background: ${colors.indigo50};
    color: ${colors.indigo700}; font-size: 15px; font-weight: 700; }
  .chosen { border-color: ${colors.green600}; background: ${colors.green50}; font-weight: 700; }
  .chosen .letter { background: ${colors.green600}; color: ${colors.white}; }
  .score { position: absolute; right: 40px; bottom: 56px; padding: 16px 22px; border-radius: 16px; background: ${colors.white};
    box-shadow: 0 20px 40px -16px rgb(15 23 42 / 0.5); font-size: 16px; color: ${colors.slate500}; }
  .score b { display: block; font-size: 30px; color: ${colors.slate900}; }
  .score b span { font-size: 16px; color: ${colors.green600}; margin-left: 8px; }
</style></head><body>
  <div class="shape" style="width:760px;height:760px;right:-220px;top:-260px"></div>
  <div class="shape" style="width:420px;height:420px;left:-160px;bottom:-240px;background:${colors.indigo900}"></div>
  <div class="left">
    <div class="brand">${mark(52)}Prepwise</div>
    <h1>Turn your notes into <span>practice exams.</span></h1>
    <p>Timed exams from your own study materials, graded instantly, with your weak topics and a review plan.</p>
    <span class="pill">Start studying smarter — free</span>
  </div>
  <div class="card">
    <div class="meta"><b>Cell Biology · Midterm</b><span>18:42 left</span></div>
    <div class="meta" style="margin-top:6px"><span>Question 7 of 25</span></div>
    <div class="bar"><div></div></div>
    <div class="question">Which organelle produces most of a cell's ATP?</div>
    <ul>${option('A', 'Ribosome')}${option('B', 'Mitochondrion', true)}${option('C', 'Golgi apparatus')}${option('D', 'Lysosome')}</ul>
  </div>
  <div class="score">Average score<b>88%<span>▲ 12</span></b></div>
</body></html>`;

const logo = `<!doctype html><html><head><style>
  * { margin: 0; } body { width: 512px; height: 512px; display: grid; place-items: center; background: ${colors.indigo600}; }
</style></head><body>
  <svg width="300" height="300" viewBox="0 0 32 32"><path d="M9 16.5l4.5 4.5L23 11.5" fill="none" stroke="${colors.white}"
    stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/></svg>
</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--font-render-hinting=none'],
});
try {
  for (const [html, width, height, name] of [
    [shareCard, 1200, 630, 'og-image.png'],
    [logo, 512, 512, 'logo.png'],
  ]) {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    await page.setContent(html);
    await page.screenshot({ path: out(name), type: 'png' });
    await page.close();
    console.log(`wrote web/public/${name}`);
  }
} finally {
  await browser.close();
}
