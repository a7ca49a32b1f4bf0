import { describe, expect, it } from 'vitest';
import { renderedQueryOf } from './portal';

const queryOf = (route: string, search: string) =>
  renderedQueryOf(route, new URLSearchParams(search));

describe('renderedQueryOf: the query a rendered page fits', () => {
  it('is empty when the URL asks nothing but the organisation', () => {
    expect(queryOf('/home', '')).toBe('');
    expect(queryOf('/fmap', 'orgcode=DEMO2')).toBe('');
  });

  it("keeps a route's own parameters, in the route's order, without the organisation", () => {
    expect(queryOf('/fmap', 'barcode=YT-1&orgcode=DEMO2&bookid=3')).toBe('bookid=3&barcode=YT-1');
    expect(queryOf('/case-detail', 'id=1')).toBe('id=1');
  });

  it('refuses what no rendered page shows: another parameter, a repeated one, a long value', () => {
    expect(queryOf('/virtualShelf', 'shelf=2')).toBeUndefined();
    expect(queryOf('/fmap', 'bookid=3&shelf=2')).toBeUndefined();
    expect(queryOf('/case-detail', 'id=1&id=2')).toBeUndefined();
    expect(queryOf('/case-detail', `id=${'1'.repeat(41)}`)).toBeUndefined();
    expect(queryOf('/case-detail', 'id=<b>')).toBeUndefined();
  });
});
