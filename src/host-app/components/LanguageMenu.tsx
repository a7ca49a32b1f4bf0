import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, useRuntime, type Language } from '../../core';
import { Item, Menu, Trigger, Wrapper } from './styles';

/** A success message shows for 2 s after switching (docs/product-rules.md, "Constants"). */
const SWITCHED_TOAST_MS = 2000;

/** Switches the page's language (every widget follows); shows a success toast in the new one. */
export function useSwitchLanguage(): (lang: Language) => Promise<void> {
  const runtime = useRuntime();
  return async (lang: Language) => {
    if (lang === runtime.language) return;
    await runtime.setLanguage(lang);
    runtime.notifier.toast(runtime.i18n.t('header.languageSwitched'), 'success', SWITCHED_TOAST_MS);
  };
}

/** The WAI-ARIA menu button pattern; the current language is disabled in the menu. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const switchLanguage = useSwitchLanguage();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = i18n.language === 'en' ? 'en' : 'zh';

  const focusItem = (index: number) => {
    const items = itemRefs.current;
    items[(index + items.length) % items.length]?.focus();
  };

  const openMenu = (focusIndex: number) => {
    setOpen(true);
    requestAnimationFrame(() => focusItem(focusIndex));
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const index = itemRefs.current.findIndex((item) => item === event.target);
    if (event.key === 'ArrowDown') focusItem(index + 1);
    else if (event.key === 'ArrowUp') focusItem(index - 1);
    else if (event.key === 'Home') focusItem(0);
    else if (event.key === 'End') focusItem(-1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
    else return;
    event.preventDefault();
  };

  return (
    <Wrapper>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`${t('header.language')}: ${t(`languages.${current}`)}`}
        onClick={() => (open ? close(false) : openMenu(0))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            openMenu(event.key === 'ArrowDown' ? 0 : LANGUAGES.length - 1);
          }
        }}
      >
        {t(`languages.${current}`)} ▾
      </Trigger>
      {open ? (
        <Menu id={menuId} role="menu" aria-label={t('header.language')} onKeyDown={onMenuKeyDown}>
          {LANGUAGES.map((lang, index) => (
            <li key={lang} role="none">
              <Item
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitem"
                lang={lang === 'zh' ? 'zh-CN' : 'en'}
                aria-disabled={lang === current}
                tabIndex={-1}
                onClick={() => {
                  if (lang === current) return;
                  close(true);
                  void switchLanguage(lang);
                }}
              >
                {t(`languages.${lang}`)}
              </Item>
            </li>
          ))}
        </Menu>
      ) : null}
    </Wrapper>
  );
}
