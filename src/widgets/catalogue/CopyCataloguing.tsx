import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  Button,
  copyCataloguingSearchQuery,
  copyCataloguingTake,
  cataloguingSourcesQuery,
  QueryStates,
  useApi,
  useApiMutation,
  type CopyCataloguingCandidate,
} from '../../core';
import { SubHeading } from '../../core/ui/staff/styles';
import { Actions, Live, Muted, Panel, Record, Records, SearchForm } from './styles';

/**
 * Copy cataloguing: an ISBN asked of one of the library's SRU sources, the candidate records,
 * and "take" with an optional first copy's barcode — the record is then this library's.
 */
export function CopyCataloguing() {
  const { t } = useTranslation('catalogue');
  const api = useApi();
  const id = useId();
  const sources = useQuery(cataloguingSourcesQuery(api));
  const [isbn, setIsbn] = useState('');
  const [source, setSource] = useState('');
  const [asked, setAsked] = useState<{ isbn: string; source: string } | null>(null);
  const chosen = source || sources.data?.[0]?.name || '';
  return (
    <Panel aria-labelledby={`${id}-h`}>
      <SubHeading id={`${id}-h`}>{t('copyCataloguing')}</SubHeading>
      <QueryStates query={sources} empty={<Muted>{t('noSources')}</Muted>}>
        {(list) => (
          <SearchForm
            onSubmit={(event) => {
              event.preventDefault();
              if (isbn.trim()) setAsked({ isbn: isbn.trim(), source: chosen });
            }}
          >
            <label htmlFor={`${id}-isbn`}>{t('isbn')}</label>
            <input
              id={`${id}-isbn`}
              value={isbn}
              maxLength={20}
              inputMode="numeric"
              onChange={(event) => setIsbn(event.target.value)}
            />
            <label htmlFor={`${id}-source`}>{t('source')}</label>
            <select
              id={`${id}-source`}
              value={chosen}
              onChange={(event) => setSource(event.target.value)}
            >
              {list.map(({ name }) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
            <Button type="submit" $variant="primary">
              {t('searchSource')}
            </Button>
          </SearchForm>
        )}
      </QueryStates>
      {asked && <Candidates isbn={asked.isbn} source={asked.source} />}
    </Panel>
  );
}

function Candidates({ isbn, source }: { isbn: string; source: string }) {
  const { t } = useTranslation('catalogue');
  const api = useApi();
  const query = useQuery(copyCataloguingSearchQuery(api, isbn, source));
  if (query.isError && query.error instanceof ApiError) {
    return <Live role="alert">{query.error.message}</Live>;
  }
  return (
    <QueryStates
      query={query}
      isEmpty={(data) => data.candidates.length === 0}
      empty={<Muted role="status">{t('noCandidates')}</Muted>}
    >
      {(data) => (
        <>
          <Muted role="status">{t('candidates', { count: data.candidates.length })}</Muted>
          <Records>
            {data.candidates.map((candidate) => (
              <CandidateItem
                key={candidate.recordid}
                candidate={candidate}
                isbn={isbn}
                source={data.source}
              />
            ))}
          </Records>
        </>
      )}
    </QueryStates>
  );
}

function CandidateItem(props: {
  candidate: CopyCataloguingCandidate;
  isbn: string;
  source: string;
}) {
  const { candidate } = props;
  const { t } = useTranslation('catalogue');
  const id = useId();
  const take = useApiMutation(copyCataloguingTake);
  const [barcode, setBarcode] = useState('');
  const [said, setSaid] = useState('');
  const facts = [candidate.author, candidate.publisher, candidate.year, candidate.isbn].filter(
    Boolean,
  );
  return (
    <Record aria-labelledby={`${id}-t`}>
      <strong id={`${id}-t`}>{candidate.title}</strong>
      <Muted>{facts.join(' · ')}</Muted>
      {candidate.existingid !== null && <Muted>{t('alreadyHave')}</Muted>}
      <SearchForm
        onSubmit={async (event) => {
          event.preventDefault();
          const result = await take.run({
            source: props.source,
            isbn: props.isbn,
            recordid: candidate.recordid,
            ...(barcode.trim() ? { barcode: barcode.trim() } : {}),
          });
          if (!result) return;
          setSaid(
            result.ok
              ? t(`taken_${result.data.outcome}`, { title: result.data.title })
              : result.msg,
          );
        }}
      >
        <label htmlFor={`${id}-b`}>{t('firstCopyBarcode')}</label>
        <input
          id={`${id}-b`}
          value={barcode}
          maxLength={32}
          onChange={(event) => setBarcode(event.target.value)}
        />
        <Actions>
          <Button type="submit" $variant="primary" disabled={take.isPending}>
            {t('take')}
          </Button>
        </Actions>
      </SearchForm>
      <Live role="status">{said}</Live>
    </Record>
  );
}
