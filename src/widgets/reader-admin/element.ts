import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { ReaderAdmin, type ReaderAdminProps } from './ReaderAdmin';

export const readerAdminWidget: WidgetDefinition<ReaderAdminProps> = {
  tag: 'lp-reader-admin',
  component: ReaderAdmin,
  attributes: {},
};

/**
 * `<lp-reader-admin>`: The librarian's readers: find them by card number or name and class, a
 * page at a time; create and edit (name, class, grade, sex, phone, student or teacher, held to
 * the class list's rules, each refusal shown beside its field with the typed values kept);
 * reset a password (the generated one shown once, with a copy button; the reader changes it at
 * the next login); block with a reason (the desk then refuses loans) and unblock; import class
 * lists (.csv or .xlsx) with the created / updated / rejected report and the new readers'
 * initial passwords; assign a teacher's classes; move the classes at term end (each class into
 * the next by name, graduating classes out), previewed first and applied after a confirm step.
 * Only staff (librarian, admin) may use it; every change is audited.
 * Every libportal element also takes `api-base`, `org-code` and `lang`, and the `--lp-*` theme
 * properties (custom-elements.json lists them).
 *
 * @tag lp-reader-admin
 * @fires lp-navigate - Cancelable `{path, query}`: `/login` `{redirect}` when logged out.
 * @csspart reader-admin - The widget's content.
 * @csspart message - The live line saying what the last action did.
 * @csspart readers - The table of readers.
 * @csspart reader-form - The create / edit form.
 * @csspart reset-password - The password reset panel.
 * @csspart block-form - The block form.
 * @csspart one-time-password - A generated password, shown once.
 * @csspart import - The class list import.
 * @csspart import-report - What the import did.
 * @csspart teacher-classes - The classes a teacher manages (a teacher row's action).
 * @csspart term-end - The term-end class moves.
 * @csspart term-end-classes - The classes with their move and graduate fields.
 * @csspart term-end-summary - The preview or the result of the moves.
 */
export class ReaderAdminElement extends widgetElement(readerAdminWidget) {}

/** Registers `<lp-reader-admin>` (once per page). */
export function define(): void {
  defineElement(readerAdminWidget.tag, ReaderAdminElement);
}
