import styled from 'styled-components';
import { token } from '../../core';

export const Passage = styled.div`
  margin: 8px 0;
  line-height: 1.8;
  white-space: normal;
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 8px 0;
`;

/** The state is announced; shown too, small, so sighted readers know it is paused. */
export const Status = styled.p`
  margin: 4px 0;
  min-height: 1.4em;
  color: ${token('--lp-color-text-muted')};
`;

export const Note = styled.p`
  margin: 4px 0;
  color: ${token('--lp-color-text')};
`;
