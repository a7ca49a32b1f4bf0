import { describe, expect, it } from 'vitest';
import {
  EMPTY_SEARCH,
  defaultSort,
  effectiveSort,
  mergeFilters,
  parseSort,
  searchParamsFromState,
  searchStateFromParams,
  toggleFilter,
  type SearchState,
} from './search-state';

describe('sort conditions', () => {
  it('parses and drops unknown fields and repeats', () => {
    expect(parseSort('year:desc,title:asc,year:asc,price:desc,rating')).toEqual([
      { field: 'year', order: 'desc' },
      { field: 'title', order: 'asc' },
      { field: 'rating', order: 'asc' },
    ]);
    expect(parseSort('')).toEqual([]);
  });

  it('always applies at least one condition', () => {
    expect(effectiveSort({ keyword: '', query: '', sort: [] })).toEqual(defaultSort(false));
    expect(effectiveSort({ keyword: 'harry', query: '', sort: [] })).toEqual([
      { field: 'relevance', order: 'desc' },
    ]);
    expect(effectiveSort({ keyword: '', query: 'title:a', sort: [] })[0]?.field).toBe('relevance');
  });
});

describe('facet selections', () => {
  it('toggles a value within a facet and drops emptied facets', () => {
    let filters = toggleFilter({}, 'category', 'I');
    filters = toggleFilter(filters, 'category', 'K');
    filters = toggleFilter(filters, 'year', '2008');
    expect(filters).toEqual({ category: ['I', 'K'], year: ['2008'] });
    filters = toggleFilter(filters, 'year', '2008');
    expect(filters).toEqual({ category: ['I', 'K'] });
  });

  it('merges a page’s fixed filters with the reader’s', () => {
    expect(mergeFilters({ category: ['I'] }, { category: ['I'], language: ['chi'] })).toEqual({
      category: ['I'],
      language: ['chi'],
    });
  });
});

describe('the search in the URL', () => {
  it('round-trips keyword, query, filters (with "not recorded"), sort and page', () => {
    const state: SearchState = {
      keyword: 'harry',
      query: 'title:"harry potter" OR author:rowling',
      filters: { category: ['I', 'K'], year: [''], publisher: ['A & B, Inc.'] },
      sort: [
        { field: 'year', order: 'desc' },
        { field: 'title', order: 'asc' },
      ],
      page: 3,
    };
    const params = searchParamsFromState(state);
    const back = searchStateFromParams(new URLSearchParams(params.toString()));
    expect(back).toEqual({
      keyword: 'harry',
      query: 'title:"harry potter" OR author:rowling',
      filters: { category: ['I', 'K'], publisher: ['A & B, Inc.'], year: [''] },
      sort: [
        { field: 'year', order: 'desc' },
        { field: 'title', order: 'asc' },
      ],
      page: 3,
    });
  });

  it('leaves defaults out: a plain search stays ?keyword=…', () => {
    expect(
      searchParamsFromState({
        ...EMPTY_SEARCH,
        keyword: 'harry',
        sort: defaultSort(true),
      }).toString(),
    ).toBe('keyword=harry');
    expect(searchParamsFromState(EMPTY_SEARCH).toString()).toBe('');
  });

  it('reads nonsense as the defaults', () => {
    expect(searchStateFromParams(new URLSearchParams('page=-4&sort=zzz&colour=red'))).toEqual(
      EMPTY_SEARCH,
    );
  });
});
