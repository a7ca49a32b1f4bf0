import styled from 'styled-components';
import { token } from '../../core';

/** The figures as term and value cards that wrap on a phone. */
export const FigureList = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 8px;
  margin: 12px 0;
  div {
    padding: 8px 12px;
    border: 1px solid ${token('--lp-color-border')};
    border-radius: ${token('--lp-radius')};
  }
  dt {
    color: ${token('--lp-color-text-muted')};
    font-size: 0.9em;
  }
  dd {
    margin: 4px 0 0;
    font-size: 1.2em;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;
