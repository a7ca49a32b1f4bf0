import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  ApiPath,
  ResultCode,
  type BookSearchResult,
  type QueryErrorDetail,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { book, bookCopy } from '../src/db/schema';
import { send, openTestServer } from './helpers';

/** The advanced syntax over HTTP, on the small catalogue (200 English + the Chinese titles). */
let handle: DatabaseHandle;
let app: FastifyInstance;

openTestServer((server) => ({ handle, app } = server));

const search = (body: Record<string, unknown>, lang = 'zh') =>
  send<BookSearchResult | QueryErrorDetail>(app, {
    method: 'POST',
    url: `/api${ApiPath.bookSearch}`,
    payload: body,
    headers: { 'accept-language': lang },
  });

async function results(query: string, pagesize = 100) {
  const { status, body } = await search({ query, pagesize });
  expect(status).toBe(200);
  expect(body.code, `${query}: ${body.msg}`).toBe(0);
  return body.data as BookSearchResult;
}
const titles = async (query: string) => (await results(query)).list.map((hit) => hit.title);

const HUNGER_GAMES = 'The Hunger Games (The Hunger Games, #1)';
const CATCHING_FIRE = 'Catching Fire (The Hunger Games, #2)';
const MOCKINGJAY = 'Mockingjay (The Hunger Games, #3)';
const HARRY_POTTER = [
  "Harry Potter and the Sorcerer's Stone (Harry Potter, #1)",
  'Harry Potter and the Chamber of Secrets (Harry Potter, #2)',
  'Harry Potter and the Prisoner of Azkaban (Harry Potter, #3)',
  'Harry Potter and the Goblet of Fire (Harry Potter, #4)',
  'Harry Potter and the Order of the Phoenix (Harry Potter, #5)',
  'Harry Potter and the Half-Blood Prince (Harry Potter, #6)',
  'Harry Potter and the Deathly Hallows (Harry Potter, #7)',
];
const ZHONGHUA = [
  '史记',
  '论语',
  '唐诗三百首',
  '宋词三百首',
  '人间词话',
  '资治通鉴',
  '史記',
  '論語',
];

describe('advanced queries on real titles', () => {
  // [query, exactly these titles (any order) | first titles in this order]
  it.each<[string, { set?: string[]; first?: string[] }]>([
    ['title:三体', { set: ['三体', '三体Ⅱ：黑暗森林', '三体Ⅲ：死神永生'], first: ['三体'] }],
    ['author:刘慈欣', { set: ['三体', '三体Ⅱ：黑暗森林', '三体Ⅲ：死神永生', '球状闪电'] }],
    ['author:刘慈欣 NOT title:三体', { set: ['球状闪电'] }],
    ['author:刘慈欣 AND NOT (title:三体 OR title:闪电)', { set: [] }],
    [
      '(author:鲁迅 OR author:老舍) NOT title:呐喊',
      { set: ['朝花夕拾', '彷徨', '骆驼祥子', '茶馆'] },
    ],
    ['author:鲁迅 OR title:茶馆', { set: ['呐喊', '朝花夕拾', '彷徨', '茶馆'], first: ['茶馆'] }],
    ['title:红楼', { set: ['红楼梦', '紅樓夢'] }],
    ['title:"紅樓夢"', { set: ['红楼梦', '紅樓夢'] }],
    ['author:"吴承恩"', { set: ['西游记', '西遊記'] }],
    ['publisher:"中华书局"', { set: ZHONGHUA }],
    ['publisher:中華書局', { set: ZHONGHUA }],
    ['publisher:中华书局 AND author:司马', { set: ['史记', '资治通鉴', '史記'] }],
    ['title:"harry potter" author:rowling', { set: HARRY_POTTER }],
    ['title:harry AND title:"#7"', { set: [HARRY_POTTER[6] ?? ''] }],
    ['author:"j.k. rowling"', { set: HARRY_POTTER }],
    ['author:grandpre title:azkaban', { set: [HARRY_POTTER[2] ?? ''] }],
    ['"hunger games"', { set: [HUNGER_GAMES, CATCHING_FIRE, MOCKINGJAY], first: [HUNGER_GAMES] }],
    ['title:"games hunger"', { set: [] }],
    ['hunger NOT catching', { set: [HUNGER_GAMES, MOCKINGJAY] }],
    [
      'title:hobbit OR title:"two towers"',
      { set: ['The Hobbit', 'The Two Towers (The Lord of the Rings, #2)'] },
    ],
    ['isbn:978-0-439-02348-1', { set: [HUNGER_GAMES] }],
    ['isbn:0439023483', { set: [HUNGER_GAMES] }],
    ['isbn:harry', { set: [] }],
    ['title:rowling', { set: [] }],
  ])('%s', async (query, { set, first }) => {
    const found = await titles(query);
    if (set) expect([...found].sort()).toEqual([...set].sort());
    if (first) expect(found.slice(0, first.length)).toEqual(first);
  });

  it('keyword:term finds exactly what the basic search finds', async () => {
    for (const word of ['harry', 'games', '三体', '中華書局']) {
      const basic = await search({ keyword: word, pagesize: 100 });
      const advanced = await results(`keyword:${word}`);
      const ids = (data: unknown) => (data as BookSearchResult).list.map((hit) => hit.bookid);
      expect(ids(advanced), word).toEqual(ids(basic.body.data));
      expect(advanced.total).toBe((basic.body.data as BookSearchResult).total);
    }
  });

  it('NOT keeps every other book of the organisation', async () => {
    const everything = await results('NOT qzxwvqzxwv');
    const harry = await results('title:harry');
    const notHarry = await results('NOT title:harry');
    // The seven English titles, and the two Chinese ones with an English parallel title.
    expect(harry.list.map((hit) => hit.title)).toEqual(expect.arrayContaining(HARRY_POTTER));
    expect(harry.list.map((hit) => hit.title)).toEqual(
      expect.arrayContaining(['哈利·波特与魔法石', '哈利·波特与密室']),
    );
    expect(harry.total).toBe(9);
    expect(notHarry.total).toBe(everything.total - harry.total);
  });

  it('finds copies by exact barcode and call number, only in the organisation', async () => {
    const [copy] = await handle.db
      .select({ barcode: bookCopy.barcode, call: bookCopy.callNumber, title: book.title })
      .from(bookCopy)
      .innerJoin(book, eq(book.id, bookCopy.bookId))
      .where(and(eq(book.title, '三国演义'), eq(book.organizationId, 1)));
    if (!copy?.call) throw new Error('no copy');
    expect(await titles(`barcode:${copy.barcode}`)).toEqual(['三国演义']);
    expect(await titles(`barcode:${copy.barcode.toLowerCase()}`)).toEqual(['三国演义']);
    expect(await titles(`barcode:${copy.barcode.slice(0, -1)}`)).toEqual([]);
    expect(await titles(`callnumber:${copy.call}`)).toEqual(['三国演义']);
    const demo2 = await search({ query: `barcode:${copy.barcode}`, organizationid: 2 });
    expect((demo2.body.data as BookSearchResult).total).toBe(0);
  });

  it('ranks an exact title first, then title prefixes, then author matches', async () => {
    const found = await titles('三体 OR author:刘慈欣');
    expect(found[0]).toBe('三体');
    expect(found.slice(1, 3).sort()).toEqual(['三体Ⅱ：黑暗森林', '三体Ⅲ：死神永生']);
    expect(found[3]).toBe('球状闪电');
  });

  it('pages through an advanced query with a stable total', async () => {
    const first = await search({ query: 'the OR 的', pagesize: 10, index: 1 });
    const second = await search({ query: 'the OR 的', pagesize: 10, index: 2 });
    const a = first.body.data as BookSearchResult;
    const b = second.body.data as BookSearchResult;
    expect(a.total).toBeGreaterThan(20);
    expect(b.total).toBe(a.total);
    const ids = new Set([...a.list, ...b.list].map((hit) => hit.bookid));
    expect(ids.size).toBe(20);
  });

  it('wins over keyword when both are given, and offers no "did you mean"', async () => {
    const both = (await search({ keyword: 'harry', query: 'title:三体' })).body
      .data as BookSearchResult;
    expect(both.list.map((hit) => hit.title)).toContain('三体');
    const nothing = (await search({ query: 'title:harry poter' })).body.data as BookSearchResult;
    expect(nothing).toMatchObject({ total: 0, suggestion: null });
  });
});

describe('malformed advanced queries', () => {
  const tooMany = Array.from({ length: 21 }, (_, i) => `w${i}`).join(' ');
  // [query, key, 0-based position, zh message, en message]
  it.each<[string, string, number, string, string]>([
    ['', 'empty', 0, '高级检索内容不能为空', 'Advanced search content cannot be empty'],
    ['   ', 'empty', 0, '高级检索内容不能为空', 'Advanced search content cannot be empty'],
    [
      '"harry potter',
      'unclosedQuote',
      0,
      '第 1 个字符处的引号未闭合',
      'The quote at character 1 is not closed',
    ],
    [
      'title:三体 AND',
      'missingOperand',
      12,
      '第 13 个字符处缺少检索词',
      'A search term is missing at character 13',
    ],
    [
      'a (b OR c',
      'unclosedParen',
      2,
      '第 3 个字符处的括号未闭合',
      'The parenthesis at character 3 is not closed',
    ],
    [
      'harry)',
      'unexpectedParen',
      5,
      '第 6 个字符处的右括号没有对应的左括号',
      'The closing parenthesis at character 6 has no opening one',
    ],
    [
      'a ()',
      'emptyGroup',
      2,
      '第 3 个字符处的括号内为空',
      'The parentheses at character 3 are empty',
    ],
    [
      'harry color:red',
      'unknownField',
      6,
      '第 7 个字符处的字段未知：可用 title、author、isbn、publisher、barcode、callnumber、keyword',
      'Unknown field at character 7: use title, author, isbn, publisher, barcode, callnumber or keyword',
    ],
    [
      'author:',
      'emptyFieldValue',
      0,
      '第 1 个字符处的字段缺少检索内容',
      'The field at character 1 has nothing to search for',
    ],
    [
      tooMany,
      'tooManyTerms',
      tooMany.indexOf('w20'),
      `第 ${tooMany.indexOf('w20') + 1} 个字符处检索词过多：最多 20 个`,
      `Too many search terms at character ${tooMany.indexOf('w20') + 1}: at most 20 are allowed`,
    ],
    [
      `${'NOT '.repeat(11)}a`,
      'tooDeep',
      40,
      '第 41 个字符处嵌套过深：括号和 NOT 最多 10 层',
      'Too much nesting at character 41: at most 10 levels of parentheses and NOT are allowed',
    ],
  ])('%j: %s at %i', async (query, key, position, zh, en) => {
    for (const [lang, msg] of [
      ['zh', zh],
      ['en', en],
    ] as const) {
      const { status, body } = await search({ query }, lang);
      expect(status).toBe(200);
      expect(body).toEqual({ code: ResultCode.queryError, msg, data: { key, position } });
    }
  });
});
