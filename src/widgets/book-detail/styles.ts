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

/** A muted line beside the reader's actions (the shelf chosen, why an action is missing). */
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

export const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 20px;
`;

export const Head = styled.div`
  flex: 1 1 280px;
  min-width: 0;
`;

export const Title = styled.h2`
  margin: 0;
  font-size: 1.45em;
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

export const Subtitle = styled.p`
  margin: 4px 0 0;
  font-size: 1.05em;
  color: ${token('--lp-color-text-muted')};
  overflow-wrap: anywhere;
`;

export const Availability = styled.p<{ $available: boolean }>`
  margin: 4px 0 0;
  font-weight: 600;
  color: ${({ $available }) =>
    $available ? token('--lp-color-success') : token('--lp-color-text-muted')};
`;

export const Count = styled.p`
  margin: 0 0 8px;
  color: ${token('--lp-color-text-muted')};
`;

export const Item = styled.li`
  padding: 12px 0;
  border-bottom: 1px solid ${token('--lp-color-border')};
`;

export const ItemHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 10px;
  margin-bottom: 4px;
`;

export const Author = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export const Badge = styled.span`
  padding: 0 6px;
  border-radius: 999px;
  background: ${token('--lp-color-surface-alt')};
  border: 1px solid ${token('--lp-color-border')};
  font-size: 0.85em;
`;

export const CommentMeta = styled.span`
  color: ${token('--lp-color-text-muted')};
  font-size: 0.92em;
`;

export const Text = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

export const ItemActions = styled.div`
  display: flex;
  gap: 6px;
  margin-top: 6px;
`;

export const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 8px 0;
  min-height: 1.6em;
`;

export const Value = styled.span`
  font-size: 1.3em;
  font-weight: 700;
`;

export const Muted = styled.span`
  color: ${token('--lp-color-text-muted')};
`;

export const Chooser = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 14px;
  margin: 0;
  padding: 8px 12px;
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};

  & > legend {
    padding: 0 4px;
  }

  & label {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
`;

export const ShelfLocationTitle = styled.h2`
  margin: 0 0 12px;
  font-size: 1.3em;
  overflow-wrap: anywhere;
`;

export const Steps = styled.ol`
  margin: 0;
  padding-inline-start: 1.4em;
  line-height: 1.8;
  li + li {
    margin-top: 4px;
  }
`;

export const Notice = styled.p`
  margin: 12px 0 0;
  padding: 10px 12px;
  border-inline-start: 4px solid ${token('--lp-color-accent')};
  background: ${token('--lp-color-surface-alt')};
`;

export const ExternalLink = styled.a`
  color: ${token('--lp-color-text')};
  text-decoration-color: ${token('--lp-color-primary-strong')};
`;

export const Back = styled.div`
  margin-top: 20px;
`;
