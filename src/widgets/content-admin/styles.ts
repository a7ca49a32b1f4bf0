import styled from 'styled-components';
import { WidgetHeading, token } from '../../core';
import { focusRing } from '../../core/theme';
import { TextArea as StaffTextArea } from '../../core/ui/staff/styles';

export const Heading = WidgetHeading;

/** Filters and fields side by side where there is room, one a line on a narrow screen. */
export const Controls = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  align-items: end;
  gap: 12px;
  margin-bottom: 12px;
`;

/** The introduction and the reader notice: room for a few paragraphs. */
export const TextArea = styled(StaffTextArea)`
  min-height: 160px;
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
