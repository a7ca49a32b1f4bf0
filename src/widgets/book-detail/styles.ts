import styled from 'styled-components';
import { LinkButton as CoreLinkButton, token } from '../../core';

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
