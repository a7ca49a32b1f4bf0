import styled from 'styled-components';
import { token, WidgetHeading } from '../../core';

export const Heading = WidgetHeading;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const Item = styled.li`
  padding: 12px 0;
  border-bottom: 1px solid ${token('--lp-color-border')};
`;

export const Title = styled.h3`
  margin: 0 0 4px;
  font-size: 1.05em;
`;

export const Line = styled.p`
  margin: 2px 0;
  color: ${token('--lp-color-text-muted')};
`;

export const Text = styled.p`
  margin: 6px 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
  align-items: center;
  margin-top: 6px;
`;
