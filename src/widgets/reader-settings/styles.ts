import styled from 'styled-components';
import { token } from '../../core';

export const AVATAR_PREVIEW = 160;

export const Root = styled.div`
  display: grid;
  /* One column no wider than the box: a file input's own width must not widen the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  max-width: 640px;
`;

export const Panel = styled.section`
  padding: 16px;
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
  background: ${token('--lp-color-surface')};
`;

export const Title = styled.h2`
  margin: 0 0 12px;
  font-size: 1.2em;
`;

export const SubTitle = styled.h3`
  margin: 0 0 12px;
  font-size: 1.1em;
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  margin-bottom: 12px;
`;

/** The radio group of the gender, laid out like a text field. */
export const Choices = styled.fieldset`
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
`;

export const Alert = styled.div`
  color: ${token('--lp-color-danger')};
  &:empty {
    display: none;
  }
`;

export const Note = styled.div`
  color: ${token('--lp-color-text-muted')};
  &:empty {
    display: none;
  }
`;

export const Hint = styled.p`
  margin: 0 0 10px;
  color: ${token('--lp-color-text-muted')};
  font-size: 0.9em;
`;

export const Picture = styled.img`
  width: ${AVATAR_PREVIEW}px;
  height: ${AVATAR_PREVIEW}px;
  object-fit: cover;
  border-radius: ${token('--lp-radius')};
  border: 1px solid ${token('--lp-color-border')};
  background: ${token('--lp-color-surface-alt')};
`;

export const Preview = styled.canvas`
  width: ${AVATAR_PREVIEW}px;
  height: ${AVATAR_PREVIEW}px;
  border-radius: 50%;
  border: 1px solid ${token('--lp-color-border')};
`;

export const Video = styled.video`
  width: 100%;
  max-width: 320px;
  border-radius: ${token('--lp-radius')};
  background: #000;
`;

/** A range input with its label and value on one line. */
export const Slider = styled.label`
  display: grid;
  grid-template-columns: 8em 1fr;
  align-items: center;
  gap: 8px;
  margin-bottom: 8px;
  input {
    accent-color: ${token('--lp-color-primary-strong')};
  }
`;

/** The native file input, labelled and focusable, styled like a secondary button. */
export const FilePicker = styled.label`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  max-width: 100%;
  /* The label on one line ("选择图片", not a character a line); the input wraps below it. */
  span {
    white-space: nowrap;
  }
  input[type='file'] {
    max-width: 100%;
    font: inherit;
  }
  input[type='file']:focus-visible {
    outline: 2px solid ${token('--lp-color-primary-strong')};
    outline-offset: 2px;
  }
`;

export const CaptchaImage = styled.img`
  width: 120px;
  height: 40px;
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
  background: #fff;
`;
