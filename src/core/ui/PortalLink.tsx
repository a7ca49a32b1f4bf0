import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import type { Query } from '../urls';
import { isPlainLeftClick, useHrefTo, useNavigateTo, type LpEvent } from '../widget/events';
import { token } from '../theme';

const Anchor = styled.a`
  color: ${token('--lp-color-text')};
  font-weight: 600;
  text-decoration-color: ${token('--lp-color-primary-strong')};
  text-underline-offset: 2px;
  &:focus-visible {
    outline: 2px solid ${token('--lp-color-primary-strong')};
    outline-offset: 2px;
  }
`;

/**
 * A link to a portal page: a real href (a new tab opens the same place), and on a plain click
 * a cancelable `lp-navigate`, so the page embedding the widget decides where it goes.
 */
export function PortalLink({
  path,
  query,
  onNavigate,
  children,
  ...rest
}: {
  path: string;
  query?: Query;
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
  children: ReactNode;
  'aria-label'?: string;
  part?: string;
}) {
  const hrefTo = useHrefTo();
  const navigateTo = useNavigateTo(onNavigate);
  const open = (event: MouseEvent) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    navigateTo(path, query);
  };
  return (
    <Anchor href={hrefTo(path, query)} onClick={open} {...rest}>
      {children}
    </Anchor>
  );
}
