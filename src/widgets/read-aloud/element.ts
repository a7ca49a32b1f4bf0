import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { ReadAloud, type ReadAloudProps } from './ReadAloud';

export const readAloudWidget: WidgetDefinition<ReadAloudProps> = {
  tag: 'lp-read-aloud',
  component: ReadAloud,
  attributes: { text: 'string', heading: 'string' },
};

/**
 * `<lp-read-aloud>`: A passage or a question read aloud by the browser's speech synthesis at
 * rate 0.5 (zh-CN or English voice, as the element's language), with play, pause, resume and
 * stop buttons and the state announced politely. Where the browser cannot speak, pressing play
 * shows the alert "该浏览器不支持TTS引擎". The text is the `text` attribute or the element's own
 * text content, always as plain text. Every libportal element also takes `api-base`,
 * `org-code` and `lang`, and the `--lp-*` theme properties (custom-elements.json lists them).
 *
 * @tag lp-read-aloud
 * @attr {string} text - The text to read (otherwise the element's text content).
 * @attr {string} heading - The heading above the passage (default 朗读).
 * @slot - The passage, when no `text` attribute is given.
 * @csspart read-aloud - The widget's content.
 * @csspart passage - The passage.
 * @csspart controls - The play, pause, resume and stop buttons.
 * @csspart status - The reading state.
 * @csspart unsupported - The note shown where the browser cannot speak.
 */
export class ReadAloudElement extends widgetElement(readAloudWidget) {}

/** Registers `<lp-read-aloud>` (once per page). */
export function define(): void {
  defineElement(readAloudWidget.tag, ReadAloudElement);
}
