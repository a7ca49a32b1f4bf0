import { describe, expect, it } from 'vitest';
import {
  parseAdvancedQuery,
  QueryParseError,
  queryErrorMessage,
  type QueryNode,
} from '../../src/core/api/contract/advanced-query';

const kw = (value: string, phrase = false): QueryNode => ({
  type: 'term',
  field: 'keyword',
  value,
  phrase,
});
const term = (field: string, value: string, phrase = false) =>
  ({ type: 'term', field, value, phrase }) as QueryNode;

describe('parseAdvancedQuery', () => {
  it.each<[string, QueryNode]>([
    ['harry', kw('harry')],
    ['三体', kw('三体')],
    ['harry potter', { type: 'and', children: [kw('harry'), kw('potter')] }],
    ['harry AND potter', { type: 'and', children: [kw('harry'), kw('potter')] }],
    ['harry OR potter', { type: 'or', children: [kw('harry'), kw('potter')] }],
    ['title:三体', term('title', '三体')],
    ['TITLE:三体', term('title', '三体')],
    ['title:"harry potter"', term('title', 'harry potter', true)],
    ['"the hunger games"', kw('the hunger games', true)],
    ['isbn:978-7-5366-9293-0', term('isbn', '978-7-5366-9293-0')],
    ['callnumber:I242.4/L12', term('callnumber', 'I242.4/L12')],
    ['NOT harry', { type: 'not', child: kw('harry') }],
    [
      'author:刘慈欣 NOT title:三体',
      {
        type: 'and',
        children: [term('author', '刘慈欣'), { type: 'not', child: term('title', '三体') }],
      },
    ],
    [
      'a b OR c',
      { type: 'or', children: [{ type: 'and', children: [kw('a'), kw('b')] }, kw('c')] },
    ],
    [
      'a (b OR c)',
      { type: 'and', children: [kw('a'), { type: 'or', children: [kw('b'), kw('c')] }] },
    ],
    [
      '(publisher:中华书局 OR publisher:中華書局) AND NOT (barcode:YT1)',
      {
        type: 'and',
        children: [
          { type: 'or', children: [term('publisher', '中华书局'), term('publisher', '中華書局')] },
          { type: 'not', child: term('barcode', 'YT1') },
        ],
      },
    ],
    ['harry and potter', { type: 'and', children: [kw('harry'), kw('and'), kw('potter')] }],
  ])('%s', (query, tree) => {
    expect(parseAdvancedQuery(query)).toEqual(tree);
  });

  it.each<[string, string, number]>([
    ['', 'empty', 0],
    ['   ', 'empty', 0],
    ['""', 'empty', 0],
    ['"harry potter', 'unclosedQuote', 0],
    ['title:"harry', 'unclosedQuote', 6],
    ['(harry OR potter', 'unclosedParen', 0],
    ['a (b (c)', 'unclosedParen', 2],
    ['harry)', 'unexpectedParen', 5],
    [') harry', 'unexpectedParen', 0],
    ['a ()', 'emptyGroup', 2],
    ['harry AND', 'missingOperand', 9],
    ['AND harry', 'missingOperand', 0],
    ['a OR OR b', 'missingOperand', 5],
    ['NOT', 'missingOperand', 3],
    ['(a AND)', 'missingOperand', 6],
    ['color:red', 'unknownField', 0],
    ['a title:', 'emptyFieldValue', 2],
    [Array.from({ length: 21 }, (_, i) => `t${i}`).join(' '), 'tooManyTerms', 70],
    [`${'NOT '.repeat(11)}a`, 'tooDeep', 40],
    [`${'('.repeat(11)}a${')'.repeat(11)}`, 'tooDeep', 10],
    [`${'('.repeat(5)}${'NOT '.repeat(6)}a${')'.repeat(5)}`, 'tooDeep', 25],
  ])('%j fails with %s at %i', (query, key, position) => {
    let error: unknown;
    try {
      parseAdvancedQuery(query);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(QueryParseError);
    expect(error).toMatchObject({ key, position });
  });

  it('accepts the largest query allowed: 20 terms, 10 levels', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `t${i}`).join(' ');
    expect(parseAdvancedQuery(twenty)).toMatchObject({ type: 'and' });
    expect(
      parseAdvancedQuery(`${'('.repeat(5)}${'NOT '.repeat(5)}a${')'.repeat(5)}`),
    ).toMatchObject({
      type: 'not',
    });
  });

  it('explains errors in both languages', () => {
    expect(queryErrorMessage('empty', 0, 'en')).toBe('Advanced search content cannot be empty');
    expect(queryErrorMessage('empty', 0, 'zh')).toBe('高级检索内容不能为空');
    expect(queryErrorMessage('unclosedParen', 2, 'en')).toBe(
      'The parenthesis at character 3 is not closed',
    );
    expect(new QueryParseError('missingOperand', 9).message).toBe(
      'A search term is missing at character 10',
    );
  });
});
