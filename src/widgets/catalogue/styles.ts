import styled from 'styled-components';
import { controlFrame, PlainList, token } from '../../core';

export const Root = styled.section`
  display: grid;
  gap: 16px;
  color: ${token('--lp-color-text')};
  font-family: ${token('--lp-font-family')};
  line-height: 1.5;
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: 1.2em;
`;

/** A field and its button on one line, wrapping below 480 px. */
export const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;

  input,
  select {
    flex: 1 1 200px;
    min-height: 40px;
    padding: 6px 10px;
    border: 1px solid ${token('--lp-color-border')};
    border-radius: ${token('--lp-radius')};
    font: inherit;
  }
`;

export const Records = styled(PlainList)`
  display: grid;
  gap: 12px;
`;

export const Record = styled.li`
  padding: 10px 12px;
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${token('--lp-color-text-muted')};
`;

/** The copies as a table that scrolls sideways on a narrow screen instead of overflowing. */
export const CopyTable = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: 4px 8px;
    text-align: start;
    border-bottom: 1px solid ${token('--lp-color-border')};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

export const Live = styled.p`
  margin: 0;
  min-height: 1.5em;
`;

export const Panel = styled.section`
  padding: 12px;
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
`;

/** The record and copy forms: fields side by side where there is room, one a line if not. */
export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 10px 12px;
  margin-bottom: 8px;
`;

export const Field = styled.div<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};

  label {
    font-weight: 600;
  }

  input,
  select,
  textarea {
    ${controlFrame}
    min-height: 40px;
    padding: 6px 10px;
    min-width: 0;
  }

  textarea {
    min-height: 96px;
    resize: vertical;
  }
`;

/** The catalogue's own buttons over the list (New record). */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-bottom: 8px;
`;

/** The import's progress bar: the panel's width, a native <progress> themed by its colour. */
export const ImportProgress = styled.progress`
  display: block;
  width: 100%;
  height: 12px;
  accent-color: ${token('--lp-color-primary')};
`;

/** The import report's counts, label above figure, side by side. */
export const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: 8px;
  margin: 8px 0;

  div {
    display: flex;
    flex-direction: column-reverse;
  }

  dd {
    margin: 0;
    font-size: 1.25em;
    font-weight: 600;
  }
`;

/** The listed problems of an import: one a line. */
export const ProblemList = styled.ol`
  margin: 4px 0;
  padding-inline-start: 20px;
`;
