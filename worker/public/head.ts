// A public page's <head>: title, description, canonical address, Open Graph and
// Twitter card tags, and JSON-LD. The Worker renders it into the HTML; the SPA
// applies the same tags to the document when it navigates between pages.
import { type PublicPage, site } from './site';

export type HeadTag =
  | { tag: 'meta'; key: 'name' | 'property'; id: string; content: string }
  | { tag: 'link'; rel: 'canonical'; href: string };

export type PageHead = {
  title: string;
  description: string;
  tags: HeadTag[];
  jsonLd: Record<string, unknown>;
};

const meta = (key: 'name' | 'property', id: string, content: string): HeadTag => ({ tag: 'meta', key, id, content });

/** Absolute addresses use the origin the page was requested from. */
export function pageHead(page: PublicPage, origin: string): PageHead {
  const url = new URL(page.path, origin).href;
  const image = new URL(site.image.path, origin).href;
  return {
    title: page.title,
    description: page.description,
    tags: [
      { tag: 'link', rel: 'canonical', href: url },
      meta('property', 'og:type', 'website'),
      meta('property', 'og:site_name', site.name),
      meta('property', 'og:locale', site.locale),
      meta('property', 'og:title', page.title),
      meta('property', 'og:description', page.description),
      meta('property', 'og:url', url),
      meta('property', 'og:image', image),
      meta('property', 'og:image:width', String(site.image.width)),
      meta('property', 'og:image:height', String(site.image.height)),
      meta('property', 'og:image:alt', site.image.alt),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', page.title),
      meta('name', 'twitter:description', page.description),
      meta('name', 'twitter:image', image),
      meta('name', 'twitter:image:alt', site.image.alt),
    ],
    jsonLd: structuredData(page, origin),
  };
}

/** Organization and WebSite on every public page, plus FAQPage where the page has FAQ items. */
function structuredData(page: PublicPage, origin: string): Record<string, unknown> {
  const home = new URL('/', origin).href;
  const graph: Record<string, unknown>[] = [
    {
      '@type': 'Organization',
      '@id': `${home}#organization`,
      name: site.name,
      url: home,
      logo: new URL(site.logoPath, origin).href,
      description: site.description,
    },
    {
      '@type': 'WebSite',
      '@id': `${home}#website`,
      name: site.name,
      url: home,
      description: site.description,
      inLanguage: 'en',
      publisher: { '@id': `${home}#organization` },
    },
  ];
  if (page.faq?.length) {
    graph.push({
      '@type': 'FAQPage',
      '@id': `${new URL(page.path, origin).href}#faq`,
      mainEntity: page.faq.map(({ question, answer }) => ({
        '@type': 'Question',
        name: question,
        acceptedAnswer: { '@type': 'Answer', text: answer },
      })),
    });
  }
  return { '@context': 'https://schema.org', '@graph': graph };
}

/** JSON for a <script> element: `<` is escaped so no text can close the element early. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The tags as HTML, for the Worker (the title and description are set on the existing elements). */
export function renderHeadTags(head: PageHead): string {
  const tags = head.tags.map((tag) =>
    tag.tag === 'link'
      ? `<link rel="${tag.rel}" href="${escapeAttribute(tag.href)}">`
      : `<meta ${tag.key}="${tag.id}" content="${escapeAttribute(tag.content)}">`,
  );
  tags.push(`<script type="application/ld+json" id="structured-data">${jsonForScript(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}
