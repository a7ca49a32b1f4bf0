import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { StoryMedia, type StoryMediaProps } from './StoryMedia';

export const storyMediaWidget: WidgetDefinition<StoryMediaProps> = {
  tag: 'lp-story-media',
  component: StoryMedia,
  attributes: { kind: 'string', heading: 'string' },
};

/**
 * `<lp-story-media>`: The library's story audio, videos and photo albums of its activities
 * (/storyTelling, /album), newest first, by kind, in pages; each links to the player.
 * For logged-in readers of the organisation (logged out, it offers to log in). Every libportal
 * element also takes `api-base`, `org-code` and `lang`, and the `--lp-*` theme properties
 * (custom-elements.json lists them).
 *
 * @tag lp-story-media
 * @attr {string} kind - The kind shown first: `all` (default), `audio`, `video` or `album`.
 * @attr {string} heading - The heading (default 故事会).
 * @fires lp-navigate - Cancelable `{path, query}`: `/player` `{id}`; `/login` `{redirect}`.
 * @csspart story-media - The widget's content.
 * @csspart kinds - The kind buttons.
 * @csspart list - The items.
 * @csspart item - One item.
 */
export class StoryMediaElement extends widgetElement(storyMediaWidget) {}

/** Registers `<lp-story-media>` (once per page). */
export function define(): void {
  defineElement(storyMediaWidget.tag, StoryMediaElement);
}
