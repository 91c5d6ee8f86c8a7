import { describe, expect, it } from 'vitest';
import { competitors, findPublicPage, publicPages } from '../../../worker/public/site';
import { comparisons } from '../../lib/links';
import { competitorOutcomes, features, prepwiseOutcomes } from './comparison/features';

describe('the public site data', () => {
  it('the footer links to exactly the five comparison pages, in the spec order', () => {
    expect(comparisons.map(({ slug, label }) => [slug, label])).toEqual(
      competitors.map(({ slug, name }) => [`prepwise-vs-${slug}`, `vs ${name}`]),
    );
    for (const { slug } of comparisons) expect(findPublicPage(`/comparisons/${slug}`)).toBeDefined();
  });

  it('every comparison table has the six rows with the spec outcomes', () => {
    expect(features).toHaveLength(6);
    expect(prepwiseOutcomes).toEqual(['yes', 'yes', 'yes', 'yes', 'yes', 'yes']);
    expect(competitorOutcomes).toEqual({
      chatgpt: ['no', 'no', 'no', 'no', 'no', 'limited'],
      claude: ['no', 'no', 'no', 'no', 'no', 'limited'],
      gemini: ['no', 'no', 'no', 'no', 'no', 'yes'],
      notebooklm: ['no', 'no', 'no', 'no', 'no', 'yes'],
      studyfetch: ['yes', 'yes', 'basic', 'basic', 'basic', 'yes'],
    });
  });

  it('gives every public page a unique title and a description of a length search engines show', () => {
    expect(new Set(publicPages.map((page) => page.title)).size).toBe(publicPages.length);
    for (const page of publicPages) {
      expect(page.title.length, page.path).toBeLessThanOrEqual(60);
      expect(page.description.length, page.path).toBeGreaterThan(70);
      expect(page.description.length, page.path).toBeLessThanOrEqual(200);
    }
  });
});
