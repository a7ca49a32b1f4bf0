import styled from 'styled-components';
import { controlFrame, PlainList, SectionHeading, token, WidgetHeading } from '../../core';

export const Heading = WidgetHeading;
export { SectionHeading };

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin-bottom: 8px;
`;

export const Select = styled.select`
  ${controlFrame}
  min-height: 36px;
  padding: 0 8px;
`;

export const Messages = styled(PlainList)`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

export const Message = styled.li<{ $unread: boolean }>`
  padding: 10px 12px;
  border: 1px solid ${token('--lp-color-border')};
  border-inline-start: 4px solid
    ${({ $unread }) => ($unread ? token('--lp-color-primary-strong') : token('--lp-color-border'))};
  border-radius: ${token('--lp-radius')};
`;

export const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 12px;
  font-size: 0.9em;
  color: ${token('--lp-color-text-muted')};
`;

/** "Unread" in words as well as the coloured edge, so it is not said by colour alone. */
export const UnreadBadge = styled.span`
  padding: 0 8px;
  border-radius: 999px;
  color: ${token('--lp-color-text')};
  background: ${token('--lp-color-accent')};
`;

export const Text = styled.p`
  margin: 6px 0 0;
  overflow-wrap: anywhere;
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

export const TextArea = styled.textarea`
  ${controlFrame}
  min-height: 96px;
  padding: 8px 10px;
  resize: vertical;
`;

export const Counter = styled.span`
  align-self: flex-end;
  font-size: 0.9em;
  color: ${token('--lp-color-text-muted')};
`;
