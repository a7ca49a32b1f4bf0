import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  calendarFeedQuery,
  calendarReset,
  ErrorState,
  QueryStates,
  TextField,
  useApi,
  useApiMutation,
  useRuntime,
  type ApiClient,
  type CalendarFeed as CalendarFeedData,
} from '../../core';
import { StatusLine } from '../../core/ui/AccountTable';
import { Actions, Hint, SectionHeading, UrlRow } from './styles';

/**
 * The feed's full URL, for a calendar app on another device: the server's when it knows the
 * address readers use, else made from the API base (which may be relative).
 */
function feedUrl(api: ApiClient, feed: CalendarFeedData): string {
  if (feed.feedurl) return feed.feedurl;
  const base = api.baseURL.replace(/\/+$/, '');
  return new URL(base + feed.feedpath, globalThis.location?.href ?? 'http://localhost').href;
}

/**
 * The private calendar feed of due dates and pick-up deadlines. The address is the credential,
 * so it is asked for only when the reader wants it (not on every visit), and can be reset.
 */
export function CalendarFeed() {
  const { t } = useTranslation('circulation');
  const { t: tc } = useTranslation();
  const api = useApi();
  const { notifier } = useRuntime();
  const headingId = useId();
  const [shown, setShown] = useState(false);
  const feed = useQuery({ ...calendarFeedQuery(api), enabled: shown });
  const inputRef = useRef<HTMLInputElement>(null);
  const resetFeed = useApiMutation(calendarReset);
  const [status, setStatus] = useState('');

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t('myBorrow.calendarCopied'));
    } catch {
      // No clipboard (plain http, or refused): the address is selected for the reader to copy.
      inputRef.current?.select();
    }
  };

  const reset = async () => {
    // A click while the change runs does nothing; a second click while the dialog is open shares
    // it (same key), and once confirmed run sends one request and ignores the other (undefined).
    if (resetFeed.isPending) return;
    const confirmed = await notifier.confirm({
      key: 'calendar-reset',
      title: tc('common.tip'),
      text: t('myBorrow.calendarResetConfirm'),
      confirmText: t('myBorrow.calendarReset'),
      cancelText: tc('common.cancel'),
      tone: 'warning',
    });
    if (!confirmed) return;
    const result = await resetFeed.run();
    if (!result) return;
    setStatus(
      result.ok ? t('myBorrow.calendarResetDone') : result.msg || tc('common.requestError'),
    );
  };

  return (
    <section aria-labelledby={headingId} part="calendar">
      <SectionHeading id={headingId}>{t('myBorrow.calendarHeading')}</SectionHeading>
      <Hint>{t('myBorrow.calendarIntro')}</Hint>
      {!shown ? (
        <Actions>
          <Button type="button" $variant="secondary" onClick={() => setShown(true)}>
            {t('myBorrow.calendarShow')}
          </Button>
        </Actions>
      ) : (
        <QueryStates query={feed} error={<ErrorState />}>
          {(data) => (
            <>
              <UrlRow>
                <TextField
                  ref={inputRef}
                  label={t('myBorrow.calendarUrl')}
                  value={feedUrl(api, data)}
                  readOnly
                  onFocus={(event) => event.currentTarget.select()}
                />
              </UrlRow>
              <Actions>
                <Button type="button" onClick={() => void copy(feedUrl(api, data))}>
                  {t('myBorrow.calendarCopy')}
                </Button>
                <Button
                  type="button"
                  $variant="secondary"
                  aria-disabled={resetFeed.isPending || undefined}
                  onClick={() => void reset()}
                >
                  {t('myBorrow.calendarReset')}
                </Button>
              </Actions>
            </>
          )}
        </QueryStates>
      )}
      <StatusLine role="status">{status}</StatusLine>
    </section>
  );
}
