import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  ApiPath,
  Button,
  collectStateQuery,
  recommendStateQuery,
  token,
  useApi,
  useSession,
  type CollectState,
  type LpEvent,
  type RecommendState,
} from '../../core';
import { useActionFeedback } from './feedback';
import { ShelveButton } from './ShelveButton';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  margin-top: 12px;
`;

const Note = styled.span`
  color: ${token('--lp-color-text-muted')};
  font-size: 0.92em;
`;

const ToggleButton = styled(Button)`
  &[aria-pressed='true'] {
    border-color: ${token('--lp-color-primary-strong')};
    background: ${token('--lp-color-surface-alt')};
    font-weight: 600;
  }
`;

function CollectButton({ bookid, userId }: { bookid: number; userId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const feedback = useActionFeedback();
  const [busy, setBusy] = useState(false);
  const stateQuery = collectStateQuery(api, userId, bookid);
  const state = useQuery(stateQuery);
  const collected = state.data?.collected === true;

  const toggle = async () => {
    setBusy(true);
    const result = await api.post<CollectState>(ApiPath.collectToggle, {
      body: { bookid },
      silent: true,
    });
    setBusy(false);
    if (!result.ok) {
      feedback.failed('bookDetail.collectFailed', result);
      return;
    }
    queryClient.setQueryData(stateQuery.queryKey, result.data);
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
      disabled={busy || state.isPending}
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
  const queryClient = useQueryClient();
  const feedback = useActionFeedback();
  const [busy, setBusy] = useState(false);
  const stateQuery = recommendStateQuery(api, userId, bookid);
  const state = useQuery(stateQuery);
  const recommended = state.data?.recommended === true;

  const recommend = async () => {
    setBusy(true);
    const result = await api.post<RecommendState>(ApiPath.recommendAdd, {
      body: { bookid },
      silent: true,
    });
    setBusy(false);
    if (!result.ok) {
      feedback.failed('bookDetail.recommendFailed', result);
      return;
    }
    queryClient.setQueryData(stateQuery.queryKey, result.data);
    feedback.succeeded('bookDetail.recommendedToast');
  };

  return (
    <>
      <Button
        type="button"
        $variant="secondary"
        disabled={busy || state.isPending || recommended}
        onClick={() => void recommend()}
      >
        {recommended ? t('bookDetail.recommended') : t('bookDetail.recommend')}
      </Button>
      {state.data && state.data.count > 0 ? (
        <Note>{t('bookDetail.recommendCount', { count: state.data.count })}</Note>
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
    <Group role="group" aria-label={t('bookDetail.actions')} part="actions">
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
    </Group>
  );
}
