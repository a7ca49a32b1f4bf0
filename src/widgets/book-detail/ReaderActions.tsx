import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  Button,
  collectStateQuery,
  collectToggle,
  recommendAdd,
  recommendStateQuery,
  useApi,
  useApiMutation,
  useSession,
  type LpEvent,
} from '../../core';
import { useActionFeedback } from './feedback';
import { ShelveButton } from './ShelveButton';
import { ActionGroup, ActionNote, ToggleButton } from './styles';

function CollectButton({ bookid, userId }: { bookid: number; userId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const feedback = useActionFeedback();
  const toggling = useApiMutation(collectToggle);
  const state = useQuery(collectStateQuery(api, userId, bookid));
  const collected = state.data?.collected === true;

  const toggle = async () => {
    const result = await toggling.run({ bookid, userId });
    if (!result) return;
    if (!result.ok) {
      feedback.failed('bookDetail.collectFailed', result);
      return;
    }
    feedback.succeeded(
      result.data.collected ? 'bookDetail.collectedToast' : 'bookDetail.uncollectedToast',
    );
  };

  return (
    <ToggleButton
      type="button"
      $variant="secondary"
      // A toggle keeps its name; the pressed state (and the star) says whether it is on.
      aria-pressed={collected}
      // Until the state is known a click could do the opposite of what the reader sees.
      disabled={toggling.isPending || state.isPending}
      onClick={() => void toggle()}
    >
      <span aria-hidden="true">{collected ? '★' : '☆'}</span>
      {t('bookDetail.collect')}
    </ToggleButton>
  );
}

function RecommendButton({ bookid, userId }: { bookid: number; userId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const feedback = useActionFeedback();
  const recommending = useApiMutation(recommendAdd);
  const state = useQuery(recommendStateQuery(api, userId, bookid));
  const recommended = state.data?.recommended === true;

  const recommend = async () => {
    const result = await recommending.run({ bookid, userId });
    if (!result) return;
    if (!result.ok) {
      feedback.failed('bookDetail.recommendFailed', result);
      return;
    }
    feedback.succeeded('bookDetail.recommendedToast');
  };

  return (
    <>
      <Button
        type="button"
        $variant="secondary"
        disabled={recommending.isPending || state.isPending || recommended}
        onClick={() => void recommend()}
      >
        {recommended ? t('bookDetail.recommended') : t('bookDetail.recommend')}
      </Button>
      {state.data && state.data.count > 0 ? (
        <ActionNote>{t('bookDetail.recommendCount', { count: state.data.count })}</ActionNote>
      ) : null}
    </>
  );
}

/**
 * Pre-borrow, collect, recommend-to-library and shelve. Collect and recommend need a login: a
 * logged-out reader's click goes to the login page and back; shelve asks first.
 */
export function ReaderActions({
  bookid,
  onPreBorrow,
  onLogin,
  onNavigate,
}: {
  bookid: number;
  onPreBorrow: () => void;
  onLogin: () => void;
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const userId = session.isLogin ? session.user?.id : undefined;
  return (
    <ActionGroup role="group" aria-label={t('bookDetail.actions')} part="actions">
      <Button type="button" onClick={onPreBorrow}>
        {t('bookDetail.preBorrow')}
      </Button>
      {userId !== undefined ? (
        <>
          <CollectButton bookid={bookid} userId={userId} />
          <RecommendButton bookid={bookid} userId={userId} />
        </>
      ) : (
        <>
          <Button type="button" $variant="secondary" onClick={onLogin}>
            <span aria-hidden="true">☆</span>
            {t('bookDetail.collect')}
          </Button>
          <Button type="button" $variant="secondary" onClick={onLogin}>
            {t('bookDetail.recommend')}
          </Button>
        </>
      )}
      <ShelveButton bookid={bookid} onNavigate={onNavigate} />
    </ActionGroup>
  );
}
