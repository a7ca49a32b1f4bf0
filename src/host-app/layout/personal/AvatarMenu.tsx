import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../core';
import { AvatarButton, MenuWrap } from './styles';

/** The avatar menu's entries: Personal Settings (/set-user) and Log Out. */
const SETTINGS_PATH = '/set-user';

/**
 * The reader's avatar menu (Personal Settings, Log Out), a WAI-ARIA menu button: Enter, Space
 * or ArrowDown opens it on its first item, arrows move, Escape closes it and gives the focus
 * back to the button, a click outside closes it.
 */
export function AvatarMenu({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wrap = useRef<HTMLDivElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!open) return;
    items.current[0]?.focus();
    const outside = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  if (!user) return null;
  const name = user.nickname || user.name;
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const list = items.current.filter((item): item is HTMLButtonElement => item !== null);
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    const move = (index: number) => list[(index + list.length) % list.length]?.focus();
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') close();
      else setOpen(false);
      return;
    } else return;
    event.preventDefault();
  };
  const entries = [
    {
      label: t('personal.settings'),
      act: () => {
        setOpen(false);
        void navigate(SETTINGS_PATH);
      },
    },
    {
      label: t('session.logout'),
      act: () => {
        setOpen(false);
        onLogout();
      },
    },
  ];

  return (
    <MenuWrap ref={wrap}>
      <AvatarButton
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('personal.account', { name })}
        data-testid="reader-name"
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {/* A plain circle: a letter in it would be text missing from the button's name. */}
        <span aria-hidden="true" />
        {name}
      </AvatarButton>
      {open ? (
        <ul
          id={menuId}
          role="menu"
          aria-label={t('personal.account', { name })}
          onKeyDown={onMenuKey}
        >
          {entries.map((entry, index) => (
            <li key={entry.label} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                ref={(node) => {
                  items.current[index] = node;
                }}
                onClick={entry.act}
              >
                {entry.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </MenuWrap>
  );
}
