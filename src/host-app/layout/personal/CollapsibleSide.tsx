import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, NARROW_SCREEN_MAX_WIDTH } from '../../../core';
import { sidebarCookie, sidebarOpenFrom } from './personal-nav';
import { Side } from './styles';

/**
 * The reader's choice from the cookie; without one, open on a wide screen and closed on a
 * phone, where the open menu would push the page itself off the first screen.
 */
function initiallyOpen(): boolean {
  if (typeof document === 'undefined') return true;
  const narrow = window.matchMedia?.(`(max-width: ${NARROW_SCREEN_MAX_WIDTH}px)`).matches ?? false;
  return sidebarOpenFrom(document.cookie, !narrow);
}

/**
 * A side menu 220px wide that folds to its toggle (spec §2, §9), its state remembered in the
 * sidebar cookie: the personal area's and the teacher area's menus fold alike, so a reader
 * who closed one finds the other closed too.
 */
export function CollapsibleSide({
  label,
  children,
}: {
  label: string;
  children: (listId: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(initiallyOpen);
  const toggle = () => {
    const next = !open;
    document.cookie = sidebarCookie(next);
    setOpen(next);
  };
  return (
    <Side $open={open} aria-label={label}>
      <Button
        type="button"
        $variant="secondary"
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
      >
        {open ? t('personal.hideMenu') : t('personal.showMenu')}
      </Button>
      <div id={listId} hidden={!open}>
        {children(listId)}
      </div>
    </Side>
  );
}
