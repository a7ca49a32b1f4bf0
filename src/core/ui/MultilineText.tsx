import { Fragment } from 'react';

/**
 * Plain text whose newlines become `<br>` elements (as the AI chat's answers need), built as React
 * elements: the text is never parsed as HTML, so `<img onerror>` in it stays text.
 */
export function MultilineText({ text }: { text: string }) {
  const lines = text.split(/\r\n|\r|\n/);
  return (
    <>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </>
  );
}
