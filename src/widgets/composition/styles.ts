import styled from 'styled-components';
import { token, WidgetHeading } from '../../core';

export const Heading = WidgetHeading;

export const SubHeading = styled.h3`
  margin: 12px 0 6px;
  font-size: 1.05em;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin: 8px 0;
`;

/** The autosave line: quiet unless something failed. */
export const SaveLine = styled.p<{ $failed?: boolean }>`
  margin: 0;
  min-height: 1.4em;
  font-size: 0.92em;
  color: ${({ $failed }) => token($failed ? '--lp-color-danger' : '--lp-color-text-muted')};
`;
