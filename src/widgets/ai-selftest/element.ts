import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { AiSelfTest, type AiSelfTestProps } from './AiSelfTest';

export const aiSelfTestWidget: WidgetDefinition<AiSelfTestProps> = {
  tag: 'lp-ai-selftest',
  component: AiSelfTest,
  attributes: { testid: 'number' },
};

/**
 * `<lp-ai-selftest>`: AI self-tests (/do-selftest-form-ai, /test-form-ai-result). The
 * reader picks a book they have read (returned) and gets a test made from the library's
 * catalogue (or by the library's AI provider when one is configured), answers it and sees it
 * marked at once, with the right answers and explanations. With `testid`, shows that test of
 * the reader's (its result once submitted). Logged out, it offers to log in.
 *
 * @tag lp-ai-selftest
 * @attr {number} testid - A self-test of the reader's to show.
 * @fires lp-navigate - Cancelable `{path, query}`: `/login` `{redirect}` when logged out;
 *   `/test-form-ai-result` `{id}` once a test is submitted (the widget shows the result itself
 *   when the page cancels it).
 * @csspart ai-selftest - The widget's content.
 */
export class AiSelfTestElement extends widgetElement(aiSelfTestWidget) {}

/** Registers `<lp-ai-selftest>` (once per page). */
export function define(): void {
  defineElement(aiSelfTestWidget.tag, AiSelfTestElement);
}
