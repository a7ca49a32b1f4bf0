import { defineElement, widgetElement, type WidgetDefinition } from '../../core';
import { MediaPlayer, type MediaPlayerProps } from './MediaPlayer';

export const mediaPlayerWidget: WidgetDefinition<MediaPlayerProps> = {
  tag: 'lp-media-player',
  component: MediaPlayer,
  attributes: { mediaId: 'number' },
};

/**
 * `<lp-media-player>`: One story, video or album of the library (/player?id=). Audio
 * and video play in the browser's own player, with their WebVTT captions as a captions track
 * and a transcript to show; an album is a gallery moved with the arrow keys, each photo's
 * caption its alternative text. For logged-in readers of the organisation. Every libportal
 * element also takes `api-base`, `org-code` and `lang`, and the `--lp-*` theme properties
 * (custom-elements.json lists them).
 *
 * @tag lp-media-player
 * @attr {number} media-id - The item to play (an id from lp-story-media's list).
 * @fires lp-navigate - Cancelable `{path, query}`: back to `/storyTelling` or `/album`; `/login`.
 * @csspart media-player - The widget's content.
 * @csspart stage - Around the audio or video element.
 * @csspart media - The audio or video element.
 * @csspart transcript - The transcript and its button.
 * @csspart gallery - An album's gallery.
 * @csspart photo - The photo shown.
 */
export class MediaPlayerElement extends widgetElement(mediaPlayerWidget) {}

/** Registers `<lp-media-player>` (once per page). */
export function define(): void {
  defineElement(mediaPlayerWidget.tag, MediaPlayerElement);
}
