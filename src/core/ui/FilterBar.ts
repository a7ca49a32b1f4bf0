import styled from 'styled-components';
import { focusRing, token } from '../theme';

/** A row of labelled selects above a list (location, type, shelf): wraps on a phone. */
export const FilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin-bottom: 12px;
  label {
    font-weight: 600;
  }
  select {
    min-height: 36px;
    padding: 0 8px;
    font: inherit;
    color: ${token('--lp-color-text')};
    background: ${token('--lp-color-surface')};
    border: 1px solid ${token('--lp-color-border')};
    border-radius: ${token('--lp-radius')};
    ${focusRing}
  }
`;
