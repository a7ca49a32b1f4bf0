/**
 * How the editor's publishing choice becomes the item's publish date, and back. A date is
 * typed on the library's clock (core/ui/wall-clock.ts): a notice "at 8:00" appears at the
 * library's 8:00.
 */
import type { ContentItem } from '../../core';
import { fromWallClock } from '../../core/ui/wall-clock';

export { fromWallClock, toWallClock } from '../../core/ui/wall-clock';

export type PublishMode = 'draft' | 'now' | 'at';

export function modeOf(item: Pick<ContentItem, 'status'> | null): PublishMode {
  if (!item || item.status === 'draft') return 'draft';
  return item.status === 'scheduled' ? 'at' : 'now';
}

/**
 * The publish date a save sends: none for a draft; for "published", the date it already had
 * when it was published, else now; for "at", the typed date (null when there is none).
 */
export function publishedAtOf(
  mode: PublishMode,
  typed: string,
  zone: string,
  saved: Pick<ContentItem, 'status' | 'publishedat'> | null,
  now = Date.now(),
): string | null | 'missing' {
  if (mode === 'draft') return null;
  if (mode === 'now') {
    return saved?.status === 'published' && saved.publishedat
      ? saved.publishedat
      : new Date(now).toISOString();
  }
  return fromWallClock(typed, zone) ?? 'missing';
}
