import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { CompositionMarking, type CompositionMarkingProps } from './CompositionMarking';

export const compositionMarkingWidget: WidgetDefinition<CompositionMarkingProps> = {
  tag: 'lp-composition-marking',
  component: CompositionMarking,
  attributes: {},
};

/**
 * `<lp-composition-marking>`: A teacher's marking of the compositions and reading notes handed
 * in by the students of the classes they manage (never another class's, never a draft): the
 * list by class, kind and status, waiting ones first; a submission read in full; a score
 * (0–100) and comment, or a return for revision with what to change. Logged out, it offers to
 * log in; a student is told it is for teachers. Every libportal element also takes `api-base`,
 * `org-code` and `lang`, and the `--lp-*` theme properties (custom-elements.json lists them).
 *
 * @tag lp-composition-marking
 * @fires lp-navigate - Cancelable `{path, query}`: `/login` `{redirect}` when logged out.
 * @csspart composition-marking - The widget's content.
 * @csspart submissions - The list of submissions and its filters.
 * @csspart submission - One submission with its marking form.
 */
export class CompositionMarkingElement extends widgetElement(compositionMarkingWidget) {}

/** Registers `<lp-composition-marking>` (once per page). */
export function define(): void {
  defineElement(compositionMarkingWidget.tag, CompositionMarkingElement);
}
