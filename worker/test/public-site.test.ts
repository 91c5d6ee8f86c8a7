// The public pages as a crawler sees them: raw HTML from the Worker, no JavaScript.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { prerendered } from '../public/prerendered';
import { sessionHintName } from '../public/shell';
import { landingFaq, publicPages } from '../public/site';
import { call, origin, signInLocally } from './helpers';

type JsonLd = { '@context': string; '@graph': { '@type': string; mainEntity?: unknown[] }[] };

/** The parts of a page's raw HTML a crawler reads. */
async function crawl(path: string, init: RequestInit = {}) {
  const response = await call(path, init);
  const html = await response.text();
  const attribute = (selector: RegExp) => html.match(selector)?.[1];
  const meta = (key: 'name' | 'property', id: string) =>
    attribute(new RegExp(`<meta ${key}="${id.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`));
  const jsonLdText = attribute(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/);
  return {
    response,
    html,
    title: attribute(/<title>([^<]*)<\/title>/),
    description: attribute(/<meta name="description" content="([^"]*)"/),
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
    meta,
    jsonLd: jsonLdText ? (JSON.parse(jsonLdText) as JsonLd) : undefined,
  };
}

const decode = (text: string | undefined) => text?.replace(/&quot;/g, '"').replace(/&amp;/g, '&');

describe('the public pages in raw HTML', () => {
  for (const page of publicPages) {
    it(`${page.path} carries its title, description, canonical address, card tags and structured data`, async () => {
      const { response, title, description, canonical, meta, jsonLd } = await crawl(page.path);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(title).toBe(page.title);
      expect(decode(description)).toBe(page.description);
      const url = `${origin}${page.path}`;
      expect(canonical).toBe(url);
      expect(meta('property', 'og:title')).toBe(page.title);
      expect(decode(meta('property', 'og:description'))).toBe(page.description);
      expect(meta('property', 'og:url')).toBe(url);
      expect(meta('property', 'og:type')).toBe('website');
      expect(meta('property', 'og:image')).toBe(`${origin}/og-image.png`);
      expect(meta('name', 'twitter:card')).toBe('summary_large_image');
      expect(meta('name', 'twitter:image')).toBe(`${origin}/og-image.png`);
      const types = jsonLd?.['@graph'].map((entry) => entry['@type']);
      expect(jsonLd?.['@context']).toBe('https://schema.org');
      expect(types).toEqual(page.path === '/' ? ['Organization', 'WebSite', 'FAQPage'] : ['Organization', 'WebSite']);
    });

    it(`${page.path} carries its pre-rendered content for a visitor, marked as signed out`, async () => {
      const { html } = await crawl(page.path);
      expect(html).toContain(`${prerendered[page.path]}</div><div id="root"></div>`);
      expect(html).toMatch(/<div id="prerendered" style="position:absolute;[^"]*">/);
      expect(html).toContain(`<meta name="${sessionHintName}" content="none">`);
    });

    it(`${page.path} starts the SPA from /boot.js after the first paint, with the build's own entry`, async () => {
      const { html } = await crawl(page.path);
      const shell = await (await env.ASSETS.fetch(new URL('/', origin))).text();
      const entry = shell.match(/<script type="module" crossorigin src="([^"]+)"/)?.[1];
      expect(entry).toMatch(/^\/assets\/index-.+\.js$/);
      expect(html).toContain(`<script src="/boot.js" defer data-entry="${entry}"></script>`);
      expect(html).not.toContain('type="module"');
      expect(html).not.toContain('modulepreload');
      expect((await env.ASSETS.fetch(new URL('/boot.js', origin))).status).toBe(200);
    });
  }

  it('repeats the landing FAQ word for word as FAQPage structured data, and shows it on the page', async () => {
    const { html, jsonLd } = await crawl('/');
    const faqPage = jsonLd?.['@graph'].find((entry) => entry['@type'] === 'FAQPage');
    expect(faqPage?.mainEntity).toEqual(
      landingFaq.map(({ question, answer }) => ({
        '@type': 'Question',
        name: question,
        acceptedAnswer: { '@type': 'Answer', text: answer },
      })),
    );
    expect(landingFaq).toHaveLength(5);
    for (const { question } of landingFaq) expect(html).toContain(question.replace(/'/g, '&#x27;'));
  });

  it('uses the origin the page was requested from in every absolute address', async () => {
    const { canonical, meta, jsonLd } = await crawl('https://prepwise.example/terms-of-service');
    expect(canonical).toBe('https://prepwise.example/terms-of-service');
    expect(meta('property', 'og:image')).toBe('https://prepwise.example/og-image.png');
    expect(JSON.stringify(jsonLd)).not.toContain('localhost');
    const sitemap = await (await call('https://prepwise.example/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>https://prepwise.example/</loc>');
  });

  it('sends a signed-in student from / and /login straight to the dashboard', async () => {
    const { cookie } = await signInLocally();
    for (const path of ['/', '/login', '/login?error=access_denied']) {
      const response = await call(path, { headers: { Cookie: cookie }, redirect: 'manual' });
      expect(response.status, path).toBe(302);
      expect(response.headers.get('Location'), path).toBe('/dashboard');
    }
  });

  it('serves the legal and comparison pages to a signed-in student without the signed-out mark', async () => {
    const { cookie } = await signInLocally();
    for (const path of ['/privacy-policy', '/comparisons/prepwise-vs-claude']) {
      const { response, html, title } = await crawl(path, { headers: { Cookie: cookie } });
      expect(response.status).toBe(200);
      expect(title).toContain('Prepwise');
      expect(html).not.toContain(sessionHintName);
    }
  });

  it('moves a public address with a trailing slash to the canonical one, keeping the query', async () => {
    for (const page of publicPages.filter(({ path }) => path !== '/')) {
      const response = await call(`${page.path}/?ref=footer`, { redirect: 'manual' });
      expect(response.status, page.path).toBe(301);
      expect(new URL(response.headers.get('Location') ?? '', origin).href, page.path).toBe(
        `${origin}${page.path}?ref=footer`,
      );
    }
  });

  it('answers an unknown comparison page with 404, the SPA and nothing to index', async () => {
    const { response, html, title, canonical, jsonLd } = await crawl('/comparisons/prepwise-vs-notepad');
    expect(response.status).toBe(404);
    expect(title).toBe('Page Not Found — Prepwise');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<div id="root"></div>');
    expect(canonical).toBeUndefined();
    expect(jsonLd).toBeUndefined();
    expect(html).not.toContain('og:');
  });
});

describe('pages that are not public', () => {
  it('are left to the static assets, whose index.html carries no page metadata', async () => {
    for (const path of ['/dashboard', '/courses', '/exam/abc/results', '/no/such/page']) {
      expect((await call(path)).headers.get('Content-Type'), path).toContain('application/json');
      const asset = await env.ASSETS.fetch(new URL(path, origin));
      const html = await asset.text();
      expect(html, path).toContain('<div id="root"></div>');
      for (const leak of ['rel="canonical"', 'og:', 'twitter:', 'application/ld+json', 'id="prerendered"']) {
        expect(html, `${path} ${leak}`).not.toContain(leak);
      }
    }
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt lets crawlers read the public pages, keeps them out of the app and points to the sitemap', async () => {
    const response = await call('/robots.txt');
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice(10));
    expect(disallowed).toEqual(expect.arrayContaining(['/api/', '/auth/', '/dashboard']));
    for (const page of publicPages) {
      expect(
        disallowed.some((prefix) => page.path.startsWith(prefix)),
        page.path,
      ).toBe(false);
    }
  });

  it('sitemap.xml lists every public page at the request origin', async () => {
    const response = await call('/sitemap.xml');
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(publicPages.map((page) => `${origin}${page.path}`));
  });
});

describe('the social image', () => {
  it('is a 1200×630 PNG under 200 KB', async () => {
    const response = await env.ASSETS.fetch(new URL('/og-image.png', origin));
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(response.headers.get('Content-Type')).toBe('image/png');
    const view = new DataView(bytes.buffer);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
    expect(bytes.byteLength).toBeLessThan(200 * 1024);
  });
});
