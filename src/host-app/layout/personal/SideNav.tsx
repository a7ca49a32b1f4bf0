import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../core';
import { sidebarCookie, sidebarOpenFrom } from './personal-nav';
import { Side } from './styles';
import { useNarrowScreen } from './useNarrowScreen';

/** The reader's choice from the cookie. */
function openByCookie(): boolean {
  return typeof document === 'undefined' ? true : sidebarOpenFrom(document.cookie);
}

export interface SideNavEntry {
  to: string;
  /** The entry's translation key. */
  label: string;
  /** aria-current: "page" on the page itself, "true" on a page of its family not listed. */
  current: 'page' | 'true' | undefined;
}

export interface SideNavSection {
  /** A stable id for the section's heading. */
  id: string;
  /** The section heading, translated; omitted for a menu of one section. */
  title?: string;
  entries: SideNavEntry[];
}

/**
 * A sectioned side navigation, shared by the personal, teacher and staff areas. On a wide
 * screen a 220px sidebar that folds to its toggle, its state kept in the sidebar cookie; on a
 * phone or a tablet the same entries behind a menu button that starts closed whatever the
 * cookie says, so the page comes first, and closes again once an entry is chosen.
 */
export function SideNav({ label, sections }: { label: string; sections: SideNavSection[] }) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const listId = useId();
  const [wideOpen, setWideOpen] = useState(openByCookie);
  const [narrowOpen, setNarrowOpen] = useState(false);
  const open = narrow ? narrowOpen : wideOpen;
  const toggle = () => {
    if (narrow) {
      setNarrowOpen(!narrowOpen);
      return;
    }
    document.cookie = sidebarCookie(!wideOpen);
    setWideOpen(!wideOpen);
  };

  const list = (entries: SideNavEntry[]) => (
    <ul>
      {entries.map((entry) => (
        <li key={entry.to}>
          <Link
            to={entry.to}
            aria-current={entry.current}
            className={entry.current ? 'active' : undefined}
            onClick={() => setNarrowOpen(false)}
          >
            {t(entry.label)}
          </Link>
        </li>
      ))}
    </ul>
  );

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
        {sections.map((section) =>
          section.title === undefined ? (
            <div key={section.id}>{list(section.entries)}</div>
          ) : (
            <div key={section.id} role="group" aria-labelledby={`${listId}-${section.id}`}>
              <span id={`${listId}-${section.id}`}>{section.title}</span>
              {list(section.entries)}
            </div>
          ),
        )}
      </div>
    </Side>
  );
}
