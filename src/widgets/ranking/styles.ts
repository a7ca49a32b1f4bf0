import styled from 'styled-components';
import { PlainList, token } from '../../core';

export const Heading = styled.h2`
  margin: 0;
  font-size: 1.2em;
`;

export const SubHeading = styled.h3`
  margin: 16px 0 8px;
  font-size: 1.05em;
`;

export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin: 8px 0;
`;

export const Span = styled.p`
  margin: 0 0 8px;
  color: ${token('--lp-color-text-muted')};
`;

export const Muted = styled.p`
  margin: 0 0 12px;
  color: ${token('--lp-color-text-muted')};
`;

export const Mine = styled.p`
  margin: 12px 0 0;
  padding: 10px 12px;
  border-radius: ${token('--lp-radius')};
  background: ${token('--lp-color-surface-alt')};
`;

/** Books and readers side by side on a wide screen, one above the other on a phone. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
  gap: 0 24px;
`;

export const Readers = styled(PlainList)`
  display: grid;
  gap: 4px;
  margin: 0 0 12px;
  li {
    display: grid;
    grid-template-columns: 2em 1fr auto;
    align-items: baseline;
    gap: 8px;
    padding: 6px 0;
    border-bottom: 1px solid ${token('--lp-color-border')};
  }
  li > span:last-child {
    white-space: nowrap;
    color: ${token('--lp-color-text-muted')};
  }
`;

export const Place = styled.span<{ $podium: boolean }>`
  display: inline-flex;
  justify-content: center;
  align-items: center;
  min-width: 1.8em;
  height: 1.8em;
  border-radius: 50%;
  font-weight: 700;
  background: ${({ $podium }) =>
    $podium ? token('--lp-color-accent') : token('--lp-color-surface-alt')};
  color: ${token('--lp-color-text')};
`;

export const Me = styled.strong`
  font-weight: 700;
`;

export const Classname = styled.span`
  display: block;
  color: ${token('--lp-color-text-muted')};
  font-size: 0.9em;
`;
