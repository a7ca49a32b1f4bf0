import styled from 'styled-components';
import { controlFrame, token, WidgetHeading } from '../../core';

export const Heading = WidgetHeading;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px 16px;
  margin: 8px 0;
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

export const Control = styled.input`
  ${controlFrame}
  min-height: 36px;
  padding: 0 8px;
`;

export const Select = styled.select`
  ${controlFrame}
  min-height: 36px;
  padding: 0 8px;
`;

/** The total hours: what the page is for, so it stands out. */
export const Summary = styled.p`
  margin: 8px 0;
  font-weight: 600;
  color: ${token('--lp-color-text')};
`;

export const Caption = styled.caption`
  text-align: start;
  padding: 4px 0;
  color: ${token('--lp-color-text-muted')};
`;
