import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  MEDIA_KINDS,
  OrganizationGate,
  mediaListQuery,
  QueryStates,
  useApi,
  useNavigateTo,
  useSession,
  type CommonWidgetSettings,
  type LpEvent,
  type MediaKind,
} from '../../core';
import { Muted } from '../../core/ui/AccountTable';
import { BookPaths, loginRedirect } from '../../core/ui/book';
import { LoginPrompt } from '../../core/ui/LoginPrompt';
import { Pager } from '../../core/ui/Pager';
import { MediaCard } from './MediaCard';
import { Grid, Heading, Meta, Toolbar } from './styles';

export const MEDIA_PAGE_SIZE = 12;
const TABS = ['all', ...MEDIA_KINDS] as const;
type Tab = (typeof TABS)[number];
const tabOf = (kind: string | undefined): Tab =>
  TABS.includes(kind as Tab) ? (kind as Tab) : 'all';

export interface StoryMediaProps extends CommonWidgetSettings {
  /** The kind shown first: `all` (default), `audio`, `video` or `album`. */
  kind?: string;
  /** The heading (default 故事会). */
  heading?: string;
  /** Cancelable `lp-navigate`: /player {id} to play an item, /login when logged out. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

/**
 * The library's story audio, videos and albums (/storyTelling, /album), by kind: a
 * visitor sees what the library published and is offered to log in for the rest.
 */
export function StoryMedia(props: StoryMediaProps) {
  const { t } = useTranslation('media');
  const headingId = useId();
  const session = useSession();
  const navigateTo = useNavigateTo(props.onNavigate);
  const [tab, setTab] = useState<Tab>(tabOf(props.kind));
  const [page, setPage] = useState(1);
  const here = tab === 'album' ? '/album' : '/storyTelling';
  return (
    <section aria-labelledby={headingId} part="story-media">
      <Heading id={headingId}>{props.heading || t('list.heading')}</Heading>
      {session.isLogin ? null : (
        <LoginPrompt
          message={t('gate.more')}
          action={t('gate.login')}
          onLogin={() => navigateTo(BookPaths.login, loginRedirect(here, {}))}
        />
      )}
      <OrganizationGate>
        {(organization) => (
          <>
            <Toolbar role="group" aria-label={t('list.kinds')} part="kinds">
              {TABS.map((name) => (
                <Button
                  key={name}
                  type="button"
                  $variant={name === tab ? 'primary' : 'secondary'}
                  aria-pressed={name === tab}
                  onClick={() => {
                    setTab(name);
                    setPage(1);
                  }}
                >
                  {t(`list.kind_${name}`)}
                </Button>
              ))}
            </Toolbar>
            <MediaList
              organizationid={organization.id}
              kind={tab === 'all' ? undefined : tab}
              page={page}
              onPage={setPage}
              onNavigate={props.onNavigate}
            />
          </>
        )}
      </OrganizationGate>
    </section>
  );
}

function MediaList({
  organizationid,
  kind,
  page,
  onPage,
  onNavigate,
}: {
  organizationid: number;
  kind: MediaKind | undefined;
  page: number;
  onPage: (page: number) => void;
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}) {
  const { t } = useTranslation('media');
  const api = useApi();
  const items = useQuery(mediaListQuery(api, organizationid, kind, page, MEDIA_PAGE_SIZE));
  return (
    <QueryStates
      query={items}
      empty={<Muted>{t('list.empty')}</Muted>}
      isEmpty={(data) => data.total === 0}
    >
      {(data) => (
        <>
          <Meta role="status">{t('list.total', { count: data.total })}</Meta>
          <Grid part="list">
            {data.list.map((item) => (
              <MediaCard key={item.id} item={item} onNavigate={onNavigate} />
            ))}
          </Grid>
          <Pager
            page={page}
            total={data.total}
            pageSize={MEDIA_PAGE_SIZE}
            label={t('list.pagination')}
            onPage={onPage}
          />
        </>
      )}
    </QueryStates>
  );
}
