import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ErrorState,
  QueryStates,
  followCountsQuery,
  followListQuery,
  useApi,
  type FollowListKind,
  type LpEvent,
  type ReaderBrief,
} from '../../core';
import { Muted } from '../../core/ui/AccountTable';
import { Pager } from '../../core/ui/Pager';
import { FollowEntryItem } from './FollowEntryItem';
import { People, SectionHeading, Switcher } from './styles';

export const FOLLOW_PAGE_SIZE = 10;
const KINDS: FollowListKind[] = ['following', 'fans'];

/** Whom the reader follows and who follows them (fans), one list at a time, paged. */
export function FollowLists({
  initial,
  onToggle,
  onNavigate,
}: {
  initial: FollowListKind;
  onToggle: (reader: ReaderBrief) => void;
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}) {
  const { t } = useTranslation('people');
  const api = useApi();
  const headingId = useId();
  const [kind, setKind] = useState<FollowListKind>(initial);
  const [page, setPage] = useState(1);
  const counts = useQuery(followCountsQuery(api));
  const list = useQuery(followListQuery(api, kind, page, FOLLOW_PAGE_SIZE));
  const countOf = (name: FollowListKind) =>
    (name === 'following' ? counts.data?.follows : counts.data?.fans) ?? 0;

  return (
    <section aria-labelledby={headingId} part="lists">
      <SectionHeading id={headingId}>{t('connections.lists')}</SectionHeading>
      <Switcher role="group" aria-labelledby={headingId}>
        {KINDS.map((name) => (
          <Button
            key={name}
            type="button"
            $variant={name === kind ? 'primary' : 'secondary'}
            aria-pressed={name === kind}
            onClick={() => {
              setKind(name);
              setPage(1);
            }}
          >
            {t(`connections.list_${name}`, { count: countOf(name) })}
          </Button>
        ))}
      </Switcher>
      <QueryStates
        query={list}
        error={<ErrorState />}
        empty={<Muted>{t(`connections.empty_${kind}`)}</Muted>}
      >
        {(data) => (
          <>
            <People aria-label={t(`connections.list_${kind}`, { count: data.total })} part="people">
              {data.list.map((entry) => (
                <FollowEntryItem
                  key={entry.readerid}
                  entry={entry}
                  onToggle={onToggle}
                  onNavigate={onNavigate}
                />
              ))}
            </People>
            <Pager
              page={page}
              total={data.total}
              pageSize={FOLLOW_PAGE_SIZE}
              label={t('connections.pagination')}
              onPage={setPage}
            />
          </>
        )}
      </QueryStates>
    </section>
  );
}
