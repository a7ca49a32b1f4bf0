import styled from 'styled-components';
import { token, WidgetHeading } from '../../core';

export const Heading = WidgetHeading;

export const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 8px 0;
`;

export const Sub = styled.h3`
  margin: 12px 0 4px;
  font-size: 1.05em;
`;

export const Rules = styled.p`
  margin: 4px 0 12px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const Line = styled.p`
  margin: 2px 0;
  color: ${token('--lp-color-text-muted')};
`;
