import { describe, expect, it } from 'vitest';
import type { MaterialPage } from '../../ingest/material-text';
import { pagesToRead } from './sample';

const pages = (count: number, length: number, text = 'x'): MaterialPage[] =>
  Array.from({ length: count }, (_, i) => ({ page: i + 1, text: text.repeat(length) }));
const size = (list: MaterialPage[]) => list.reduce((n, p) => n + p.text.length, 0);

describe('pagesToRead', () => {
  it('reads every page of a material within the budget', () => {
    const short = pages(40, 2000);
    expect(pagesToRead(short, 1)).toEqual(short);
  });

  it('reads a bounded part of a long material, spread over all of it', () => {
    const manual = pages(1000, 2500);
    const read = pagesToRead(manual, 1);
    expect(size(read)).toBeLessThanOrEqual(300_000);
    expect(read[0]?.page).toBeLessThan(100);
    expect(read.at(-1)?.page).toBeGreaterThan(900);
  });

  it('reads other parts for another seed', () => {
    const manual = pages(1000, 2500);
    expect(pagesToRead(manual, 2).map((p) => p.page)).not.toEqual(pagesToRead(manual, 1).map((p) => p.page));
  });

  it('reads the same parts for the same seed', () => {
    const manual = pages(1000, 2500);
    expect(pagesToRead(manual, 3)).toEqual(pagesToRead(manual, 3));
  });

  it('reads the pages that name a preferred topic', () => {
    const manual = pages(1000, 2500);
    manual[500] = { page: 501, text: `Graphics Data Structures ${'y'.repeat(2500)}` };
    expect(pagesToRead(manual, 1, ['Graphics Data Structures']).map((p) => p.page)).toContain(501);
  });
});
