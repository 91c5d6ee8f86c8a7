import { describe, expect, it } from 'vitest';
import { isTabActive } from './nav-bar';

describe('isTabActive', () => {
  it.each([
    ['/dashboard', '/dashboard', true],
    ['/dashboard', '/', true],
    ['/courses', '/courses', true],
    ['/courses', '/courses/abc/dashboard', true],
    ['/courses', '/', false],
    ['/exams', '/exam/abc/preview', false],
    ['/analytics', '/dashboard', false],
  ])('tab %s on %s is active: %s', (tab, path, active) => {
    expect(isTabActive(tab, path)).toBe(active);
  });
});
