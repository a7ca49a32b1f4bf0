import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  FieldLabel,
  FormError,
  QueryStates,
  MIN_FOLLOW_SEARCH,
  MAX_FOLLOW_SEARCH,
  readerSearchQuery,
  useApi,
  type ReaderBrief,
} from '../../core';
import { Muted } from '../../core/ui/AccountTable';
import { FollowButton } from './FollowButton';
import { ReaderLine } from './ReaderLine';
import { People, Person, Row, SearchInput, SectionHeading } from './styles';

/**
 * Find a reader of the organisation by name or whole reader code (the server searches only
 * the reader's own organisation, a few at a time, and limits how often). Only readers who
 * chose to show their name are found by it; the others by their whole code, as the hint says.
 */
export function ReaderSearch({ onToggle }: { onToggle: (reader: ReaderBrief) => void }) {
  const { t } = useTranslation('people');
  const api = useApi();
  const headingId = useId();
  const fieldId = useId();
  const errorId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [error, setError] = useState('');
  const results = useQuery({ ...readerSearchQuery(api, keyword), enabled: keyword !== '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = text.trim();
    if ([...typed].length < MIN_FOLLOW_SEARCH) {
      setError(t('connections.searchTooShort', { min: MIN_FOLLOW_SEARCH }));
      inputRef.current?.focus();
      return;
    }
    setError('');
    setKeyword(typed);
  };

  const body =
    keyword === '' ? null : (
      <QueryStates
        query={results}
        error={<FormError role="alert">{results.error?.message}</FormError>}
        empty={<Muted role="status">{t('connections.noMatch')}</Muted>}
      >
        {(readers) => (
          <People aria-label={t('connections.results')} part="results">
            {readers.map((reader) => (
              <Person key={reader.readerid}>
                <Row style={{ justifyContent: 'space-between' }}>
                  <ReaderLine reader={reader} />
                  <FollowButton reader={reader} onToggle={onToggle} />
                </Row>
              </Person>
            ))}
          </People>
        )}
      </QueryStates>
    );

  return (
    <section aria-labelledby={headingId} part="search">
      <SectionHeading id={headingId}>{t('connections.searchHeading')}</SectionHeading>
      <form noValidate onSubmit={submit} role="search" aria-labelledby={headingId}>
        <FieldLabel htmlFor={fieldId}>{t('connections.searchLabel')}</FieldLabel>
        <Row>
          <SearchInput
            ref={inputRef}
            id={fieldId}
            type="search"
            value={text}
            maxLength={MAX_FOLLOW_SEARCH}
            placeholder={t('connections.searchPlaceholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError('');
            }}
          />
          <Button type="submit">{t('connections.search')}</Button>
        </Row>
        <Muted id={hintId}>{t('connections.searchHint')}</Muted>
        {error ? (
          <FormError id={errorId} role="alert">
            {error}
          </FormError>
        ) : null}
      </form>
      {body}
    </section>
  );
}
