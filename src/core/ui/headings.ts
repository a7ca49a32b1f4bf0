/**
 * The headings most widgets open with: a widget's title (h2) and the title of a section in
 * it (h3). Shared so that the widgets of one page look like one product; a widget whose
 * heading differs (a larger one, one that takes the focus) keeps its own in its styles.ts.
 */
import styled from 'styled-components';

export const WidgetHeading = styled.h2`
  margin: 0 0 8px;
  font-size: 1.2em;
`;

export const SectionHeading = styled.h3`
  margin: 20px 0 8px;
  font-size: 1.05em;
`;
