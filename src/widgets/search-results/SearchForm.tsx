import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FieldLabel } from '../../core';
import {
  ADVANCED_FIELDS,
  QUERY_OPERATORS,
  buildQuery,
  validateQuery,
  type AdvancedField,
  type QueryOperator,
  type QueryRow,
  type QuerySyntaxError,
} from './query-syntax';
import {
  Advanced,
  Basic,
  Box,
  ErrorMessage,
  Group,
  Help,
  Hint,
  Input,
  Marked,
  OperatorSelect,
  OperatorSpacer,
  Row,
  Rows,
  Select,
} from './styles';

/** What went wrong with the advanced query: a located syntax error, or the server's message. */
export type QueryProblem = { syntax: QuerySyntaxError } | { message: string };

const INITIAL_ROWS: QueryRow[] = [
  { operator: 'AND', field: 'title', value: '' },
  { operator: 'AND', field: 'author', value: '' },
];

/** The query with the character at `position` marked (a space is marked at the end). */
function MarkedQuery({ query, position }: { query: string; position: number }) {
  const at = Math.min(Math.max(position, 0), query.length);
  return (
    <Marked>
      {query.slice(0, at)}
      <mark>{query.slice(at, at + 1) || ' '}</mark>
      {query.slice(at + 1)}
    </Marked>
  );
}

function QueryBuilder({
  rows,
  onChange,
}: {
  rows: QueryRow[];
  onChange: (rows: QueryRow[]) => void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const update = (index: number, patch: Partial<QueryRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <Group aria-describedby={hintId}>
      <legend>{t('advanced.builder')}</legend>
      <Hint id={hintId}>{t('advanced.builderHint')}</Hint>
      <Rows>
        {rows.map((row, index) => {
          const number = index + 1;
          return (
            <li key={index}>
              <Row role="group" aria-label={t('advanced.row', { index: number })}>
                {index > 0 ? (
                  <OperatorSelect
                    aria-label={t('advanced.operator', { index: number })}
                    value={row.operator}
                    onChange={(event) =>
                      update(index, { operator: event.target.value as QueryOperator })
                    }
                  >
                    {QUERY_OPERATORS.map((operator) => (
                      <option key={operator} value={operator}>
                        {t(`advanced.operators.${operator}`)}
                      </option>
                    ))}
                  </OperatorSelect>
                ) : (
                  // Keeps the first row's field under the others' (it has no operator).
                  <OperatorSpacer aria-hidden="true" />
                )}
                <Select
                  aria-label={t('advanced.field', { index: number })}
                  value={row.field}
                  onChange={(event) =>
                    update(index, { field: event.target.value as AdvancedField })
                  }
                >
                  {ADVANCED_FIELDS.map((field) => (
                    <option key={field} value={field}>
                      {t(`advanced.fields.${field}`)}
                    </option>
                  ))}
                </Select>
                <Input
                  aria-label={t('advanced.value', { index: number })}
                  style={{ flex: '1 1 160px' }}
                  value={row.value}
                  onChange={(event) => update(index, { value: event.target.value })}
                />
                <Button
                  type="button"
                  $variant="ghost"
                  disabled={rows.length <= 1}
                  aria-label={t('advanced.removeRow', { index: number })}
                  onClick={() => onChange(rows.filter((_, i) => i !== index))}
                >
                  <span aria-hidden="true">×</span>
                </Button>
              </Row>
            </li>
          );
        })}
      </Rows>
      <div style={{ marginTop: 8 }}>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => onChange([...rows, { operator: 'AND', field: 'keyword', value: '' }])}
        >
          {t('advanced.addRow')}
        </Button>
      </div>
    </Group>
  );
}

/**
 * Basic and advanced search (docs/product-rules.md, "Validation"): a keyword; or a query in the
 * syntax, typed or built with the form, refused when empty and checked before it is sent. A mistake
 * is shown where it is: the message, the query with the place marked, and the caret moved there.
 */
export function SearchForm({
  keyword,
  query,
  problem,
  onSearch,
  onAdvancedSearch,
}: {
  keyword: string;
  query: string;
  /** A problem with `query` found outside the form (the server's 40002, or a URL's query). */
  problem: QueryProblem | null;
  onSearch: (keyword: string) => void;
  onAdvancedSearch: (query: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const queryRef = useRef<HTMLInputElement>(null);
  const [keywordText, setKeywordText] = useState(keyword);
  const [queryText, setQueryText] = useState(query);
  const [advancedOpen, setAdvancedOpen] = useState(query !== '');
  const [rows, setRows] = useState(INITIAL_ROWS);
  const [ownProblem, setOwnProblem] = useState<QueryProblem | null>(null);
  // Move the caret to a problem only when the reader just submitted, not on page load.
  // eslint-disable-next-line no-restricted-syntax -- focus bookkeeping after a submit, not a write guard
  const focusProblem = useRef(false);

  // A new search from outside (the URL, a hot word) replaces what is typed.
  const [shown, setShown] = useState({ keyword, query });
  if (shown.keyword !== keyword || shown.query !== query) {
    setShown({ keyword, query });
    setKeywordText(keyword);
    setQueryText(query);
    setOwnProblem(null);
    if (query) setAdvancedOpen(true);
  }

  // The outside problem concerns `query`: shown while the field still holds it.
  const current = ownProblem ?? (problem && queryText === query ? problem : null);
  const syntax = current && 'syntax' in current ? current.syntax : null;
  const message = current
    ? 'syntax' in current
      ? t(`advanced.errors.${current.syntax.key}`, { position: current.syntax.position + 1 })
      : current.message
    : null;
  const errorId = `${id}-query-error`;

  useEffect(() => {
    if (!current || !focusProblem.current || !advancedOpen) return;
    focusProblem.current = false;
    const input = queryRef.current;
    if (!input) return;
    input.focus();
    const at = syntax ? Math.min(syntax.position, input.value.length) : input.value.length;
    input.setSelectionRange(at, Math.min(at + 1, input.value.length));
  }, [current, syntax, advancedOpen]);

  const submitBasic = (event: FormEvent) => {
    event.preventDefault();
    onSearch(keywordText.trim());
  };

  const submitAdvanced = (event: FormEvent) => {
    event.preventDefault();
    const text = queryText.trim();
    setQueryText(text);
    focusProblem.current = true;
    const found = validateQuery(text);
    if (found) {
      setOwnProblem({ syntax: found });
      return;
    }
    setOwnProblem(null);
    onAdvancedSearch(text);
  };

  return (
    <Box part="search-form">
      <Basic role="search" aria-label={t('searchPage.form')} onSubmit={submitBasic}>
        <FieldLabel htmlFor={`${id}-keyword`}>{t('searchPage.keywordLabel')}</FieldLabel>
        <Row>
          <Input
            id={`${id}-keyword`}
            type="search"
            enterKeyHint="search"
            style={{ flex: '1 1 240px' }}
            placeholder={t('searchPage.keywordPlaceholder')}
            value={keywordText}
            onChange={(event) => setKeywordText(event.target.value)}
          />
          <Button type="submit">{t('searchPage.submit')}</Button>
          <Button
            type="button"
            $variant="ghost"
            aria-expanded={advancedOpen}
            aria-controls={`${id}-advanced`}
            onClick={() => setAdvancedOpen((open) => !open)}
          >
            {t('searchPage.advanced')}
          </Button>
        </Row>
      </Basic>
      {advancedOpen ? (
        <Advanced
          id={`${id}-advanced`}
          role="search"
          aria-label={t('advanced.form')}
          noValidate
          onSubmit={submitAdvanced}
        >
          <FieldLabel htmlFor={`${id}-query`}>{t('advanced.label')}</FieldLabel>
          <Row>
            <Input
              ref={queryRef}
              id={`${id}-query`}
              style={{ flex: '1 1 280px', fontFamily: 'monospace' }}
              spellCheck={false}
              autoComplete="off"
              placeholder={t('advanced.placeholder')}
              value={queryText}
              aria-invalid={current ? true : undefined}
              aria-describedby={current ? errorId : undefined}
              onChange={(event) => {
                setQueryText(event.target.value);
                setOwnProblem(null);
              }}
            />
            <Button type="submit">{t('advanced.submit')}</Button>
          </Row>
          {current ? (
            <ErrorMessage id={errorId} role="alert">
              {message}
              {syntax && queryText ? (
                <>
                  <span> {t('advanced.errorAt')}</span>
                  <MarkedQuery query={queryText} position={syntax.position} />
                </>
              ) : null}
            </ErrorMessage>
          ) : null}
          <Help>
            <summary>{t('advanced.help')}</summary>
            <ul>
              <li>{t('advanced.helpFields')}</li>
              <li>{t('advanced.helpOperators')}</li>
              <li>{t('advanced.helpGroups')}</li>
              <li>{t('advanced.helpQuotes')}</li>
            </ul>
          </Help>
          <QueryBuilder
            rows={rows}
            onChange={(next) => {
              setRows(next);
              setQueryText(buildQuery(next));
              setOwnProblem(null);
            }}
          />
        </Advanced>
      ) : null}
    </Box>
  );
}
