import styled from 'styled-components';
import { controlFrame, token, WidgetHeading } from '../../core';

export const Heading = WidgetHeading;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
  fieldset {
    border: 1px solid ${token('--lp-color-border')};
    border-radius: ${token('--lp-radius')};
    padding: 8px 12px;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

export const Select = styled.select`
  ${controlFrame}
  min-height: 36px;
  padding: 0 8px;
`;

export const Area = styled.textarea`
  ${controlFrame}
  width: 100%;
  min-height: 80px;
  padding: 6px 8px;
`;

export const Pair = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 4px 0;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;
`;

export const Marked = styled.li<{ $right: boolean | null }>`
  border-inline-start: 4px solid
    ${({ $right }) =>
      $right === null
        ? token('--lp-color-border')
        : $right
          ? token('--lp-color-success')
          : token('--lp-color-danger')};
  padding: 6px 10px;
  margin: 8px 0;
  list-style: none;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const Muted = styled.p`
  color: ${token('--lp-color-text-muted')};
  margin: 4px 0;
`;
