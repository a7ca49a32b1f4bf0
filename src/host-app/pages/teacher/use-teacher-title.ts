import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../../route-handle';

/**
 * The translated title of the page shown (its visually hidden heading), from its route's
 * handle: the pages never import teacher-area.ts, which imports them.
 */
export function useTeacherTitle(): string {
  const { t } = useTranslation();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  return handle ? t(handle.title) : '';
}
