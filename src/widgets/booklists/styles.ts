import styled from 'styled-components';
import { controlFrame, PlainList, SectionHeading, token, WidgetHeading } from '../../core';

export const Heading = WidgetHeading;
export { SectionHeading };

export const Lists = styled(PlainList)`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

export const Card = styled.li`
  padding: 10px 12px;
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
`;

export const CardHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 8px 16px;
`;

export const CardTitle = styled.h3`
  margin: 0;
  font-size: 1em;
  overflow-wrap: anywhere;
`;

/** Public or private in words, not colour alone. */
export const Badge = styled.span`
  margin-inline-start: 8px;
  padding: 0 8px;
  border-radius: 999px;
  font-size: 0.85em;
  font-weight: normal;
  color: ${token('--lp-color-text')};
  background: ${token('--lp-color-accent')};
`;

export const Meta = styled.p`
  margin: 2px 0 0;
  font-size: 0.9em;
  color: ${token('--lp-color-text-muted')};
`;

export const Description = styled.p`
  margin: 4px 0 0;
  overflow-wrap: anywhere;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

export const Books = styled(PlainList)`
  margin-top: 8px;
  padding-top: 8px;
  border-top: 1px solid ${token('--lp-color-border')};
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: 4px 12px;
    padding: 4px 0;
  }
`;

export const BookLink = styled.a`
  color: inherit;
  text-decoration: underline;
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 2px;
  max-width: 520px;
`;

export const TextArea = styled.textarea`
  ${controlFrame}
  min-height: 64px;
  padding: 8px 10px;
  margin: 4px 0 14px;
  resize: vertical;
`;

export const Choice = styled.fieldset`
  display: flex;
  gap: 16px;
  margin: 0 0 14px;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: 4px;
    font-weight: 600;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    cursor: pointer;
  }
  input {
    accent-color: ${token('--lp-color-primary-strong')};
  }
`;
