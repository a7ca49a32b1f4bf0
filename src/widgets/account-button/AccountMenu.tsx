import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button, isPlainLeftClick } from '../../core';
import { Caret, Menu, MenuAction, MenuLink, Wrap } from './styles';

export interface AccountMenuProps {
  /** The reader's name, the button's text. */
  name: string;
  /** My Library's href: what a new tab opens. */
  libraryHref: string;
  /** A plain click on My Library: the widget navigates. */
  onOpenLibrary: () => void;
  onLogout: () => void;
  /** Logging out: the button says it is busy. */
  busy: boolean;
  /** The menu button, for the widget to give it the focus after a login. */
  buttonRef: RefObject<HTMLButtonElement | null>;
}

type Item = HTMLAnchorElement | HTMLButtonElement;

/**
 * The reader's name as a WAI-ARIA menu button with My Library and Log out: Enter, Space or
 * ArrowDown opens the menu on its first item, ArrowUp on its last; arrows, Home and End move;
 * Escape closes it and gives the focus back to the button; Tab or a click elsewhere closes it.
 */
export function AccountMenu({
  name,
  libraryHref,
  onOpenLibrary,
  onLogout,
  busy,
  buttonRef,
}: AccountMenuProps) {
  const { t } = useTranslation();
  const menuId = useId();
  const buttonId = useId();
  // Which item takes the focus when the menu opens; null while closed.
  const [openAt, setOpenAt] = useState<'first' | 'last' | null>(null);
  const wrap = useRef<HTMLDivElement>(null);
  const items = useRef<(Item | null)[]>([]);
  const open = openAt !== null;

  useEffect(() => {
    if (openAt === null) return;
    const list = items.current.filter((item): item is Item => item !== null);
    (openAt === 'first' ? list[0] : list[list.length - 1])?.focus();
    // Inside a shadow root the event's target is the host: ask its path instead.
    const outside = (event: PointerEvent) => {
      if (wrap.current && !event.composedPath().includes(wrap.current)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [openAt]);

  const close = () => {
    setOpenAt(null);
    buttonRef.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpenAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const list = items.current.filter((item): item is Item => item !== null);
    const root = wrap.current?.getRootNode() as Document | ShadowRoot | undefined;
    const at = list.indexOf(root?.activeElement as Item);
    const move = (index: number) => list[(index + list.length) % list.length]?.focus();
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') {
      setOpenAt(null);
      return;
    } else return;
    event.preventDefault();
  };

  const openLibrary = (event: MouseEvent) => {
    setOpenAt(null);
    // A middle or modified click opens the href in a new tab; a plain one is the widget's.
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    onOpenLibrary();
  };

  return (
    <Wrap ref={wrap}>
      <Button
        ref={buttonRef}
        id={buttonId}
        type="button"
        $variant="secondary"
        part="account"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-busy={busy || undefined}
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) setOpenAt(open ? null : 'first');
        }}
        onKeyDown={onButtonKey}
      >
        {name}
        <Caret aria-hidden="true">▾</Caret>
      </Button>
      {open ? (
        <Menu id={menuId} role="menu" aria-labelledby={buttonId} part="menu" onKeyDown={onMenuKey}>
          <li role="none">
            <MenuLink
              role="menuitem"
              tabIndex={-1}
              href={libraryHref}
              ref={(node) => {
                items.current[0] = node;
              }}
              onClick={openLibrary}
            >
              {t('header.myLibrary')}
            </MenuLink>
          </li>
          <li role="none">
            <MenuAction
              type="button"
              role="menuitem"
              tabIndex={-1}
              ref={(node) => {
                items.current[1] = node;
              }}
              onClick={() => {
                // The focus waits on the button (busy) until the login button replaces it.
                close();
                onLogout();
              }}
            >
              {t('session.logout')}
            </MenuAction>
          </li>
        </Menu>
      ) : null}
    </Wrap>
  );
}
