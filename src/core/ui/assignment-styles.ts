/** Styles of the homework and teacher-task widgets: lists, question boxes, feedback. */
import styled from 'styled-components';
import { token } from '../theme';
import { controlFrame } from './forms';

export { WidgetHeading as Heading } from './headings';

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;

export const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 16px;
  padding: 10px 12px;
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
`;

export const Muted = styled.span`
  color: ${token('--lp-color-text-muted')};
`;

export const QuestionBox = styled.fieldset`
  margin: 0 0 12px;
  padding: 10px 12px;
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
  legend {
    font-weight: 600;
    padding: 0 4px;
  }
`;

export const Options = styled.div`
  display: grid;
  gap: 6px;
  margin-top: 6px;
`;

export const Select = styled.select`
  ${controlFrame}
  min-height: 32px;
  padding: 0 8px;
`;

export const Area = styled.textarea`
  ${controlFrame}
  width: 100%;
  min-height: 96px;
  padding: 6px 8px;
  box-sizing: border-box;
`;

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin: 8px 0;
`;

export const Feedback = styled.div`
  margin-top: 6px;
  padding: 6px 8px;
  background: ${token('--lp-color-surface-alt')};
  border-radius: ${token('--lp-radius')};
  white-space: pre-wrap;
`;
