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
