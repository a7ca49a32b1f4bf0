import styled from 'styled-components';
import { WidgetHeading } from '../../core';
import { controlFrame } from '../../core/ui/forms';

export const Heading = WidgetHeading;

export const ScoreInput = styled.input`
  ${controlFrame}
  width: 8em;
  min-height: 36px;
  padding: 0 8px;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
  align-items: center;
  margin: 8px 0;
`;

export const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: flex-end;
  margin: 8px 0;
`;
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;
export const Select = styled.select`
  ${controlFrame}
  min-height: 36px;
  padding: 0 8px;
`;
