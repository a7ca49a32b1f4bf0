import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  QueryStates,
  rssDelete,
  rssSubscriptionsQuery,
  useApi,
  useApiMutation,
  useNavigateTo,
  useRuntime,
  useSession,
  type CommonWidgetSettings,
  type LpEvent,
  type RssSubscription,
} from '../../core';
import { BookPaths, loginRedirect } from '../../core/ui/book';
import { LoginPrompt } from '../../core/ui/LoginPrompt';
import { FeedItems } from './FeedItems';
import { Columns, Failure, Heading, Note, SectionHeading, Status, Toolbar } from './styles';
import { SubscriptionForm } from './SubscriptionForm';
import { Subscriptions } from './Subscriptions';

/** The portal's page: where a reader logging in from the widget comes back to. */
export const RSS_PAGE = '/rss-subscription';

export interface RssReaderProps extends CommonWidgetSettings {
  /** Cancelable `lp-navigate`: to /login when logged out. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

type Editing = null | 'new' | RssSubscription;

/** The signed-in part: subscriptions, the add/edit form, the chosen feed's items. */
function Reader() {
  const { t } = useTranslation('rss');
  const { t: tc } = useTranslation();
  const api = useApi();
  const { notifier } = useRuntime();
  const listId = useId();
  const subscriptions = useQuery(rssSubscriptionsQuery(api));
  const [editing, setEditing] = useState<Editing>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const removal = useApiMutation(rssDelete);
  const addButton = useRef<HTMLButtonElement>(null);

  const remove = async (subscription: RssSubscription) => {
    // A click while a removal runs does nothing; a second click while the dialog is open
    // shares it (same key), and once confirmed run sends one request and ignores the other.
    if (removal.isPending) return;
    const confirmed = await notifier.confirm({
      key: `rss-remove-${subscription.id}`,
      title: tc('common.tip'),
      text: t('removeConfirm', { name: subscription.name }),
      confirmText: t('remove'),
      cancelText: t('cancel'),
      tone: 'warning',
    });
    if (!confirmed) return;
    const result = await removal.run(subscription.id);
    if (!result) return;
    if (result.ok && selectedId === subscription.id) setSelectedId(null);
    setStatus(
      result.ok ? t('removed', { name: subscription.name }) : result.msg || t('deleteError'),
    );
  };

  const done = (saved: RssSubscription | null) => {
    if (saved) {
      setStatus(t(editing === 'new' ? 'added' : 'saved', { name: saved.name }));
      setSelectedId(saved.id);
    }
    setEditing(null);
    addButton.current?.focus();
  };

  const selected = subscriptions.data?.find((item) => item.id === selectedId);
  return (
    <>
      <Status role="status">{status}</Status>
      <Columns>
        <section aria-labelledby={listId} part="subscriptions">
          <Toolbar>
            <SectionHeading id={listId}>{t('subscriptions')}</SectionHeading>
            <Button
              ref={addButton}
              type="button"
              aria-expanded={editing === 'new'}
              onClick={() => setEditing('new')}
            >
              {t('add')}
            </Button>
          </Toolbar>
          {editing ? (
            <SubscriptionForm
              key={editing === 'new' ? 'new' : editing.id}
              editing={editing === 'new' ? undefined : editing}
              onDone={done}
            />
          ) : null}
          {/* Subscriptions says itself when there are none. */}
          <QueryStates
            query={subscriptions}
            error={<Failure role="alert">{subscriptions.error?.message || t('loadError')}</Failure>}
            isEmpty={() => false}
          >
            {(data) => (
              <Subscriptions
                subscriptions={data}
                selectedId={selectedId}
                onRead={(subscription) => setSelectedId(subscription.id)}
                onEdit={(subscription) => setEditing(subscription)}
                onRemove={(subscription) => void remove(subscription)}
              />
            )}
          </QueryStates>
        </section>
        {selected ? (
          <FeedItems key={selected.id} subscription={selected} />
        ) : subscriptions.data && subscriptions.data.length > 0 ? (
          <Note>{t('chooseFeed')}</Note>
        ) : null}
      </Columns>
    </>
  );
}

/**
 * RSS subscriptions (docs/product-rules.md, "The reader's own records", "Validation"): the reader's
 * feeds, added, edited and removed, and each one's items read as text. The server fetches the feeds
 * (through its address filter) and removes their markup. Logged out it offers the login and fills
 * in after it.
 */
export function RssReader(props: RssReaderProps) {
  const { t } = useTranslation('rss');
  const headingId = useId();
  const session = useSession();
  const navigateTo = useNavigateTo(props.onNavigate);
  return (
    <section aria-labelledby={headingId} part="rss-reader">
      <Heading id={headingId}>{t('heading')}</Heading>
      {session.isLogin ? (
        <Reader />
      ) : (
        <LoginPrompt
          message={t('loginRequired')}
          action={t('login')}
          onLogin={() => navigateTo(BookPaths.login, loginRedirect(RSS_PAGE, {}))}
        />
      )}
    </section>
  );
}
