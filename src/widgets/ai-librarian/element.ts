import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { AiLibrarian, type AiLibrarianProps } from './AiLibrarian';

export const aiLibrarianWidget: WidgetDefinition<AiLibrarianProps> = {
  tag: 'lp-ai-librarian',
  component: AiLibrarian,
  attributes: {},
};

/**
 * `<lp-ai-librarian>`: The AI librarian: a floating 50 × 50 button (draggable, position remembered) that opens a 450 × 500 chat window. Renders nothing unless the organisation enables the AI librarian.
 * Every libportal element also takes `api-base`, `org-code` and `lang`, and the `--lp-*`
 * theme properties (custom-elements.json lists them).
 *
 * @tag lp-ai-librarian
 * @csspart button - The floating button.
 * @csspart window - The chat window.
 * @csspart message - One message (also `message-user` or `message-ai`).
 * @csspart input - The question field.
 * @csspart send - The send button.
 * @csspart close - The close button.
 * @csspart form - The question form.
 */
export class AiLibrarianElement extends widgetElement(aiLibrarianWidget) {}

/** Registers `<lp-ai-librarian>` (once per page). */
export function define(): void {
  defineElement(aiLibrarianWidget.tag, AiLibrarianElement);
}
