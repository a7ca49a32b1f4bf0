import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { bookPickerQuery } from '../api/queries/teaching';
import type { ProgramBook } from '../api/contract';
import { token } from '../theme';
import { useApi } from '../widget/hooks';
import { Button } from './Button';
import { TextField } from './TextField';
import { useDebouncedValue } from './useDebouncedValue';

const Box = styled.fieldset`
  margin: 0;
  padding: 8px 12px;
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
  legend {
    padding: 0 4px;
    font-weight: 600;
  }
  ul {
    margin: 4px 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding: 4px 0;
    border-bottom: 1px solid ${token('--lp-color-border')};
  }
  h3 {
    margin: 8px 0 0;
    font-size: 1em;
  }
  p {
    margin: 4px 0;
    color: ${token('--lp-color-text-muted')};
  }
`;

const bookLabel = (b: ProgramBook) => (b.author ? `${b.title}（${b.author}）` : b.title);

/**
 * Chooses catalogue books (a reading program's, a reading goal's): a search through the
 * search box's suggestion call, 300 ms after the last key, and the chosen list.
 * Titles are text, never markup.
 */
export function BookPicker({
  legend,
  chosen,
  max,
  onChange,
}: {
  legend: string;
  chosen: ProgramBook[];
  max: number;
  onChange: (books: ProgramBook[]) => void;
}) {
  const { t } = useTranslation('teaching');
  const api = useApi();
  const resultsId = useId();
  const [keywords, setKeywords] = useState('');
  const debounced = useDebouncedValue(keywords.trim(), 300);
  const found = useQuery(bookPickerQuery(api, debounced));
  const chosenIds = new Set(chosen.map((b) => b.bookid));
  const full = chosen.length >= max;
  const results = (found.data ?? []).filter((b) => !chosenIds.has(b.bookid));
  return (
    <Box>
      <legend>{legend}</legend>
      <h3>{t('picker.chosen')}</h3>
      {chosen.length === 0 ? (
        <p>{t('picker.noneChosen')}</p>
      ) : (
        <ul>
          {chosen.map((b) => (
            <li key={b.bookid}>
              <span>{bookLabel(b)}</span>
              <Button
                type="button"
                $variant="secondary"
                aria-label={t('picker.remove', { title: b.title })}
                onClick={() => onChange(chosen.filter((c) => c.bookid !== b.bookid))}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      <TextField
        label={t('picker.search')}
        placeholder={t('picker.searchHint')}
        type="search"
        value={keywords}
        maxLength={64}
        aria-controls={resultsId}
        onChange={(event) => setKeywords(event.target.value)}
      />
      {full ? <p role="status">{t('picker.tooMany', { max })}</p> : null}
      <div id={resultsId} aria-live="polite">
        {debounced && found.isSuccess ? (
          results.length === 0 ? (
            <p>{t('picker.none')}</p>
          ) : (
            <ul aria-label={t('picker.results')}>
              {results.slice(0, 10).map((s) => {
                const b = { bookid: s.bookid, title: s.bookname, author: s.author };
                return (
                  <li key={b.bookid}>
                    <span>{bookLabel(b)}</span>
                    <Button
                      type="button"
                      $variant="secondary"
                      disabled={full}
                      aria-label={t('picker.add', { title: b.title })}
                      onClick={() => onChange([...chosen, b])}
                    >
                      +
                    </Button>
                  </li>
                );
              })}
            </ul>
          )
        ) : null}
      </div>
    </Box>
  );
}
