import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Loading,
  rssFeedQuery,
  type RssSubscription,
  useApi,
  useLibraryTimeZone,
  VisuallyHidden,
} from '../../core';
import { formatDateTime } from '../../core/ui/format';
import { Failure, ItemTitle, Note, Row, Rows, SectionHeading, Summary, Toolbar } from './styles';

/**
 * A subscription's items, as the server sent them: text only (it removed every tag), shown as
 * text. A link opens in a new tab without handing the feed's site this page (noopener) or its
 * address (noreferrer).
 */
export function FeedItems({ subscription }: { subscription: RssSubscription }) {
  const { t, i18n } = useTranslation('rss');
  const timeZone = useLibraryTimeZone();
  const api = useApi();
  const headingId = useId();
  const feed = useQuery(rssFeedQuery(api, subscription.id));
  // A failed refresh of a feed already shown keeps the items and says so (refreshError).
  const refreshFailed = feed.isRefetchError;

  return (
    <section aria-labelledby={headingId} aria-busy={feed.isFetching} part="items">
      <Toolbar>
        <SectionHeading id={headingId}>{t('items', { name: subscription.name })}</SectionHeading>
        <Button
          type="button"
          $variant="secondary"
          disabled={feed.isFetching}
          onClick={() => void feed.refetch()}
        >
          {t('refresh')}
        </Button>
      </Toolbar>
      {feed.isPending ? (
        <Loading />
      ) : feed.isError && !feed.data ? (
        <Failure role="alert">
          <div>{t('getContentError')}</div>
          {feed.error.message ? <Note>{feed.error.message}</Note> : null}
        </Failure>
      ) : (
        <>
          {refreshFailed ? <Failure role="alert">{t('refreshError')}</Failure> : null}
          <Note>
            {t('fetchedAt', { time: formatDateTime(feed.data.fetchedat, i18n.language, timeZone) })}
          </Note>
          {feed.data.items.length === 0 ? (
            <Note>{t('noItems')}</Note>
          ) : (
            <Rows>
              {feed.data.items.map((item, index) => (
                <Row key={`${index}-${item.link ?? item.title}`}>
                  <div>
                    {item.link ? (
                      <ItemTitle href={item.link} target="_blank" rel="noopener noreferrer">
                        {item.title || item.link}
                        <VisuallyHidden> {t('opensInNewTab')}</VisuallyHidden>
                      </ItemTitle>
                    ) : (
                      <strong>{item.title}</strong>
                    )}
                    {item.published ? (
                      <Note>
                        {t('published', {
                          time: formatDateTime(item.published, i18n.language, timeZone),
                        })}
                      </Note>
                    ) : null}
                    {item.summary ? <Summary>{item.summary}</Summary> : null}
                  </div>
                </Row>
              ))}
            </Rows>
          )}
        </>
      )}
    </section>
  );
}
