import styled from 'styled-components';
import { controlFrame, token } from '../../core';

export { Field, Heading, Hint, Input as DateInput, Meta, Status } from '../../core/ui/panel-styles';

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

export const Select = styled.select`
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
