import styled from 'styled-components';
import { token } from '../../core';

export const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

export const Title = styled.h2`
  margin: 0;
  font-size: 1.2em;
  overflow-wrap: anywhere;
`;

/** The page: tall enough to read, never taller than the window. */
export const Page = styled.div`
  position: relative;
  height: min(62vh, 720px);
  min-height: 320px;
  overflow: hidden;
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
  background: #fff;
  color: #1f2933;
  &:focus-visible {
    outline: 3px solid ${token('--lp-color-primary-strong')};
    outline-offset: 2px;
  }
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 12px;
`;

export const Status = styled.span`
  min-width: 9em;
  text-align: center;
`;

export const Hint = styled.p`
  margin: 0;
  font-size: 0.9em;
  color: ${token('--lp-color-text-muted')};
  text-align: center;
`;

export const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  padding: 12px 14px;
  border: 1px dashed ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
`;
