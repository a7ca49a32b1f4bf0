import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  ErrorState,
  Loading,
  NEWS_TYPES,
  newsListQuery,
  OrganizationGate,
  PlainList,
  toCount,
  useApi,
  useLpEvent,
  type CommonWidgetSettings,
  type LpEvent,
  type NewsSummary,
  type NewsType,
} from '../../core';
import { Pager } from '../../core/ui/Pager';
import { PublishedDate } from './PublishedDate';
import { Count, Heading, Item, ItemTitle, Summary, TitleButton } from './styles';

/**
 * An opened item (and DOMPurify with it) is a separate chunk, fetched when a reader shows
 * interest in an item: a page that only lists news, or routes to its own news page, never
 * downloads the sanitiser.
 */
const loadDetail = () => import('./NewsDetail');
const NewsDetailView = lazy(() =>
  loadDetail().then((module) => ({ default: module.NewsDetailView })),
);
const preloadDetail = () => void loadDetail().catch(() => undefined);

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;
/** The portal's news page (/infos takes query type). */
export const NEWS_PATH = '/infos';

/** DESIGN.md's attribute values (news, notices, activities) and the contract's singular ones. */
const TYPE_ALIASES: Record<string, NewsType> = {
  news: 'news',
  notice: 'notice',
  notices: 'notice',
  activity: 'activity',
  activities: 'activity',
};

/** The news type an attribute names; anything unknown is `news`. */
export function toNewsType(value: string | null | undefined): NewsType {
  const type = TYPE_ALIASES[(value ?? '').trim().toLowerCase()];
  return type && NEWS_TYPES.includes(type) ? type : 'news';
}

/** A usable page size: default 10, at most 50. */
export function toPageSize(value: number | null | undefined): number {
  return toCount(value, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
}

export interface NewsListProps extends CommonWidgetSettings {
  /** `news` (default), `notices` or `activities` (the singular forms too). */
  type?: string;
  /** Items per page: default 10, at most 50. */
  pageSize?: number;
  /**
   * Fired (cancelable) with `{path: '/infos', query: {type, id}}` when an item is opened.
   * If nobody cancels it, the item is shown inside the widget.
   */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

function NewsItem({
  item,
  onOpen,
  buttonRef,
}: {
  item: NewsSummary;
  onOpen: (item: NewsSummary) => void;
  buttonRef: (element: HTMLButtonElement | null) => void;
}) {
  return (
    <Item part="item">
      <ItemTitle>
        <TitleButton
          ref={buttonRef}
          type="button"
          onClick={() => onOpen(item)}
          onPointerEnter={preloadDetail}
          onFocus={preloadDetail}
        >
          {item.title}
        </TitleButton>
      </ItemTitle>
      <PublishedDate iso={item.publishedat} />
      {item.summary ? <Summary>{item.summary}</Summary> : null}
    </Item>
  );
}

function NewsPage({
  organizationid,
  type,
  pageSize,
  page,
  setPage,
  onOpen,
  focusItemId,
}: {
  organizationid: number;
  type: NewsType;
  pageSize: number;
  page: number;
  setPage: (page: number) => void;
  onOpen: (item: NewsSummary) => void;
  /** Back from an item: focus returns to its title. */
  focusItemId: number | null;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const itemButtons = useRef(new Map<number, HTMLButtonElement>());
  const pendingFocus = useRef(focusItemId);
  // eslint-disable-next-line no-restricted-syntax -- focus bookkeeping after a page change, not a write guard
  const paged = useRef(false);

  const news = useQuery({
    ...newsListQuery(api, organizationid, type, page, pageSize),
    placeholderData: keepPreviousData,
  });

  // Back from an item: its title gets the focus again (the page is in the cache).
  useEffect(() => {
    const id = pendingFocus.current;
    if (id === null || !news.data) return;
    pendingFocus.current = null;
    (itemButtons.current.get(id) ?? headingRef.current)?.focus();
  }, [news.data]);

  // A new page from the pager: its heading comes into view (the pager keeps the focus).
  useEffect(() => {
    if (!paged.current) return;
    paged.current = false;
    const heading = headingRef.current;
    if (heading && typeof heading.scrollIntoView === 'function') {
      heading.scrollIntoView({ block: 'nearest' });
    }
  }, [page]);

  const heading = (
    <Heading id={headingId} ref={headingRef} tabIndex={-1}>
      {t(`news.heading_${type}`)}
    </Heading>
  );

  if (news.isPending) {
    return (
      <section aria-labelledby={headingId}>
        {heading}
        <Loading />
      </section>
    );
  }
  if (news.isError) {
    return (
      <section aria-labelledby={headingId}>
        {heading}
        <ErrorState />
      </section>
    );
  }

  const { total, list } = news.data;

  return (
    <section aria-labelledby={headingId} aria-busy={news.isFetching}>
      {heading}
      <Count role="status">{t('news.total', { count: total })}</Count>
      {list.length === 0 ? (
        <EmptyState />
      ) : (
        <PlainList part="list">
          {list.map((item) => (
            <NewsItem
              key={item.id}
              item={item}
              onOpen={onOpen}
              buttonRef={(element) => {
                if (element) itemButtons.current.set(item.id, element);
                else itemButtons.current.delete(item.id);
              }}
            />
          ))}
        </PlainList>
      )}
      <Pager
        page={page}
        total={total}
        pageSize={pageSize}
        label={t('news.pagination', { list: t(`news.heading_${type}`) })}
        onPage={(next) => {
          paged.current = true;
          setPage(next);
        }}
      />
    </section>
  );
}

function NewsBrowser({
  organizationid,
  type,
  pageSize,
  onNavigate,
}: {
  organizationid: number;
  type: NewsType;
  pageSize: number;
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}) {
  const emitNavigate = useLpEvent('lp-navigate', onNavigate, true);
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<NewsSummary | null>(null);
  const [returnTo, setReturnTo] = useState<number | null>(null);

  const open = (item: NewsSummary) => {
    // The page may route to its own news page; if nobody cancels, the item opens here.
    if (emitNavigate({ path: NEWS_PATH, query: { type, id: item.id } })) setOpened(item);
  };

  if (opened) {
    return (
      <Suspense fallback={<Loading />}>
        <NewsDetailView
          organizationid={organizationid}
          item={opened}
          date={<PublishedDate iso={opened.publishedat} />}
          onBack={() => {
            setReturnTo(opened.id);
            setOpened(null);
          }}
        />
      </Suspense>
    );
  }
  return (
    <NewsPage
      organizationid={organizationid}
      type={type}
      pageSize={pageSize}
      page={page}
      setPage={setPage}
      onOpen={open}
      focusItemId={returnTo}
    />
  );
}

/**
 * News, notices or activities: a paged list of titles, dates and summaries;
 * opening one fires a cancelable `lp-navigate`, and otherwise shows the item in place, its
 * body sanitised, with a way back to the same page of the list.
 */
export function NewsList({ type, pageSize, onNavigate }: NewsListProps) {
  const newsType = toNewsType(type);
  const size = toPageSize(pageSize);
  return (
    <OrganizationGate>
      {(organization) => (
        // Another type or page size starts again on page 1.
        <NewsBrowser
          key={`${organization.id}-${newsType}-${size}`}
          organizationid={organization.id}
          type={newsType}
          pageSize={size}
          onNavigate={onNavigate}
        />
      )}
    </OrganizationGate>
  );
}
