import styled from 'styled-components';
import { controlFrame, PlainList, SectionHeading, token, WidgetHeading } from '../../core';

export const Heading = WidgetHeading;
export { SectionHeading };

export const Stats = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 12px;
  div {
    padding: 6px 12px;
    border: 1px solid ${token('--lp-color-border')};
    border-radius: ${token('--lp-radius')};
  }
  dt {
    font-size: 0.9em;
    color: ${token('--lp-color-text-muted')};
  }
  dd {
    margin: 0;
    font-size: 1.2em;
    font-weight: 600;
  }
`;

/** The shelf switch: toggle buttons (aria-pressed), each a Tab stop, so no roving focus to learn. */
export const ShelfSwitch = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 12px;
`;

export const Entries = styled(PlainList)`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

export const Entry = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px 16px;
  padding: 10px 12px;
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
`;

export const EntryTitle = styled.h4`
  margin: 0;
  font-size: 1em;
  overflow-wrap: anywhere;
`;

/** A book title that opens the book: a link in the text colour, underlined (not colour alone). */
export const TitleLink = styled.a`
  color: inherit;
  text-decoration: underline;
`;

export const Meta = styled.p`
  margin: 2px 0 0;
  font-size: 0.9em;
  color: ${token('--lp-color-text-muted')};
  overflow-wrap: anywhere;
`;

export const Note = styled.p`
  margin: 4px 0 0;
  overflow-wrap: anywhere;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

export const Select = styled.select`
  ${controlFrame}
  min-height: 36px;
  padding: 0 8px;
`;

export const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 0 12px;
  align-items: end;
`;

export const TextArea = styled.textarea`
  ${controlFrame}
  min-height: 38px;
  padding: 8px 10px;
  resize: vertical;
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 14px;
`;
