/**
 * Styles the teaching widgets share (reading programs, reading tasks): the heading, hints,
 * metadata lines, form fields and the status line under a list.
 */
import styled from 'styled-components';
import { token } from '../theme';
import { controlFrame } from './forms';

export { Heading } from './assignment-styles';

export const Hint = styled.p`
  margin: 8px 0;
  color: ${token('--lp-color-text-muted')};
`;

export const Meta = styled.p`
  color: ${token('--lp-color-text-muted')};
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

/** A one-line input (text, number, date). */
export const Input = styled.input`
  ${controlFrame}
  min-height: 36px;
  padding: 0 8px;
`;

export const Status = styled.p`
  min-height: 1.4em;
  margin: 4px 0;
`;
