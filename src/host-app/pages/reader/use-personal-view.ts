import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { personalPageAt } from '../../personal-area';
import { personalViewAt, type PersonalView } from '../../personal-views';

/** The view and translated title of the personal page shown, narrowed to its kind. */
export function usePersonalView<K extends PersonalView['kind']>(
  kind: K,
): { view: Extract<PersonalView, { kind: K }> | undefined; title: string } {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const view = personalViewAt(pathname);
  const page = personalPageAt(pathname);
  return {
    view: view?.kind === kind ? (view as Extract<PersonalView, { kind: K }>) : undefined,
    title: page ? t(page.title) : '',
  };
}
