import { describe, expect, it } from 'vitest';
import { roundEstimate } from '../src/search/facet-counts';
import { sampleKind } from '../src/search/facet-sample';

/** The sample of a large search, taken the way that reads fewer pages (facet-sample.ts). */
describe('sampleKind', () => {
  // The book table at 1,000,000 copies: 33,000 pages.
  const PAGES = 33_000;

  it('reads whole pages when the matches lie on more pages than the sample needs', () => {
    // 历史: 18,000 matches on ~15,000 pages; a 11% page sample reads 3,600.
    expect(sampleKind(18_000, PAGES)).toBe('pages');
    // The whole catalogue, "the": a few percent of the pages.
    expect(sampleKind(360_000, PAGES)).toBe('pages');
  });

  it('reads the matches when they lie on fewer pages than a page sample would read', () => {
    // 6,000 matches on ~5,000 pages, where a page sample for 2,000 of them reads 11,000.
    expect(sampleKind(6_000, PAGES)).toBe('matches');
  });

  it('turns between 8,000 and 10,000 matches at 33,000 pages', () => {
    expect(sampleKind(8_000, PAGES)).toBe('matches');
    expect(sampleKind(10_000, PAGES)).toBe('pages');
  });

  it('reads pages of an empty or unmeasured table (nothing to choose)', () => {
    expect(sampleKind(10_000, 0)).toBe('pages');
  });
});

describe('roundEstimate', () => {
  it('never turns none into one', () => {
    expect(roundEstimate(0)).toBe(0);
    expect(roundEstimate(0.4)).toBe(1);
    expect(roundEstimate(80_954)).toBe(81_000);
  });
});
