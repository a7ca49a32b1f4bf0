import styled from 'styled-components';
import { token } from '../../core';

export const Heading = styled.h2`
  margin: 0;
  font-size: 1.2em;
`;

export const SubHeading = styled.h3`
  margin: 20px 0 8px;
  font-size: 1.05em;
`;

export const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  margin-bottom: 12px;
  select {
    min-height: 32px;
    padding: 0 8px;
    border: 1px solid ${token('--lp-color-border')};
    border-radius: ${token('--lp-radius')};
    background: ${token('--lp-color-surface')};
    color: ${token('--lp-color-text')};
    font: inherit;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
  }
`;

export const Muted = styled.p`
  margin: 0 0 12px;
  color: ${token('--lp-color-text-muted')};
`;

/** The year in numbers: a row of figure cards, two a row on a phone. */
export const Numbers = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9em, 1fr));
  gap: 8px;
  margin: 0;
  div {
    padding: 10px 12px;
    border-radius: ${token('--lp-radius')};
    background: ${token('--lp-color-surface-alt')};
  }
  dt {
    color: ${token('--lp-color-text-muted')};
    font-size: 0.9em;
  }
  dd {
    margin: 4px 0 0;
    font-size: 1.25em;
    font-weight: 700;
  }
`;

export const Streaks = styled.ul`
  margin: 0;
  padding-inline-start: 1.2em;
`;

export const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  gap: 16px;
`;

export const Setting = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-top: 16px;
  padding-top: 12px;
  border-top: 1px solid ${token('--lp-color-border')};
`;
