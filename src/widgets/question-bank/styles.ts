import styled from 'styled-components';
import { token, WidgetHeading } from '../../core';

export const Heading = WidgetHeading;

// The editor's controls live with the shared editor; the bank's other forms use them too.
export { Area, Control, Field, Row, Select } from '../../core/ui/question-editor/styles';

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px 12px;
  margin: 8px 0;
`;

export const Items = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const Item = styled.li`
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
  padding: 10px 12px;
  margin: 8px 0;
  /* User text: line breaks kept, never markup. */
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const Meta = styled.p`
  margin: 4px 0;
  color: ${token('--lp-color-text-muted')};
  font-size: 0.9em;
`;

export const ErrorList = styled.ul`
  margin: 8px 0;
  padding-inline-start: 20px;
  color: ${token('--lp-color-danger')};
`;
