import styled from 'styled-components';
import { token } from '../../core';

export { Field, Heading, Hint, Input, Meta, Status } from '../../core/ui/panel-styles';

export const SubHeading = styled.h3`
  margin: 12px 0 4px;
  font-size: 1.05em;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin: 8px 0;
`;

export const Cards = styled.ul`
  display: grid;
  gap: 10px;
  margin: 4px 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled.li`
  padding: 10px 12px;
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
  h4 {
    margin: 0 0 4px;
    font-size: 1em;
  }
  p {
    margin: 4px 0;
    white-space: pre-wrap;
  }
`;

/** A progress bar whose figure is also written out, so it never relies on the bar alone. */
export const Bar = styled.progress`
  width: 100%;
  max-width: 240px;
  height: 10px;
  accent-color: ${token('--lp-color-primary')};
`;

export const Form = styled.form`
  display: grid;
  gap: 12px;
  margin: 8px 0;
  fieldset {
    margin: 0;
    padding: 4px 12px;
    border: 1px solid ${token('--lp-color-border')};
    border-radius: ${token('--lp-radius')};
  }
  legend {
    padding: 0 4px;
    font-weight: 600;
  }
  label.choice {
    display: flex;
    align-items: center;
    gap: 6px;
    min-height: 32px;
  }
`;

export const WeekList = styled.ul`
  margin: 4px 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    padding: 4px 0;
    border-bottom: 1px solid ${token('--lp-color-border')};
  }
`;
