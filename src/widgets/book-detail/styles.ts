import styled from 'styled-components';
import { Button, LinkButton as CoreLinkButton, token } from '../../core';

/** The headings of the detail's parts (the book title is the widget's h2). */
export const SectionHeading = styled.h3`
  margin: 24px 0 10px;
  font-size: 1.1em;
  &:focus {
    outline: none;
  }
`;

/** An action that reads like a link (it navigates through `lp-navigate`). */
export const LinkButton = styled(CoreLinkButton)`
  text-align: start;
`;

/** Label–value pairs of a record. */
export const Fields = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 12px;
  margin: 0;
  dt {
    color: ${token('--lp-color-text-muted')};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** Long text from the catalogue (intro, notes), rendered as text with line breaks. */
export const Prose = styled.p`
  margin: 0;
  line-height: 1.7;
  overflow-wrap: anywhere;
`;

/** The reader's actions under the book: pre-borrow, collect, recommend, shelve. */
export const ActionGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  margin-top: 12px;
`;

export const ActionNote = styled.span`
  color: ${token('--lp-color-text-muted')};
  font-size: 0.92em;
`;

/** A button that stays on (collected): its pressed state is drawn, not only announced. */
export const ToggleButton = styled(Button)`
  &[aria-pressed='true'] {
    border-color: ${token('--lp-color-primary-strong')};
    background: ${token('--lp-color-surface-alt')};
    font-weight: 600;
  }
`;
