import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { token, widgetBase } from '../theme';
import { deepActiveElement, focusableIn } from './focus';

const Backdrop = styled.div<{ $placement: DialogPlacement }>`
  position: fixed;
  inset: 0;
  z-index: 2147483000;
  display: flex;
  align-items: ${({ $placement }) => ($placement === 'right' ? 'stretch' : 'center')};
  justify-content: ${({ $placement }) => ($placement === 'right' ? 'flex-end' : 'center')};
  padding: ${({ $placement }) => ($placement === 'right' ? '0' : '16px')};
  background: rgba(15, 23, 42, 0.45);
`;

const Panel = styled.div<{ $width: number; $placement: DialogPlacement }>`
  ${widgetBase}
  width: min(${({ $width }) => $width}px, 100%);
  max-height: ${({ $placement }) => ($placement === 'right' ? '100vh' : 'calc(100vh - 32px)')};
  overflow: auto;
  background: ${token('--lp-color-surface')};
  border-radius: ${token('--lp-radius')};
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.25);
  outline: none;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 14px 18px;
  border-bottom: 1px solid ${token('--lp-color-border')};
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.15em;
  font-weight: 600;
`;

const CloseButton = styled.button`
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: rgba(0, 0, 0, 0.06);
  }
  &:focus-visible {
    outline: 2px solid ${token('--lp-color-primary-strong')};
  }
`;

const Body = styled.div`
  padding: 18px;
`;

export type DialogPlacement = 'center' | 'right';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The login dialog is 400 px wide. */
  width?: number;
  /** `alertdialog` for confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog';
  initialFocus?: RefObject<HTMLElement | null>;
  describedBy?: string;
  /** `right` slides in as a drawer (the header's menu on narrow screens). */
  placement?: DialogPlacement;
}

/**
 * A modal dialog (WAI-ARIA dialog pattern): focus moves in and is trapped, Escape closes,
 * and focus returns to where it was when the dialog closes.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  width = 420,
  role = 'dialog',
  initialFocus,
  describedBy,
  placement = 'center',
}: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const returnTo = deepActiveElement();
    const panel = panelRef.current;
    const target = initialFocus?.current ?? (panel ? focusableIn(panel)[0] : null) ?? panel;
    target?.focus();
    return () => {
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [open, initialFocus]);

  if (!open) return null;

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = focusableIn(panelRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = deepActiveElement();
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <Backdrop
      $placement={placement}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel
        ref={panelRef}
        $width={width}
        $placement={placement}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        part="dialog"
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          <CloseButton type="button" aria-label={t('common.close')} onClick={onClose}>
            ×
          </CloseButton>
        </Header>
        <Body>{children}</Body>
      </Panel>
    </Backdrop>
  );
}
