/**
 * The advanced search syntax, part of the HTTP contract (BookSearchRequest.query)
 * and, like the rest of the contract, free of dependencies: the server parses with it, and the search
 * widget checks a typed query with it before sending, so both agree by construction.
 * The syntax: terms, optionally `field:term`, joined by AND / OR /
 * NOT (AND when nothing is written; operators are upper-case words), parentheses, and
 * double quotes for an exact phrase (`title:"harry potter"`). NOT binds tightest, then AND,
 * then OR. Errors carry the position (UTF-16 offset into the query) and a message key whose
 * zh/en texts are exported here for the HTTP layer (routes/books.ts); search/compile-query.ts
 * turns the tree into SQL. The size of a query is bounded (MAX_QUERY_TERMS terms,
 * MAX_QUERY_DEPTH levels of parentheses and NOT) so that no input builds an unbounded
 * statement.
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
  'tooManyTerms',
  'tooDeep',
] as const;
export type QueryErrorKey = (typeof QueryErrorKeys)[number];

/** Terms one query may hold; the texts of tooManyTerms and tooDeep repeat these numbers. */
export const MAX_QUERY_TERMS = 20;
/** Levels of parentheses and NOT one query may nest. */
export const MAX_QUERY_DEPTH = 10;

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
    tooManyTerms: 'Too many search terms at character {position}: at most 20 are allowed',
    tooDeep:
      'Too much nesting at character {position}: at most 10 levels of parentheses and NOT are allowed',
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
    tooManyTerms: '第 {position} 个字符处检索词过多：最多 20 个',
    tooDeep: '第 {position} 个字符处嵌套过深：括号和 NOT 最多 10 层',
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
  const terms = tokens.filter((token) => token.kind === 'term');
  const extra = terms[MAX_QUERY_TERMS];
  if (extra) throw new QueryParseError('tooManyTerms', extra.pos);
  let at = 0;
  let depth = 0;
  /** Runs `parse` one level deeper (a group or a NOT), refusing to go past MAX_QUERY_DEPTH. */
  const nested = (pos: number, parse: () => QueryNode): QueryNode => {
    depth += 1;
    if (depth > MAX_QUERY_DEPTH) throw new QueryParseError('tooDeep', pos);
    const node = parse();
    depth -= 1;
    return node;
  };
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
    const not = peek();
    if (not?.kind === 'NOT') {
      at += 1;
      return nested(not.pos, () => ({ type: 'not', child: parseNot() }));
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
      const inner = nested(token.pos, parseOr);
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
