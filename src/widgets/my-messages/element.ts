import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { MyMessages, type MyMessagesProps } from './MyMessages';

export const myMessagesWidget: WidgetDefinition<MyMessagesProps> = {
  tag: 'lp-my-messages',
  component: MyMessages,
  attributes: {},
};

/**
 * `<lp-my-messages>`: The reader's messages: reminders (due in 3 days, overdue, reservation
 * arrived), urges, the library's replies and the reader's own board messages, unread ones
 * marked with "mark as read" (one or all), a page at a time; and the message board form
 * ("Please input message" when empty). Logged out, it offers to log in. Every libportal
 * element also takes `api-base`, `org-code` and `lang`, and the `--lp-*` theme properties
 * (custom-elements.json lists them).
 *
 * @tag lp-my-messages
 * @fires lp-navigate - Cancelable `{path, query}`: `/login` `{redirect}` when logged out.
 * @csspart my-messages - The widget's content.
 * @csspart messages - The message list.
 * @csspart message - One message.
 * @csspart board - The message board form.
 * @csspart pagination - The pager.
 */
export class MyMessagesElement extends widgetElement(myMessagesWidget) {}

/** Registers `<lp-my-messages>` (once per page). */
export function define(): void {
  defineElement(myMessagesWidget.tag, MyMessagesElement);
}
