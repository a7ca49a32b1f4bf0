import styled from 'styled-components';
import { PlainList, SectionHeading, token } from '../../core';
import { focusRing } from '../../core/theme';

export { SectionHeading };

export const Heading = styled.h2`
  margin: 0 0 4px;
  font-size: 1.25em;
`;

export const Muted = styled.p`
  margin: 0 0 12px;
  color: ${token('--lp-color-text-muted')};
`;

export const Notice = styled.p`
  margin: 0 0 12px;
  padding: 8px 12px;
  border-inline-start: 4px solid ${token('--lp-color-accent')};
  background: ${token('--lp-color-surface-alt')};
`;

export { FilterBar as Toolbar } from '../../core/ui/FilterBar';

/** The shelves of a location: their end panels, in walking order, wrapping on a phone. */
export const ShelfPicker = styled(PlainList)`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 16px;
`;

const Pressable = styled.button`
  font: inherit;
  color: ${token('--lp-color-text')};
  background: ${token('--lp-color-surface')};
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
  cursor: pointer;
  ${focusRing}
  &[aria-pressed='true'] {
    border-color: ${token('--lp-color-primary-strong')};
    box-shadow: inset 0 0 0 2px ${token('--lp-color-primary-strong')};
    font-weight: 600;
  }
`;

export const ShelfButton = styled(Pressable)`
  min-width: 64px;
  min-height: 36px;
  padding: 0 12px;
`;

/** The shelf as one faces it: a frame with its columns side by side, scrolling on a phone. */
export const ShelfFrame = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(120px, 1fr);
  gap: 6px;
  padding: 8px;
  overflow-x: auto;
  border: 3px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
  background: ${token('--lp-color-surface-alt')};
`;

export const ColumnButton = styled(Pressable)`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: 4px;
  padding: 8px;
  text-align: start;
`;

/** Rows of book spines drawn in CSS: decoration only (aria-hidden), no image to download. */
export const Spines = styled.span`
  display: block;
  height: 56px;
  border-bottom: 3px solid ${token('--lp-color-border')};
  background:
    repeating-linear-gradient(
        90deg,
        ${token('--lp-color-primary')} 0 7px,
        transparent 7px 9px,
        ${token('--lp-color-accent')} 9px 14px,
        transparent 14px 16px
      )
      bottom / 100% 24px no-repeat,
    repeating-linear-gradient(
        90deg,
        ${token('--lp-color-accent')} 0 5px,
        transparent 5px 7px,
        ${token('--lp-color-primary')} 7px 15px,
        transparent 15px 17px
      )
      top / 100% 22px no-repeat;
`;

export const ColumnName = styled.strong`
  font-size: 1em;
`;

export const Small = styled.span`
  font-size: 0.9em;
  color: ${token('--lp-color-text-muted')};
  overflow-wrap: anywhere;
`;

/** The column's figures: a row of label / value pairs. */
export const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  margin: 0;
  div {
    display: flex;
    flex-direction: column;
  }
  dt {
    color: ${token('--lp-color-text-muted')};
  }
  dd {
    margin: 0;
    font-size: 1.3em;
    font-weight: 600;
  }
`;

export const Categories = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
  li {
    padding: 2px 10px;
    border-radius: 999px;
    background: ${token('--lp-color-surface-alt')};
    border: 1px solid ${token('--lp-color-border')};
  }
`;

export const Books = styled(PlainList)`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 12px;
`;

export const BookLink = styled.a`
  display: grid;
  grid-template-columns: 56px 1fr;
  gap: 10px;
  padding: 8px;
  height: 100%;
  box-sizing: border-box;
  color: inherit;
  text-decoration: none;
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
  &:hover strong {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${token('--lp-color-primary-strong')};
    outline-offset: 2px;
  }
`;

export const BookText = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  strong {
    color: ${token('--lp-color-primary-strong')};
    overflow-wrap: anywhere;
  }
`;

/** The copy's state in words, never by colour alone. */
export const Status = styled.span<{ $available: boolean }>`
  align-self: flex-start;
  margin-top: 2px;
  padding: 0 8px;
  border-radius: 999px;
  font-size: 0.85em;
  color: ${({ $available }) =>
    $available ? token('--lp-color-on-primary') : token('--lp-color-text')};
  background: ${({ $available }) =>
    $available ? token('--lp-color-primary-strong') : token('--lp-color-surface-alt')};
  border: 1px solid ${token('--lp-color-border')};
`;

export const TextLink = styled.a`
  color: ${token('--lp-color-primary-strong')};
  &:focus-visible {
    outline: 2px solid ${token('--lp-color-primary-strong')};
    outline-offset: 2px;
  }
`;
