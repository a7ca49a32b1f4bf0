/**
 * The advanced search syntax (issue #4): terms, optionally `field:term`, joined by AND / OR /
 * NOT (AND when nothing is written; operators are upper-case words), parentheses, and
 * double quotes for an exact phrase (`title:"harry potter"`). NOT binds tightest, then AND,
 * then OR. Errors carry the position (UTF-16 offset into the query) and a message key whose
 * zh/en texts are exported here for the HTTP layer. Not wired into the routes yet.
 */

export const QUERY_FIELDS = [
  'title',
  'author',
  'isbn',
  'publisher',
  'barcode',
  'callnumber',
  'keyword',
] as const;
export type QueryField = (typeof QUERY_FIELDS)[number];

export type QueryNode =
  | { type: 'term'; field: QueryField; value: string; phrase: boolean }
  | { type: 'and' | 'or'; children: QueryNode[] }
  | { type: 'not'; child: QueryNode };

export const QueryErrorKeys = [
  'empty',
  'unclosedQuote',
  'unclosedParen',
  'unexpectedParen',
  'emptyGroup',
  'missingOperand',
  'unknownField',
  'emptyFieldValue',
] as const;
export type QueryErrorKey = (typeof QueryErrorKeys)[number];

/** The texts of the error keys; `{position}` is the 1-based character the error is at. */
export const queryErrorMessages: Record<'zh' | 'en', Record<QueryErrorKey, string>> = {
  en: {
    empty: 'Advanced search content cannot be empty',
    unclosedQuote: 'The quote at character {position} is not closed',
    unclosedParen: 'The parenthesis at character {position} is not closed',
    unexpectedParen: 'The closing parenthesis at character {position} has no opening one',
    emptyGroup: 'The parentheses at character {position} are empty',
    missingOperand: 'A search term is missing at character {position}',
    unknownField:
      'Unknown field at character {position}: use title, author, isbn, publisher, barcode, callnumber or keyword',
    emptyFieldValue: 'The field at character {position} has nothing to search for',
  },
  zh: {
    empty: '高级检索内容不能为空',
    unclosedQuote: '第 {position} 个字符处的引号未闭合',
    unclosedParen: '第 {position} 个字符处的括号未闭合',
    unexpectedParen: '第 {position} 个字符处的右括号没有对应的左括号',
    emptyGroup: '第 {position} 个字符处的括号内为空',
    missingOperand: '第 {position} 个字符处缺少检索词',
    unknownField:
      '第 {position} 个字符处的字段未知：可用 title、author、isbn、publisher、barcode、callnumber、keyword',
    emptyFieldValue: '第 {position} 个字符处的字段缺少检索内容',
  },
};

export class QueryParseError extends Error {
  constructor(
    readonly key: QueryErrorKey,
    /** 0-based UTF-16 offset into the query. */
    readonly position: number,
  ) {
    super(queryErrorMessage(key, position, 'en'));
    this.name = 'QueryParseError';
  }
}

export function queryErrorMessage(key: QueryErrorKey, position: number, lang: 'zh' | 'en') {
  return queryErrorMessages[lang][key].replace('{position}', String(position + 1));
}

type Token =
  | { kind: '(' | ')' | 'AND' | 'OR' | 'NOT'; pos: number }
  | { kind: 'term'; pos: number; field: QueryField; value: string; phrase: boolean };

const FIELD_PREFIX = /^([A-Za-z]+):/;
const OPERATORS = new Set(['AND', 'OR', 'NOT']);

function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const readPhrase = (quoteAt: number) => {
    const end = query.indexOf('"', quoteAt + 1);
    if (end < 0) throw new QueryParseError('unclosedQuote', quoteAt);
    i = end + 1;
    return query.slice(quoteAt + 1, end).trim();
  };
  while (i < query.length) {
    const char = query[i] ?? '';
    if (/\s/.test(char)) {
      i += 1;
    } else if (char === '(' || char === ')') {
      tokens.push({ kind: char, pos: i });
      i += 1;
    } else if (char === '"') {
      const pos = i;
      const value = readPhrase(i);
      if (value) tokens.push({ kind: 'term', pos, field: 'keyword', value, phrase: true });
    } else {
      const pos = i;
      while (i < query.length && !/[\s()"]/.test(query[i] ?? '')) i += 1;
      const word = query.slice(pos, i);
      const prefix = FIELD_PREFIX.exec(word);
      if (OPERATORS.has(word)) {
        tokens.push({ kind: word as 'AND' | 'OR' | 'NOT', pos });
      } else if (prefix) {
        const name = (prefix[1] ?? '').toLowerCase();
        if (!(QUERY_FIELDS as readonly string[]).includes(name)) {
          throw new QueryParseError('unknownField', pos);
        }
        const field = name as QueryField;
        let value = word.slice(prefix[0].length);
        let phrase = false;
        if (!value && query[i] === '"') {
          value = readPhrase(i);
          phrase = true;
        }
        if (!value) throw new QueryParseError('emptyFieldValue', pos);
        tokens.push({ kind: 'term', pos, field, value, phrase });
      } else {
        tokens.push({ kind: 'term', pos, field: 'keyword', value: word, phrase: false });
      }
    }
  }
  return tokens;
}

/** Parses an advanced query into its tree; throws QueryParseError. */
export function parseAdvancedQuery(query: string): QueryNode {
  if (!query.trim()) throw new QueryParseError('empty', 0);
  const tokens = tokenize(query);
  if (tokens.length === 0) throw new QueryParseError('empty', 0);
  let at = 0;
  const peek = () => tokens[at];
  const here = () => peek()?.pos ?? query.length;

  const parseOr = (): QueryNode => {
    const children = [parseAnd()];
    while (peek()?.kind === 'OR') {
      at += 1;
      children.push(parseAnd());
    }
    return children.length === 1 ? (children[0] as QueryNode) : { type: 'or', children };
  };
  const parseAnd = (): QueryNode => {
    const children = [parseNot()];
    for (;;) {
      const next = peek();
      if (!next || next.kind === ')' || next.kind === 'OR') break;
      if (next.kind === 'AND') at += 1;
      children.push(parseNot());
    }
    return children.length === 1 ? (children[0] as QueryNode) : { type: 'and', children };
  };
  const parseNot = (): QueryNode => {
    if (peek()?.kind === 'NOT') {
      at += 1;
      return { type: 'not', child: parseNot() };
    }
    return parsePrimary();
  };
  const parsePrimary = (): QueryNode => {
    const token = peek();
    if (!token || token.kind === 'AND' || token.kind === 'OR') {
      throw new QueryParseError('missingOperand', here());
    }
    if (token.kind === ')') {
      throw new QueryParseError(at === 0 ? 'unexpectedParen' : 'missingOperand', token.pos);
    }
    at += 1;
    if (token.kind === '(') {
      if (peek()?.kind === ')') throw new QueryParseError('emptyGroup', token.pos);
      const inner = parseOr();
      if (peek()?.kind !== ')') throw new QueryParseError('unclosedParen', token.pos);
      at += 1;
      return inner;
    }
    if (token.kind === 'term') {
      const { field, value, phrase } = token;
      return { type: 'term', field, value, phrase };
    }
    throw new QueryParseError('missingOperand', token.pos);
  };

  const tree = parseOr();
  const rest = peek();
  if (rest) throw new QueryParseError('unexpectedParen', rest.pos);
  return tree;
}
