import { describe, expect, it } from 'vitest';
import {
  bigrams,
  bookSearchColumns,
  buildTsvector,
  indexTokens,
  isbn10To13,
  isbn13To10,
  normalizeText,
  parseIsbn,
  splitTerms,
} from '../src/search/normalize';

describe('normalizeText', () => {
  it.each([
    ['Harry Potter', 'harry potter'],
    ['ＨＡＲＲＹ　１２３', 'harry 123'],
    ['Les Misérables', 'les miserables'],
    ['Ångström Čapek', 'angstrom capek'],
    ['中華書局', '中华书局'],
    ['紅樓夢', '红楼梦'],
    ['新譯四書讀本', '新译四书读本'],
    ['中华书局', '中华书局'],
    ['三体', '三体'],
    ['ガンダム', 'ガンダム'],
  ])('%s → %s', (input, output) => {
    expect(normalizeText(input)).toBe(output);
  });
});

describe('splitTerms and bigrams', () => {
  it.each([
    ['harry potter', ['harry', 'potter'], []],
    ["the sorcerer's stone", ['the', 'sorcerers', 'stone'], []],
    ['三体 liu', ['liu'], ['三体']],
    ['三体ii黑暗森林', ['ii'], ['三体', '黑暗森林']],
    ['%_ -- !', [], []],
    ['a.b/c', ['a', 'b', 'c'], []],
  ])('%s', (input, words, cjkRuns) => {
    expect(splitTerms(input)).toEqual({ words, cjkRuns });
  });

  it.each([
    ['三', ['三']],
    ['三体', ['三体']],
    ['中华书局', ['中华', '华书', '书局']],
  ])('bigrams of %s', (run, pairs) => {
    expect(bigrams(run)).toEqual(pairs);
  });

  it('indexes words, CJK bigrams and single CJK characters', () => {
    expect(indexTokens('紅樓夢 (Dream)')).toEqual(['dream', '红楼', '楼梦', '红', '楼', '梦']);
  });
});

describe('ISBN', () => {
  it.each([
    ['0439023483', '0439023483', '9780439023481'],
    ['0-439-02348-3', '0439023483', '9780439023481'],
    ['978-0-439-02348-1', '0439023483', '9780439023481'],
    ['9780439023481', '0439023483', '9780439023481'],
    ['978 0 439 02348 1', '0439023483', '9780439023481'],
    ['080442957x', '080442957X', '9780804429573'],
    ['9791032305690', null, '9791032305690'],
  ])('%s → %s / %s', (input, isbn10, isbn13) => {
    expect(parseIsbn(input)).toEqual({ isbn10, isbn13 });
  });

  it.each(['harry', '12345', '97804390234810', '043902348', '0439-0234-83-'])(
    '%s is no ISBN',
    (input) => {
      expect(parseIsbn(input)).toBeNull();
    },
  );

  it('converts between the forms with correct check digits', () => {
    expect(isbn10To13('7101003044')).toBe('9787101003048');
    expect(isbn13To10('9787101003048')).toBe('7101003044');
    expect(isbn13To10('9791032305690')).toBeNull();
    expect(isbn13To10('9780804429573')).toBe('080442957X');
  });
});

describe('tsvector text', () => {
  it('carries the field weight of every lexeme', () => {
    expect(
      buildTsvector([
        ['A', ['liu', 'x']],
        ['B', ['liu']],
        ['D', ["o'k"]],
      ]),
    ).toBe("'liu':1A,2B 'x':1A 'o''k':4");
  });

  it('builds the search columns of a book', () => {
    const columns = bookSearchColumns({
      title: '史記',
      author: '司馬遷',
      publisher: '中華書局',
      isbn10: '7101003044',
    });
    expect(columns.searchTitle).toBe('史记');
    expect(columns.searchTokens).toContain("'史记':1A");
    expect(columns.searchTokens).toContain("'马迁':2B");
    expect(columns.searchTokens).toContain("'中华':3C");
    expect(columns.searchTokens).toContain("'7101003044':4");
    expect(columns.searchTokens).toContain("'9787101003048':4");
  });
});
