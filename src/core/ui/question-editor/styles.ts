import styled from 'styled-components';
import { controlFrame } from '../forms';

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 6px 0;
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

export const Area = styled.textarea`
  ${controlFrame}
  min-height: 64px;
  padding: 6px 8px;
  resize: vertical;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 4px 0;
`;
