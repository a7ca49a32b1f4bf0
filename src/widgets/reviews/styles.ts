import styled from 'styled-components';
import { PlainList, token, WidgetHeading } from '../../core';

export const Heading = WidgetHeading;

export const ReviewList = styled(PlainList)`
  display: flex;
  flex-direction: column;
`;

export const Item = styled.li`
  padding: 12px 0;
  border-bottom: 1px solid ${token('--lp-color-border')};
`;

export const ItemHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 10px;
  margin-bottom: 4px;
`;

export const Meta = styled.span`
  color: ${token('--lp-color-text-muted')};
  font-size: 0.92em;
`;

export const Text = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin-top: 6px;
`;
