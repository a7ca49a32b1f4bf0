import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigateTo, type LpEvent } from '../widget/events';
import { useRuntime } from '../widget/runtime-context';

/** Where the reader is now, for `/login?redirect=` (the portal only follows portal paths). */
function currentPath(): string | undefined {
  if (typeof location === 'undefined') return undefined;
  return location.pathname + location.search + location.hash;
}

/**
 * For actions that need a session (add to booklist, comment, collect, …): asks a logged-out
 * reader to log in, and on yes goes to /login?redirect=<here> through a cancelable
 * `lp-navigate` (a school page can cancel it and open its own `lp-login-dialog`).
 * Resolves true when the reader chose to log in.
 */
export function useLoginPrompt(
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void,
): (text: string) => Promise<boolean> {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const navigateTo = useNavigateTo(onNavigate);
  return useCallback(
    async (text: string) => {
      const goToLogin = await runtime.notifier.confirm({
        key: 'login-required',
        title: t('common.tip'),
        text,
        confirmText: t('login.open'),
        cancelText: t('common.cancel'),
        tone: 'info',
      });
      if (goToLogin) navigateTo('/login', { redirect: currentPath() });
      return goToLogin;
    },
    [runtime, t, navigateTo],
  );
}
