import {
  parseAdvancedQuery,
  QUERY_FIELDS,
  QueryParseError,
  type QueryNode,
} from '../../../src/core/api/contract/advanced-query';

/**
 * The basic search box (`keyword`) understands the advanced syntax, as VuFind's basic box
 * does: `author:tolkien NOT title:hobbit` or `title:"to kill a mockingbird"` typed there finds
 * those books. A keyword is read as a query only when it shows syntax — a known field prefix,
 * a double quote, or an upper-case AND / OR / NOT standing alone — and only when that parses;
 * anything else ("C++", "AT&T", "Python: a guide", a stray quote) stays the plain keyword
 * search, so a basic search never fails on its syntax.
 */

/** Where the parser's tokens start: after whitespace, parentheses or quotes (advanced-query.ts). */
const START = String.raw`(?<=^|[\s()"])`;
const FIELD = `(?:${QUERY_FIELDS.join('|')}):`;
const KNOWN_FIELD = new RegExp(`${START}${FIELD}`, 'i');
const OPERATOR = new RegExp(`${START}(?:AND|OR|NOT)(?=$|[\\s()"])`);

/** Whether the keyword holds anything of the advanced syntax. */
export function hasQuerySyntax(keyword: string): boolean {
  return keyword.includes('"') || KNOWN_FIELD.test(keyword) || OPERATOR.test(keyword);
}

/** The query a submitted keyword stands for, or undefined: search it as a plain keyword. */
export function readBasicKeyword(keyword: string): QueryNode | undefined {
  if (!hasQuerySyntax(keyword)) return undefined;
  try {
    return parseAdvancedQuery(keyword);
  } catch (error) {
    if (error instanceof QueryParseError) return undefined;
    throw error;
  }
}

/**
 * An unfinished end of a query being typed: an operator, `(`, or a field with nothing (or an
 * empty phrase) after it. Operators are upper case; field names are read in any case.
 */
const TRAILING_OPERATOR = new RegExp(`(?:${START}(?:AND|OR|NOT)|\\()\\s*$`);
const TRAILING_FIELD = new RegExp(`${START}${FIELD}(?:"\\s*")?\\s*$`, 'i');
/** Enough for any query the parser accepts (MAX_QUERY_DEPTH levels, a quote, a trailer). */
const MAX_REPAIRS = 24;

/**
 * What a keyword being typed (the suggestion list under the box) stands for: the syntax of a
 * query not finished yet is completed the way the reader is heading — an open quote or
 * parenthesis closed, a trailing operator or empty `field:` left out — so `title:"to kill`
 * suggests the titles with "to kill" rather than books holding the words "title", "to" and
 * "kill". `plain` when the keyword shows no syntax or cannot be completed; `nothing` when
 * only syntax is left (`author:`), which suggests nothing.
 */
export function readTypedKeyword(
  keyword: string,
): { plain: true } | { nothing: true } | { query: QueryNode } {
  if (!hasQuerySyntax(keyword)) return { plain: true };
  let text = keyword;
  for (let repair = 0; repair <= MAX_REPAIRS; repair++) {
    if (!text.trim()) return { nothing: true };
    try {
      return { query: parseAdvancedQuery(text) };
    } catch (error) {
      if (!(error instanceof QueryParseError)) throw error;
      const next = repaired(text, error);
      if (next === undefined) return { plain: true };
      text = next;
    }
  }
  return { plain: true };
}

function repaired(text: string, error: QueryParseError): string | undefined {
  switch (error.key) {
    case 'unclosedQuote':
      return `${text}"`;
    case 'unclosedParen':
      return `${text})`;
    case 'empty':
      return '';
    case 'missingOperand':
    case 'emptyFieldValue':
    case 'emptyGroup': {
      // Only an unfinished end is the reader still typing; elsewhere it is a mistake.
      const trimmed = text.replace(TRAILING_OPERATOR, '').replace(TRAILING_FIELD, '');
      if (trimmed !== text) return trimmed;
      // `(` closed by the completion above, then found empty: drop the pair.
      return error.key === 'emptyGroup' && /\(\s*\)\s*$/.test(text)
        ? text.replace(/\(\s*\)\s*$/, '')
        : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * A query tree written back as text the parser reads into the same tree: `field:value`,
 * quotes for phrases, AND implied by a space, OR and NOT written, parentheses where the
 * precedence (NOT, then AND, then OR) needs them or the tree nests a group.
 */
export function formatQuery(node: QueryNode): string {
  switch (node.type) {
    case 'term': {
      const field = node.field === 'keyword' ? '' : `${node.field}:`;
      return `${field}${node.phrase ? `"${node.value}"` : node.value}`;
    }
    case 'not':
      return `NOT ${grouped(node.child, node.child.type === 'and' || node.child.type === 'or')}`;
    case 'and':
      return node.children
        .map((child) => grouped(child, child.type === 'and' || child.type === 'or'))
        .join(' ');
    case 'or':
      return node.children.map((child) => grouped(child, child.type === 'or')).join(' OR ');
  }
}

const grouped = (node: QueryNode, parenthesised: boolean) =>
  parenthesised ? `(${formatQuery(node)})` : formatQuery(node);
