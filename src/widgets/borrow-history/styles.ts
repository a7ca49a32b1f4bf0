import styled from 'styled-components';
import { SectionHeading, token, WidgetHeading } from '../../core';

export const Heading = WidgetHeading;
export { SectionHeading };

export const Setting = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 12px;
`;

export const Hint = styled.p`
  margin: 0;
  font-size: 0.9em;
  color: ${token('--lp-color-text-muted')};
`;

export const Late = styled.span`
  color: ${token('--lp-color-danger')};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 12px;
`;

export const UrlRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;
  > :first-child {
    flex: 1 1 280px;
    margin-bottom: 0;
  }
`;
