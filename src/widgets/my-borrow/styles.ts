import styled from 'styled-components';
import { PlainList, SectionHeading, token, WidgetHeading } from '../../core';

export const Heading = WidgetHeading;
export { SectionHeading };

/**
 * Holds the place of the panel until its parts are in, about as tall as a few loans and a
 * reservation, so the page below moves little when they appear.
 */
export const PanelLoading = styled.div`
  min-height: 24rem;
`;

export const Summary = styled.p`
  margin: 0 0 8px;
  font-weight: 600;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

/** Overdue is said in words too ("逾期"), never by colour alone. */
export const Badge = styled.span<{ $tone: 'danger' | 'accent' | 'neutral' }>`
  display: inline-block;
  margin-inline-end: 6px;
  padding: 0 8px;
  border-radius: 999px;
  font-size: 0.85em;
  color: ${({ $tone }) => ($tone === 'danger' ? token('--lp-color-on-primary') : 'inherit')};
  background: ${({ $tone }) =>
    $tone === 'danger'
      ? token('--lp-color-danger')
      : $tone === 'accent'
        ? token('--lp-color-accent')
        : token('--lp-color-surface-alt')};
`;

export const Note = styled.div<{ $tone?: 'danger' }>`
  font-size: 0.9em;
  color: ${({ $tone }) =>
    $tone === 'danger' ? token('--lp-color-danger') : token('--lp-color-text-muted')};
`;

export const Items = styled(PlainList)`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

export const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  padding: 10px 12px;
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
`;

/**
 * The text colour, underlined in the brand's: the brand colour itself is under 4.5:1 on the
 * striped rows' background (#3f7f72 on #f5f7f7: 4.34:1).
 */
export const BookLink = styled.a`
  color: ${token('--lp-color-text')};
  font-weight: 600;
  text-decoration-color: ${token('--lp-color-primary-strong')};
  text-underline-offset: 2px;
  &:focus-visible {
    outline: 2px solid ${token('--lp-color-primary-strong')};
    outline-offset: 2px;
  }
`;
