import { like } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath, type BookSearchResult, type BookSuggestion } from '../../src/core/api/contract';
import { QueryParseError, parseAdvancedQuery } from '../../src/core/api/contract/advanced-query';
import {
  formatQuery,
  hasQuerySyntax,
  readBasicKeyword,
  readTypedKeyword,
} from '../src/search/basic-query';
import type { DatabaseHandle } from '../src/db/client';
import { searchWordStat } from '../src/db/schema';
import { openTestServer, post } from './helpers';

/**
 * The basic search box reads the advanced syntax (search/basic-query.ts), on the small
 * catalogue (the first 200 goodbooks rows: Tolkien's five, To Kill a Mockingbird, Eleanor &
 * Park, Angels & Demons).
 */
let app: FastifyInstance;
let handle: DatabaseHandle;

openTestServer((server) => ({ app, handle } = server));

async function search(body: Record<string, unknown>) {
  const response = await post<BookSearchResult>(app, ApiPath.bookSearch, body);
  expect(response.status).toBe(200);
  expect(response.body.code, response.body.msg).toBe(0);
  return response.body.data;
}
const titles = (result: BookSearchResult) => result.list.map((item) => item.title);
const suggest = async (keywords: string) => {
  const response = await post<BookSuggestion[]>(app, ApiPath.bookSuggestions, { keywords });
  expect(response.body.code, response.body.msg).toBe(0);
  return response.body.data.map((item) => item.bookname);
};

describe('syntax in the basic box', () => {
  it('finds what the same query finds in the advanced search', async () => {
    const syntax = 'author:tolkien NOT title:hobbit';
    const basic = await search({ keyword: syntax, pagesize: 50 });
    expect(basic.total).toBeGreaterThanOrEqual(3);
    expect(titles(basic).some((title) => /hobbit/i.test(title))).toBe(false);
    expect(basic.list.every((item) => /tolkien/i.test(item.author ?? ''))).toBe(true);
    expect(basic).toEqual(await search({ query: syntax, pagesize: 50 }));
    // The same words as plain words find nothing: every word would have to match.
    expect((await search({ keyword: 'author tolkien not title hobbit' })).total).toBe(0);
  });

  it('finds an exact title phrase first', async () => {
    const result = await search({ keyword: 'title:"to kill a mockingbird"' });
    expect(titles(result)[0]).toBe('To Kill a Mockingbird');
    expect(result.suggestion).toBeNull();
  });

  it.each([
    ['C++', 'C'],
    ['AT&T', 'AT T'],
    ['harry "potter', 'harry potter'],
    ['Title: Harry', 'title harry'],
    ['(Harry Potter', 'harry potter'],
    ['autor:tolkien', 'autor tolkien'],
    ['NOT', 'not'],
  ])('never fails on %s: it is searched as the plain words %s', async (keyword, words) => {
    expect(readBasicKeyword(keyword)).toBeUndefined();
    const result = await search({ keyword });
    expect(result.total).toBe((await search({ keyword: words })).total);
  });

  it('answers any keyword made of syntax pieces, searched and suggested, with code 0', async () => {
    const piece = fc.constantFrom(
      'title:',
      'author:',
      'isbn:',
      'barcode:',
      'callnumber:',
      'nofield:',
      'AND',
      'OR',
      'NOT',
      '(',
      ')',
      '"',
      ' ',
      'harry',
      '三体',
      '%',
      '_',
      '\\',
      "'",
      '&',
      '*',
      '978-0',
    );
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 14 }), async (pieces) => {
        const keyword = pieces.join('');
        const searched = await post(app, ApiPath.bookSearch, { keyword, facets: true });
        expect([searched.status, searched.body.code], keyword).toEqual([200, 0]);
        const suggested = await post(app, ApiPath.bookSuggestions, { keywords: keyword });
        expect([suggested.status, suggested.body.code], keyword).toEqual([200, 0]);
      }),
      { numRuns: 40, seed: 20_251_123 },
    );
  });

  it('finds a title holding an ampersand', async () => {
    expect(titles(await search({ keyword: 'Eleanor & Park' }))[0]).toBe('Eleanor & Park');
  });

  it('reads a keyword as a query only when it shows syntax that parses', () => {
    expect(readBasicKeyword('harry potter')).toBeUndefined();
    expect(readBasicKeyword('Eleanor & Park')).toBeUndefined();
    expect(readBasicKeyword('title:')).toBeUndefined();
    expect(readBasicKeyword('war and peace')).toBeUndefined();
    expect(readBasicKeyword('War AND Peace')).toEqual(parseAdvancedQuery('War AND Peace'));
    expect(hasQuerySyntax('isbn:9787')).toBe(true);
    expect(hasQuerySyntax('ANDROID ORACLE NOTES')).toBe(false);
  });

  it('does not count a query typed in the box as a hot word', async () => {
    expect((await search({ keyword: 'author:tolkien' })).total).toBeGreaterThan(0);
    // A plain search after it is counted; by then the query would have been too.
    expect((await search({ keyword: 'tolkien' })).total).toBeGreaterThan(0);
    const counted = (word: string) =>
      handle.db
        .select({ word: searchWordStat.word })
        .from(searchWordStat)
        .where(like(searchWordStat.word, word));
    await vi.waitFor(async () => expect(await counted('tolkien')).toHaveLength(1));
    expect(await counted('%author%')).toEqual([]);
  });
});

describe('did you mean, with syntax', () => {
  it('corrects the words of the terms and keeps the syntax', async () => {
    const result = await search({ keyword: 'author:tolkein NOT title:hobbit' });
    expect(result.total).toBe(0);
    expect(result.suggestion).toBe('author:tolkien NOT title:hobbit');
    expect((await search({ keyword: result.suggestion })).total).toBeGreaterThan(0);
  });

  it('corrects phrases, and leaves negated terms and codes as typed', async () => {
    expect((await search({ keyword: 'title:"hary potter" isbn:123' })).suggestion).toBe(
      'title:"harry potter" isbn:123',
    );
    expect((await search({ keyword: 'zzqqxx NOT title:hobbti' })).suggestion).toBeNull();
  });

  it('never draws a suggestion from an operator or a field name', async () => {
    for (const keyword of [
      'author:qqzzxxvv',
      'publisher:qqzzxxvv OR author:vvxxzzqq',
      'NOT harry AND qqzzxxvv',
    ]) {
      const result = await search({ keyword });
      expect([result.total, result.suggestion], keyword).toEqual([0, null]);
    }
    expect((await search({ keyword: 'hrary AND pottre' })).suggestion).toBe('harry potter');
    // A quote left open: searched as plain words, and corrected without touching "title".
    const unparsed = await search({ keyword: 'title:"hrary pottre' });
    expect([unparsed.total, unparsed.suggestion]).toEqual([0, 'title:"harry potter']);
  });
});

describe('suggestions, with syntax being typed', () => {
  it('complete an open phrase, a trailing operator or an empty field the way the reader goes', async () => {
    expect((await suggest('title:"to kill'))[0]).toBe('To Kill a Mockingbird');
    expect(await suggest('author:tolk')).toEqual(await suggest('author:tolkien'));
    expect(await suggest('harry AND')).toEqual(await suggest('harry'));
    expect(await suggest('author:tolkien NOT title:')).toEqual(await suggest('author:tolkien'));
    expect((await suggest('author:tolkien NOT title:hobbit')).includes('The Hobbit')).toBe(false);
  });

  it('suggest nothing for syntax alone, and plain words for what does not parse', async () => {
    expect(await suggest('author:')).toEqual([]);
    expect(await suggest('title:"')).toEqual([]);
    expect(await suggest('NOT')).toEqual([]);
    expect((await suggest('C++')).length).toBeGreaterThan(0);
  });

  it('reads every prefix of a query without failing', () => {
    const query = '(title:"lord of the rings" OR author:tolkien) AND NOT isbn:978';
    for (let end = 0; end <= query.length; end++) {
      expect(() => readTypedKeyword(query.slice(0, end))).not.toThrow();
    }
  });
});

describe('formatQuery', () => {
  it('writes back what parses into the same tree', () => {
    const word = fc.stringMatching(/^[a-z0-9\u4e00-\u4e10]{1,6}$/);
    const query = fc.letrec<{ node: string }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        word,
        fc.tuple(fc.constantFrom('title', 'author', 'isbn'), word).map(([f, w]) => `${f}:${w}`),
        word.map((w) => `"${w} ${w}"`),
        fc.tuple(tie('node'), tie('node')).map(([a, b]) => `${a} ${b}`),
        fc.tuple(tie('node'), tie('node')).map(([a, b]) => `(${a} OR ${b})`),
        tie('node').map((a) => `NOT ${a}`),
      ),
    })).node;
    fc.assert(
      fc.property(query, (text) => {
        let tree;
        try {
          tree = parseAdvancedQuery(text);
        } catch (error) {
          if (error instanceof QueryParseError) return; // too many terms or too deep
          throw error;
        }
        expect(parseAdvancedQuery(formatQuery(tree))).toEqual(tree);
      }),
      { numRuns: 300 },
    );
  });
});
