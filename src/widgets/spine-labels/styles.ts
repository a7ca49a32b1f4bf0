import styled from 'styled-components';
import { controlFrame, token, WidgetHeading } from '../../core';

export const Heading = WidgetHeading;

/** On paper only the sheet is printed: the heading, controls and warnings stay on screen. */
export const Root = styled.section`
  @media print {
    & > :not([data-sheet]) {
      display: none !important;
    }
  }
`;

export const Muted = styled.p`
  color: ${token('--lp-color-text-muted')};
`;

export const Controls = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 12px 16px;
  margin-bottom: 12px;
  @media (max-width: 640px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  label,
  legend {
    font-weight: 600;
  }
`;

export const Hint = styled.span`
  color: ${token('--lp-color-text-muted')};
  font-size: 0.9em;
`;

export const BarcodeInput = styled.textarea`
  ${controlFrame}
  min-height: 180px;
  padding: 8px 10px;
  font-family: ui-monospace, monospace;
  resize: vertical;
`;

export const Input = styled.input`
  ${controlFrame}
  min-height: 40px;
  padding: 0 10px;
`;

export const Choices = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 0;
  padding: 0;
  border: 0;
  label {
    font-weight: normal;
  }
`;

export const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

export const Warning = styled.div`
  margin: 0 0 12px;
  padding: 8px 12px;
  border: 1px solid ${token('--lp-color-danger')};
  border-radius: ${token('--lp-radius')};
  p {
    margin: 0 0 4px;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
    margin: 0;
    padding: 0;
    list-style: none;
    font-family: ui-monospace, monospace;
  }
`;

/** The sheets at their size on paper; scrolled sideways on a narrow screen. */
export const Sheet = styled.div`
  overflow-x: auto;
  @media print {
    overflow: visible;
  }
`;

/**
 * One A4 page of labels, edge to edge: the label stock's own margins are the labels'. Paper is
 * white with black ink whatever the theme (a scanner needs the contrast), so the colours here
 * are fixed on purpose.
 */
export const Page = styled.div<{ $columns: number; $rows: number }>`
  box-sizing: border-box;
  display: grid;
  grid-template-columns: repeat(${(p) => p.$columns}, 1fr);
  grid-template-rows: repeat(${(p) => p.$rows}, 1fr);
  width: 210mm;
  height: 297mm;
  margin: 0 0 16px;
  background: #fff;
  color: #000;
  outline: 1px solid ${token('--lp-color-border')};
  @media screen {
    zoom: var(--lp-sheet-fit, 1);
  }
  @media print {
    margin: 0;
    outline: none;
    break-after: page;
    &:last-child {
      break-after: auto;
    }
  }
`;

export const Label = styled.div<{ $barcode: boolean }>`
  box-sizing: border-box;
  display: grid;
  grid-template-columns: ${(p) => (p.$barcode ? '24mm minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  align-items: center;
  gap: 2mm;
  padding: 2mm 3mm;
  overflow: hidden;
  outline: 1px dashed #bbb;
  outline-offset: -1px;
  @media print {
    outline: none;
  }
`;

export const Spine = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5mm;
  min-width: 0;
  text-align: center;
`;

export const LibraryName = styled.span`
  max-width: 100%;
  overflow: hidden;
  font-size: 7pt;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const CallNumber = styled.span`
  display: flex;
  flex-direction: column;
  font-family: ui-monospace, monospace;
  font-size: 10pt;
  font-weight: 700;
  line-height: 1.15;
  overflow-wrap: anywhere;
`;

export const BarcodeBox = styled.div`
  min-width: 0;
  svg {
    display: block;
    width: 100%;
    height: auto;
    max-height: 24mm;
  }
`;

/** The barcode's characters under the bars, for a reader without a scanner. */
export const BarcodeText = styled.span`
  display: block;
  margin-top: 0.5mm;
  font-family: ui-monospace, monospace;
  font-size: 8pt;
  letter-spacing: 0.05em;
  text-align: center;
`;
