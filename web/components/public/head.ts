// Keeps the document's <head> in step with the public page on screen when the
// SPA navigates: the same tags the Worker wrote into the HTML (worker/public/head.ts).
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { type HeadTag, jsonForScript, type PageHead, pageHead } from '../../../worker/public/head';
import { findPublicPage, site } from '../../../worker/public/site';

const structuredDataId = 'structured-data';

const selectorOf = (tag: HeadTag) => (tag.tag === 'link' ? `link[rel="${tag.rel}"]` : `meta[${tag.key}="${tag.id}"]`);

function setDescription(content: string) {
  let element = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!element) {
    element = document.createElement('meta');
    element.name = 'description';
    document.head.append(element);
  }
  element.content = content;
}

export function applyPageHead(head: PageHead) {
  document.title = head.title;
  setDescription(head.description);
  for (const tag of head.tags) {
    let element = document.head.querySelector(selectorOf(tag));
    if (!element) {
      element = document.createElement(tag.tag);
      if (tag.tag === 'link') element.setAttribute('rel', tag.rel);
      else element.setAttribute(tag.key, tag.id);
      document.head.append(element);
    }
    element.setAttribute(tag.tag === 'link' ? 'href' : 'content', tag.tag === 'link' ? tag.href : tag.content);
  }
  let script = document.getElementById(structuredDataId);
  if (!script) {
    script = document.createElement('script');
    script.id = structuredDataId;
    script.setAttribute('type', 'application/ld+json');
    document.head.append(script);
  }
  script.textContent = jsonForScript(head.jsonLd);
}

/** Back to the app's plain head: no public page's address, card or structured data lingers. */
export function clearPageHead(head: PageHead) {
  document.title = site.defaultTitle;
  setDescription(site.description);
  for (const tag of head.tags) document.head.querySelector(selectorOf(tag))?.remove();
  document.getElementById(structuredDataId)?.remove();
}

/** Applies the current public page's head while it is on screen. */
export function usePublicPageHead() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    const page = findPublicPage(pathname);
    if (!page) return;
    const head = pageHead(page, window.location.origin);
    applyPageHead(head);
    return () => clearPageHead(head);
  }, [pathname]);
}
