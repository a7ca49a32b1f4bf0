import styled from 'styled-components';
import { controlFrame, PlainList, SectionHeading, token, WidgetHeading } from '../../core';

export const Heading = WidgetHeading;
export { SectionHeading };

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
`;

export const SearchInput = styled.input`
  ${controlFrame}
  min-height: 36px;
  padding: 0 10px;
  flex: 1 1 14em;
  max-width: 24em;
`;

export const People = styled(PlainList)`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

export const Person = styled.li`
  padding: 10px 12px;
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
`;

export const Name = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export const Meta = styled.span`
  color: ${token('--lp-color-text-muted')};
  font-size: 0.92em;
`;

/** "Follow each other" in words, not by colour alone. */
export const Badge = styled.span`
  padding: 0 8px;
  border-radius: 999px;
  color: ${token('--lp-color-text')};
  background: ${token('--lp-color-accent')};
  font-size: 0.9em;
`;

export const Switcher = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 8px 0;
`;

export const Reading = styled.div`
  margin-top: 8px;
  padding: 8px 10px;
  border-radius: ${token('--lp-radius')};
  background: ${token('--lp-color-surface-alt')};
`;

export const ReadingList = styled(PlainList)`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;
