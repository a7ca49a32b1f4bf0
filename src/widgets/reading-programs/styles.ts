import styled from 'styled-components';
import { controlFrame, token } from '../../core';

export const Heading = styled.h2`
  margin: 0 0 8px;
  font-size: 1.2em;
`;

export const Hint = styled.p`
  margin: 8px 0;
  color: ${token('--lp-color-text-muted')};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px 16px;
  margin: 8px 0;
`;

export const Cards = styled.ul`
  display: grid;
  gap: 12px;
  margin: 8px 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled.li`
  padding: 12px 14px;
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
  h3 {
    margin: 0 0 4px;
    font-size: 1.05em;
  }
  p {
    margin: 4px 0;
    white-space: pre-wrap;
  }
`;

export const Meta = styled.p`
  color: ${token('--lp-color-text-muted')};
`;

export const Form = styled.form`
  display: grid;
  gap: 12px;
  margin: 8px 0;
  padding: 12px;
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
  h3 {
    margin: 0;
    font-size: 1.05em;
  }
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

export const DateInput = styled.input`
  ${controlFrame}
  min-height: 36px;
  padding: 0 8px;
`;

export const TextArea = styled.textarea`
  ${controlFrame}
  min-height: 80px;
  padding: 6px 8px;
  font: inherit;
`;

export const Status = styled.p`
  min-height: 1.4em;
  margin: 4px 0;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 6px 8px;
    border-bottom: 1px solid ${token('--lp-color-border')};
    text-align: start;
    vertical-align: top;
  }
  caption {
    text-align: start;
    padding: 4px 0;
    font-weight: 600;
  }
`;

export const Scroll = styled.div`
  overflow-x: auto;
`;
