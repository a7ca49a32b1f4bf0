import styled, { css } from 'styled-components';
import { LinkButton as CoreLinkButton, narrowScreen, token, wideScreen } from '../../core';

/** A button that reads as a link (did you mean, show all, clear all). */
export const LinkButton = styled(CoreLinkButton)`
  font-weight: 600;
`;

/** The frame the search form's inputs and selects share. */
const fieldFrame = css`
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
  background: ${token('--lp-color-surface')};
  color: ${token('--lp-color-text')};
  font: inherit;
  &:focus-visible {
    outline: 2px solid ${token('--lp-color-primary-strong')};
    outline-offset: 1px;
  }
`;

/** A native select styled like the text fields. */
export const Select = styled.select`
  min-height: 36px;
  padding: 0 8px;
  ${fieldFrame}
`;

export const Input = styled.input`
  min-width: 0;
  min-height: 36px;
  padding: 0 10px;
  ${fieldFrame}
  &[aria-invalid='true'] {
    border-color: ${token('--lp-color-danger')};
  }
  &::placeholder {
    color: ${token('--lp-color-text-muted')};
  }
`;

/** A group of controls with a caption, without the browser's fieldset frame. */
export const Group = styled.fieldset`
  min-width: 0;
  margin: 0 0 16px;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: 6px;
    font-weight: 600;
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

export const ErrorMessage = styled.div`
  margin-top: 6px;
  color: ${token('--lp-color-danger')};
`;

/** Facets beside the results; on a narrow screen the results take the whole width. */
export const Layout = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  align-items: flex-start;
`;

export const Main = styled.div`
  flex: 999 1 420px;
  min-width: 0;
`;

/** Shown on wide screens only (the facet panel beside the results). */
export const WideOnly = styled.div`
  display: contents;
  ${narrowScreen} {
    display: none;
  }
`;

/** Shown on narrow screens only (the button that opens the facets). */
export const NarrowOnly = styled.div`
  flex-shrink: 0;
  ${wideScreen} {
    display: none;
  }
`;

/** The count of results, and on a narrow screen the facets' button at its end. */
export const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  margin: 0 0 16px;
`;

/** Closes the facet drawer: a large target at the end of the list, under the thumb. */
export const DrawerFooter = styled.div`
  position: sticky;
  bottom: -18px;
  margin: 0 -18px -18px;
  padding: 12px 18px;
  border-top: 1px solid ${token('--lp-color-border')};
  background: ${token('--lp-color-surface')};
  button {
    width: 100%;
  }
`;

export const Heading = styled.h2`
  margin: 0 0 4px;
  font-size: 1.25em;
  overflow-wrap: anywhere;
`;

export const Count = styled.p`
  margin: 0;
  color: ${token('--lp-color-text-muted')};
`;

export const DidYouMean = styled.p`
  margin: 8px 0 0;
  color: ${token('--lp-color-text')};
`;

export const Panel = styled.div`
  flex: 0 1 220px;
  min-width: 180px;
`;

export const Options = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    margin: 2px 0;
  }
  /* WCAG 2.2 target size (2.5.8): the boxes are smaller than 24 × 24 px, so the rows keep
     their centres at least 24 px apart (each row at least 24 px high, plus the margin). The
     whole label toggles the box, a larger target still. */
  label {
    display: flex;
    align-items: flex-start;
    gap: 8px;
    min-height: 24px;
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  input {
    flex-shrink: 0;
    width: 18px;
    height: 18px;
    /* Level with the label's first line. */
    margin: 2px 0 0;
    accent-color: ${token('--lp-color-primary-strong')};
  }
`;

export const Lists = styled.ul`
  max-height: 240px;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
  label {
    display: flex;
    gap: 8px;
    align-items: center;
    padding: 6px 4px;
    cursor: pointer;
  }
  input {
    accent-color: ${token('--lp-color-primary-strong')};
  }
`;

export const NewList = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 16px;
`;

export const BookCount = styled.span`
  color: ${token('--lp-color-text-muted')};
`;

export const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 16px;
`;

export const Conditions = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const QuickReadPanel = styled.div`
  margin-top: 8px;
  padding: 10px 12px;
  border-left: 3px solid ${token('--lp-color-primary')};
  background: ${token('--lp-color-surface-alt')};
  border-radius: ${token('--lp-radius')};
  p {
    margin: 0 0 6px;
  }
`;

export const Muted = styled.p`
  color: ${token('--lp-color-text-muted')};
  font-size: 0.92em;
`;

export const Item = styled.li`
  display: flex;
  gap: 16px;
  padding: 16px 0;
  border-bottom: 1px solid ${token('--lp-color-border')};
`;

export const Details = styled.div`
  flex: 1;
  min-width: 0;
`;

export const Title = styled.h3`
  margin: 0 0 6px;
  font-size: 1.1em;
  overflow-wrap: anywhere;
  a {
    color: ${token('--lp-color-primary-strong')};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 2px solid ${token('--lp-color-primary-strong')};
    outline-offset: 2px;
  }
`;

export const Meta = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 2px 10px;
  margin: 0 0 8px;
  color: ${token('--lp-color-text-muted')};
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Availability = styled.p<{ $available: boolean }>`
  margin: 0 0 8px;
  font-weight: 600;
  color: ${({ $available }) =>
    $available ? token('--lp-color-success') : token('--lp-color-text-muted')};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0 0 12px;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 30px;
  padding: 0 10px;
  border: 1px solid ${token('--lp-color-primary-strong')};
  border-radius: 999px;
  background: ${token('--lp-color-surface-alt')};
  color: ${token('--lp-color-text')};
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${token('--lp-color-primary-strong')};
    outline-offset: 2px;
  }
`;

export const Box = styled.div`
  margin-bottom: 20px;
  padding: 16px;
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
  background: ${token('--lp-color-surface')};
`;

export const Basic = styled.form`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

export const Advanced = styled.form`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-top: 12px;
  padding-top: 12px;
  border-top: 1px solid ${token('--lp-color-border')};
`;

export const Marked = styled.code`
  display: block;
  margin-top: 4px;
  padding: 4px 6px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  color: ${token('--lp-color-text')};
  background: ${token('--lp-color-surface-alt')};
  border-radius: ${token('--lp-radius')};
  mark {
    color: inherit;
    background: transparent;
    outline: 2px solid ${token('--lp-color-danger')};
    text-decoration: wavy underline ${token('--lp-color-danger')};
  }
`;

export const Help = styled.details`
  color: ${token('--lp-color-text-muted')};
  summary {
    cursor: pointer;
    color: ${token('--lp-color-primary-strong')};
    font-weight: 600;
  }
  ul {
    margin: 6px 0 0;
    padding-inline-start: 20px;
  }
  code {
    color: ${token('--lp-color-text')};
  }
`;

export const Rows = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Hint = styled.p`
  margin: 0 0 8px;
  color: ${token('--lp-color-text-muted')};
  font-size: 0.92em;
`;

/** The operator column: the same width in every row, so fields line up. */
export const OperatorSelect = styled(Select)`
  width: 9em;
`;

export const OperatorSpacer = styled.span`
  width: 9em;
`;
