import styled from 'styled-components';
import { controlFrame, token, WidgetHeading } from '../../core';
import { focusRing } from '../../core/theme';

export const Heading = WidgetHeading;

/** Measured by its own width: on a 768 px tablet in the portal the list's rows stack. */
export const Root = styled.section`
  container-type: inline-size;
`;

export const Panel = styled.section`
  margin: 12px 0;
  padding: 12px;
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
  background: ${token('--lp-color-surface')};
`;

export const SubHeading = styled.h3`
  margin: 0 0 8px;
  font-size: 1.05em;
`;

export const Hint = styled.p`
  margin: 0 0 8px;
  font-size: 0.9em;
  color: ${token('--lp-color-text-muted')};
`;

/** Filters and fields side by side where there is room, one a line on a narrow screen. */
export const Controls = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  align-items: end;
  gap: 12px;
  margin-bottom: 12px;
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;

  label {
    font-weight: 600;
  }
`;

/** 44 px: a finger on a tablet. */
export const Input = styled.input`
  ${controlFrame}
  min-height: 44px;
  padding: 0 10px;
  min-width: 0;
`;

export const Select = styled.select`
  ${controlFrame}
  min-height: 44px;
  padding: 0 8px;
  min-width: 0;
`;

export const TextArea = styled.textarea`
  ${controlFrame}
  min-height: 160px;
  padding: 8px 10px;
  font-family: inherit;
  line-height: 1.6;
`;

export const FieldError = styled.div`
  color: ${token('--lp-color-danger')};
  font-size: 0.9em;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-top: 12px;
`;

/** What the last change did: the saved message, or the refusal. */
export const Status = styled.p<{ $error?: boolean }>`
  min-height: 1.5em;
  margin: 0;
  color: ${(p) => (p.$error ? token('--lp-color-danger') : 'inherit')};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: 8px;
    border-bottom: 1px solid ${token('--lp-color-border')};
    text-align: start;
    vertical-align: middle;
    overflow-wrap: anywhere;
  }

  /* A narrow element: each item a block of its own, each value under its column's name. */
  @container (max-width: 560px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tr,
    td {
      display: block;
    }
    td[data-label]::before {
      content: attr(data-label) '：';
      font-weight: 600;
    }
  }
`;

export const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-top: 8px;
`;

/** Draft, published now, or at a date: a group of radio buttons, each a finger wide. */
export const Choices = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0 0 12px;
  padding: 8px;
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};

  legend {
    padding: 0 4px;
    font-weight: 600;
  }

  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
  }

  input {
    width: 20px;
    height: 20px;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  padding: 4px;
  border: 1px solid ${token('--lp-color-border')};
  border-bottom: 0;
  border-radius: ${token('--lp-radius')} ${token('--lp-radius')} 0 0;
  background: ${token('--lp-color-surface')};
`;

/** A toolbar button: 44 px square for a finger; pressed shows the format is on. */
export const ToolButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  padding: 0 8px;
  border: 1px solid transparent;
  border-radius: ${token('--lp-radius')};
  background: transparent;
  color: ${token('--lp-color-text')};
  font: inherit;
  cursor: pointer;
  ${focusRing}

  &[aria-pressed='true'] {
    border-color: ${token('--lp-color-primary-strong')};
    background: ${token('--lp-color-surface-alt')};
  }
  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
`;

/** The row under the toolbar: a link's address, a picture and its description. */
export const InsertRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 8px;
  padding: 8px;
  border: 1px solid ${token('--lp-color-border')};
  border-bottom: 0;
`;

/**
 * The editable body. ProseMirror's own CSS (white-space, the caret) is written here rather than
 * injected by Tiptap into the document head, which would not reach this shadow root (and a
 * strict CSP refuses injected styles); the body looks as the news page shows it.
 */
export const EditorFrame = styled.div<{ $invalid?: boolean }>`
  .ProseMirror {
    min-height: 240px;
    max-height: 60vh;
    overflow-y: auto;
    padding: 8px 12px;
    border: 1px solid
      ${(p) => (p.$invalid ? token('--lp-color-danger') : token('--lp-color-border'))};
    border-radius: 0 0 ${token('--lp-radius')} ${token('--lp-radius')};
    background: ${token('--lp-color-surface')};
    color: ${token('--lp-color-text')};
    line-height: 1.8;
    white-space: pre-wrap;
    word-wrap: break-word;
    font-variant-ligatures: none;
    ${focusRing}
  }
  .ProseMirror:focus-visible {
    outline-offset: -2px;
  }
  .ProseMirror img {
    max-width: 100%;
    height: auto;
  }
  .ProseMirror img.ProseMirror-selectednode {
    outline: 2px solid ${token('--lp-color-primary-strong')};
  }
  .ProseMirror blockquote {
    margin: 0 0 0 4px;
    padding-left: 12px;
    border-left: 3px solid ${token('--lp-color-border')};
  }
  .ProseMirror a {
    color: ${token('--lp-color-primary-strong')};
  }
  .ProseMirror-gapcursor {
    display: none;
  }
`;
