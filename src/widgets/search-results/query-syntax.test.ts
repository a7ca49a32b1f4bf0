import { describe, expect, it } from 'vitest';
import { parseAdvancedQuery } from '../../core/api/contract/advanced-query';
import { buildQuery, formatTerm, validateQuery, type QueryRow } from './query-syntax';

const row = (operator: QueryRow['operator'], field: QueryRow['field'], value: string) => ({
  operator,
  field,
  value,
});

describe('buildQuery (the form builder)', () => {
  it.each<[string, QueryRow[], string]>([
    ['one keyword', [row('AND', 'keyword', 'harry')], 'harry'],
    ['a field', [row('AND', 'title', '三体')], 'title:三体'],
    [
      'a value with spaces is quoted',
      [row('AND', 'title', ' harry  potter ')],
      'title:"harry potter"',
    ],
    [
      'AND between rows',
      [row('AND', 'title', 'harry'), row('AND', 'author', 'rowling')],
      'title:harry AND author:rowling',
    ],
    [
      'NOT is AND NOT',
      [row('AND', 'keyword', 'potter'), row('NOT', 'publisher', 'Scholastic')],
      'potter AND NOT publisher:Scholastic',
    ],
    [
      'a change of operator brackets the rows above',
      [
        row('AND', 'title', 'a'),
        row('AND', 'author', 'b'),
        row('OR', 'isbn', '9787536692930'),
        row('NOT', 'keyword', 'c'),
      ],
      '((title:a AND author:b) OR isbn:9787536692930) AND NOT c',
    ],
    [
      'the same operator needs no brackets',
      [row('AND', 'title', 'a'), row('OR', 'title', 'b'), row('OR', 'title', 'c')],
      'title:a OR title:b OR title:c',
    ],
    [
      'blank rows are skipped, and so is the operator of the first filled row',
      [row('AND', 'title', '  '), row('OR', 'author', '老舍'), row('AND', 'title', '')],
      'author:老舍',
    ],
    [
      'operator words, brackets and colons are quoted; double quotes dropped',
      [row('AND', 'keyword', 'AND'), row('OR', 'keyword', 'c++:(x)'), row('OR', 'title', '"q"')],
      '"AND" OR "c++:(x)" OR title:q',
    ],
    ['nothing filled', [row('AND', 'title', ''), row('AND', 'author', ' ')], ''],
  ])('%s', (_name, rows, expected) => {
    expect(buildQuery(rows)).toBe(expected);
  });

  it('every built query is accepted by the server parser', () => {
    const values = ['harry potter', 'AND', 'c++:(x)', '"quoted"', '三体', 'NOT OR'];
    const operators = ['AND', 'OR', 'NOT'] as const;
    for (const first of values) {
      for (const second of values) {
        for (const operator of operators) {
          const query = buildQuery([row('AND', 'title', first), row(operator, 'keyword', second)]);
          expect(() => parseAdvancedQuery(query), query).not.toThrow();
          expect(validateQuery(query), query).toBeNull();
        }
      }
    }
  });

  it('formatTerm leaves a blank value out', () => {
    expect(formatTerm('title', ' " " ')).toBeNull();
  });
});

describe('validateQuery (the check before sending)', () => {
  it.each<[string, ReturnType<typeof validateQuery>]>([
    ['harry', null],
    ['title:harry AND author:rowling', null],
    ['title:"harry potter" OR (author:老舍 NOT 骆驼)', null],
    ['a b c', null],
    ['NOT NOT a', null],
    ['', { key: 'empty', position: 0 }],
    ['   ', { key: 'empty', position: 0 }],
    ['""', { key: 'empty', position: 0 }],
    ['title:"harry', { key: 'unclosedQuote', position: 6 }],
    ['a "b', { key: 'unclosedQuote', position: 2 }],
    ['(a OR b', { key: 'unclosedParen', position: 0 }],
    ['a OR b)', { key: 'unexpectedParen', position: 6 }],
    [')', { key: 'unexpectedParen', position: 0 }],
    ['a ()', { key: 'emptyGroup', position: 2 }],
    ['a AND', { key: 'missingOperand', position: 5 }],
    ['OR a', { key: 'missingOperand', position: 0 }],
    ['a AND OR b', { key: 'missingOperand', position: 6 }],
    ['a NOT', { key: 'missingOperand', position: 5 }],
    ['colour:red', { key: 'unknownField', position: 0 }],
    ['a title: b', { key: 'emptyFieldValue', position: 2 }],
    ['title:""', { key: 'emptyFieldValue', position: 0 }],
    ['(a AND (b)', { key: 'unclosedParen', position: 0 }],
  ])('%j', (query, expected) => {
    expect(validateQuery(query)).toEqual(expected);
  });
});
