import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime, type ApiResult } from '../../core';

/** Toast durations: 5 s when the server said why, 3 s otherwise. */
const REASON_TOAST_MS = 5000;
const PLAIN_TOAST_MS = 3000;

/**
 * Toasts for the reader's own actions (comments, collect, recommend). Their calls are made
 * `silent`, so one toast says both what failed (the product's text) and the server's reason,
 * instead of the client's generic toast followed by ours.
 */
export function useActionFeedback() {
  const { notifier } = useRuntime();
  const { t } = useTranslation();
  const failed = useCallback(
    (failureKey: string, result: ApiResult<unknown>) => {
      const failure = t(failureKey);
      const reason = result.msg.trim();
      notifier.toast(
        reason ? t('bookDetail.failedBecause', { failure, reason }) : failure,
        'error',
        reason ? REASON_TOAST_MS : PLAIN_TOAST_MS,
      );
    },
    [notifier, t],
  );
  const succeeded = useCallback(
    (messageKey: string) => notifier.toast(t(messageKey), 'success', PLAIN_TOAST_MS),
    [notifier, t],
  );
  return { failed, succeeded };
}
