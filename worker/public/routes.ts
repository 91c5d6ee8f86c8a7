// The public site in the Worker: each public page is the SPA's index.html with
// the page's head (worker/public/head.ts) and its pre-rendered markup written in
// by HTMLRewriter, so crawlers and the first paint need no JavaScript; /boot.js
// starts the SPA after that paint. Also robots.txt and sitemap.xml. Signed-in
// students asking for / or /login go to the dashboard at once; for visitors the
// page says so, and the SPA skips its session lookup
// (web/components/public/session-hint.ts).
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { escapeAttribute, escapeText, pageHead, renderHeadTags } from './head';
import { prerendered as prerenderedPages } from './prerendered';
import { prerenderedId, sessionHintName } from './shell';
import { type PublicPage, publicPages, site } from './site';

/** Pre-rendered markup per path (written by web/components/public/prerender.test.tsx). */
const prerendered: Readonly<Record<string, string | undefined>> = prerenderedPages;

/** The app's own screens: nothing there for a crawler. */
const privatePaths = ['/api/', '/auth/', '/dashboard', '/courses', '/upload', '/exams', '/exam/', '/analytics'];

/** The SPA's index.html, straight from the static assets. */
function fetchShell(c: Context<AppEnv>): Promise<Response> {
  return c.env.ASSETS.fetch(new URL('/', c.req.url));
}

function htmlResponse(body: ReadableStream | null, status: number): Response {
  return new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      // The session hint depends on the request's cookie: never share or reuse blindly.
      'Cache-Control': 'private, no-cache',
    },
  });
}

// Opaque and on top, so nothing React shows in #root while it loads (a spinner) shows through.
const overlay = 'position:absolute;top:0;left:0;right:0;z-index:1;background:var(--colors-bg-canvas)';

async function servePage(c: Context<AppEnv>, page: PublicPage): Promise<Response> {
  const signedIn = c.var.auth !== null;
  if (signedIn && (page.path === '/' || page.path === '/login')) return c.redirect('/dashboard', 302);

  const shell = await fetchShell(c);
  if (!shell.ok) return shell;
  const head = pageHead(page, new URL(c.req.url).origin);
  const tags = [renderHeadTags(head)];
  if (!signedIn) tags.push(`<meta name="${sessionHintName}" content="none">`);
  const markup = prerendered[page.path];
  let describedAlready = false;
  // The SPA's entry, handed to /boot.js to load after the first paint.
  let entry = '';

  const rewritten = new HTMLRewriter()
    .on('title', {
      element: (element) => {
        element.setInnerContent(head.title);
      },
    })
    .on('meta[name="description"]', {
      element: (element) => {
        describedAlready = true;
        element.setAttribute('content', head.description);
      },
    })
    .on('script[type="module"][src]', {
      element: (element) => {
        if (!markup) return;
        entry = element.getAttribute('src') ?? '';
        element.remove();
      },
    })
    .on('link[rel="modulepreload"]', {
      element: (element) => {
        if (markup) element.remove();
      },
    })
    .on('head', {
      element: (element) => {
        element.onEndTag((end) => {
          const description = describedAlready
            ? ''
            : `<meta name="description" content="${escapeAttribute(head.description)}">\n    `;
          const boot = entry
            ? `\n    <script src="/boot.js" defer data-entry="${escapeAttribute(entry)}"></script>`
            : '';
          end.before(`  ${description}${tags.join('\n    ')}${boot}\n  `, { html: true });
        });
      },
    })
    .on('#root', {
      element: (element) => {
        // Laid over #root rather than above it: when React's page replaces the copy,
        // #root has not moved, so the swap is not a layout shift.
        if (markup) element.before(`<div id="${prerenderedId}" style="${overlay}">${markup}</div>`, { html: true });
      },
    })
    .transform(shell);
  return htmlResponse(rewritten.body, 200);
}

/** An unknown comparison page: the SPA's not-found screen, with a 404 status and nothing to index. */
async function serveNotFound(c: Context<AppEnv>): Promise<Response> {
  const shell = await fetchShell(c);
  if (!shell.ok) return shell;
  const rewritten = new HTMLRewriter()
    .on('title', {
      element: (element) => {
        element.setInnerContent(`Page Not Found — ${site.name}`);
      },
    })
    .on('head', {
      element: (element) => {
        element.append('<meta name="robots" content="noindex">', { html: true });
      },
    })
    .transform(shell);
  return htmlResponse(rewritten.body, 404);
}

function sitemap(origin: string): string {
  const urls = publicPages.map(
    (page) =>
      `  <url>\n    <loc>${escapeText(new URL(page.path, origin).href)}</loc>\n` +
      `    <changefreq>${page.changeFrequency}</changefreq>\n    <priority>${page.priority.toFixed(1)}</priority>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

function robots(origin: string): string {
  const lines = ['User-agent: *', 'Allow: /', ...privatePaths.map((path) => `Disallow: ${path}`)];
  return `${lines.join('\n')}\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`;
}

const textHeaders = (type: string) => ({ 'Content-Type': type, 'Cache-Control': 'public, max-age=3600' });

export const publicSite = new Hono<AppEnv>()
  .get('/robots.txt', (c) => c.body(robots(new URL(c.req.url).origin), 200, textHeaders('text/plain; charset=utf-8')))
  .get('/sitemap.xml', (c) =>
    c.body(sitemap(new URL(c.req.url).origin), 200, textHeaders('application/xml; charset=utf-8')),
  );

for (const page of publicPages) {
  publicSite.get(page.path, (c) => servePage(c, page));
  // One address per page: the same path with a trailing slash moves to the canonical one.
  if (page.path !== '/') {
    publicSite.get(`${page.path}/`, (c) => c.redirect(`${page.path}${new URL(c.req.url).search}`, 301));
  }
}
// Registered after the five real comparison pages, so it only answers the others.
publicSite.get('/comparisons/:slug', serveNotFound);
