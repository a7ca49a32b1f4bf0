import {
  QUERY_FIELDS,
  QueryErrorKeys,
  QueryParseError,
  parseAdvancedQuery,
  type QueryErrorKey,
  type QueryField,
} from '../../core/api/contract/advanced-query';

/**
 * The advanced search syntax on the reader's side: the form builder's query string, and a
 * check of a typed query before it is sent.
 *
 * The check runs the contract's parser (src/core/api/advanced-query.ts), the one the server
 * uses, so the reader sees a mistake at once, in their language, with the caret on it; a
 * 40002 reply from the server is shown the same way.
 */

/** Fields of `field:term`, as the form offers them; `keyword` (any field, no prefix) first. */
export const ADVANCED_FIELDS: readonly QueryField[] = [
  'keyword',
  ...QUERY_FIELDS.filter((field) => field !== 'keyword'),
];
export type AdvancedField = QueryField;

export const QUERY_OPERATORS = ['AND', 'OR', 'NOT'] as const;
export type QueryOperator = (typeof QUERY_OPERATORS)[number];

export const QUERY_ERROR_KEYS = QueryErrorKeys;
export type { QueryErrorKey };

export interface QuerySyntaxError {
  key: QueryErrorKey;
  /** 0-based UTF-16 offset into the query. */
  position: number;
}

/** A server's QueryErrorDetail, when it names a key this widget can explain. */
export function asSyntaxError(detail: unknown): QuerySyntaxError | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const { key, position } = detail as { key?: unknown; position?: unknown };
  const known = QUERY_ERROR_KEYS.find((candidate) => candidate === key);
  return known && typeof position === 'number' && position >= 0 ? { key: known, position } : null;
}

/** One row of the form builder; the first row's operator is not used. */
export interface QueryRow {
  operator: QueryOperator;
  field: AdvancedField;
  value: string;
}

const OPERATOR_WORDS = new Set<string>(QUERY_OPERATORS);

/**
 * One term of the syntax, or null for a blank value. Values with spaces, brackets or a colon,
 * and the operator words themselves, are quoted (an exact phrase); the syntax has no escape
 * for a double quote inside a phrase, so those become spaces.
 */
export function formatTerm(field: AdvancedField, value: string): string | null {
  const clean = value.replace(/"/g, ' ').replace(/\s+/g, ' ').trim();
  if (!clean) return null;
  const quoted = /[\s():]/.test(clean) || OPERATOR_WORDS.has(clean) ? `"${clean}"` : clean;
  return field === 'keyword' ? quoted : `${field}:${quoted}`;
}

/**
 * The query the builder's rows stand for, read top to bottom: each row combines with
 * everything above it, so a change of operator brackets what came before
 * (`(a AND b) OR c`) instead of letting AND bind tighter than the reader expects.
 * Blank rows are skipped; no filled row gives ''.
 */
export function buildQuery(rows: readonly QueryRow[]): string {
  let query = '';
  let terms = 0;
  let previous: 'and' | 'or' | null = null;
  for (const row of rows) {
    const term = formatTerm(row.field, row.value);
    if (term === null) continue;
    if (terms === 0) {
      query = term;
    } else {
      const family = row.operator === 'OR' ? 'or' : 'and';
      if (previous !== null && previous !== family && terms > 1) query = `(${query})`;
      query = `${query} ${row.operator === 'NOT' ? 'AND NOT' : row.operator} ${term}`;
      previous = family;
    }
    terms += 1;
  }
  return query;
}

/** The first mistake in an advanced query, or null when the server will accept it. */
export function validateQuery(query: string): QuerySyntaxError | null {
  try {
    parseAdvancedQuery(query);
    return null;
  } catch (error) {
    if (error instanceof QueryParseError) return { key: error.key, position: error.position };
    throw error;
  }
}
