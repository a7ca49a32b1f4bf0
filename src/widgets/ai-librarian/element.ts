import { defineWidget } from '../../core';
import { AiLibrarian, type AiLibrarianProps } from './AiLibrarian';

/**
 * `<lp-ai-librarian>`: the AI librarian, a floating button (50 × 50, draggable, position
 * remembered) that opens a 450 × 500 chat window. Renders nothing unless the organisation's
 * configuration enables the AI librarian.
 *
 * @tag lp-ai-librarian
 * @attr api-base - API base URL. @attr org-code - Organisation code. @attr lang - zh | en.
 * @cssprop --lp-color-primary - Button hover colour. @cssprop --lp-color-primary-strong - Button, header and own messages.
 * @cssprop --lp-color-surface - Window background. @cssprop --lp-color-border - Window and input borders.
 * @cssprop --lp-font-family - Font. @cssprop --lp-radius - Input and button corners.
 * @csspart button - The floating button. @csspart window - The chat window.
 * @csspart message - One message (also `message-user` or `message-ai`).
 * @csspart input - The question field. @csspart send - The send button.
 * @csspart close - The close button. @csspart form - The question form.
 */
export const AiLibrarianElement = defineWidget<AiLibrarianProps>({
  tag: 'lp-ai-librarian',
  component: AiLibrarian,
  attributes: {},
});
