import styled from 'styled-components';
import { token, WidgetHeading } from '../../core';

export const Heading = WidgetHeading;

export const Hint = styled.p`
  margin: 0 0 8px;
  color: ${token('--lp-color-text-muted')};
`;

/** The classes as a wrapping grid: a teacher's many classes still fit one screen. */
export const Classes = styled.section`
  padding: 8px 12px;
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
  h3 {
    margin: 0 0 4px;
    font-size: 1em;
  }
  ul {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
    gap: 4px 16px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 32px;
  }
  small {
    color: ${token('--lp-color-text-muted')};
  }
`;

export const Status = styled.p`
  min-height: 1.4em;
  margin: 8px 0 0;
  color: ${token('--lp-color-text')};
`;
