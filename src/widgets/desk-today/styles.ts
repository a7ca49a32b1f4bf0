import styled from 'styled-components';
import { PlainList, token, WidgetHeading } from '../../core';

export const Heading = WidgetHeading;

export const SubHeading = styled.h3`
  margin: 12px 0 6px;
  font-size: 1.05em;
`;

/** Three figures in a row down to a phone's width, where they wrap. */
export const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 0;

  div {
    flex: 1 1 120px;
    padding: 10px 12px;
    border: 1px solid ${token('--lp-color-border')};
    border-radius: ${token('--lp-radius')};
  }
  dt {
    color: ${token('--lp-color-text-muted')};
  }
  dd {
    margin: 0;
    font-size: 1.6em;
    font-weight: 600;
  }
`;

export const Todo = styled(PlainList)`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;
