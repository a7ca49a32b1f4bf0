import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../../core';

/**
 * Personal-area logout: a warning-type confirm (title 提示, confirm and cancel); on
 * confirm the server ends the session (the token stops working everywhere), the page forgets
 * it (token cookie, stored state, timer) and the reader goes to /home. Resolves to whether the
 * reader confirmed. The portal header's logout is this one too; the key keeps one dialog at most.
 */
export function useConfirmedLogout(): () => Promise<boolean> {
  const { t } = useTranslation();
  const runtime = useRuntime();
  return useCallback(async () => {
    const confirmed = await runtime.notifier.confirm({
      key: 'logout',
      title: t('common.tip'),
      text: t('session.logoutConfirm'),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
      tone: 'warning',
    });
    if (!confirmed) return false;
    await runtime.logout();
    runtime.navigate('/home');
    return true;
  }, [runtime, t]);
}
