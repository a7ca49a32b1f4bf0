import styled from 'styled-components';
import { PlainList, token, WidgetHeading } from '../../core';

export const Heading = WidgetHeading;

export const SectionHeading = styled.h3`
  margin: 16px 0 8px;
  font-size: 1.05em;
`;

/** Subscriptions beside the items on a wide screen, above them on a narrow one. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 8px 24px;
  @media (min-width: 768px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

export const Rows = styled(PlainList)`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

export const Row = styled.li<{ $current?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 6px 12px;
  padding: 10px 12px;
  border: 1px solid
    ${({ $current }) => ($current ? token('--lp-color-primary-strong') : token('--lp-color-border'))};
  border-radius: ${token('--lp-radius')};
`;

export const Name = styled.strong`
  display: block;
  overflow-wrap: anywhere;
`;

export const Note = styled.div`
  font-size: 0.9em;
  color: ${token('--lp-color-text-muted')};
  overflow-wrap: anywhere;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

export const Form = styled.form`
  margin: 8px 0 16px;
  padding: 12px 14px;
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
`;

export const ItemTitle = styled.a`
  font-weight: 600;
  color: ${token('--lp-color-primary-strong')};
  overflow-wrap: anywhere;
`;

export const Summary = styled.p`
  margin: 4px 0 0;
  overflow-wrap: anywhere;
`;

export const Status = styled.p`
  min-height: 1.4em;
  margin: 4px 0;
`;

export const Failure = styled.div`
  padding: 12px;
  color: ${token('--lp-color-danger')};
`;
