/**
 * Story-telling media (/storyTelling, /album, /player): the library's
 * story audio and videos and the photo albums of its activities. The product names no call for
 * them: the calls below follow its style. A student's own area: every call needs a logged-in
 * reader and sees only the caller's organisation; the files (media, covers, captions, photos)
 * are served by FileApi/File/Download under the same rule.
 */
import type { Page } from './common';

export const MEDIA_KINDS = ['audio', 'video', 'album'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** One item as a list shows it. */
export interface MediaItem {
  id: number;
  kind: MediaKind;
  title: string;
  description: string;
  /** Seconds, for audio and video; null for an album. */
  duration: number | null;
  /** The cover image's file id (an album's first photo when it has none); null: none. */
  coverfileid: string | null;
  /** How many photos an album holds (0 for audio and video). */
  photos: number;
  /** YYYY-MM-DD. */
  publishedat: string;
  /** A WebVTT captions file comes with it (audio and video). */
  captions: boolean;
}

export interface MediaPhoto {
  fileid: string;
  /** Also the photo's alternative text. */
  caption: string;
}

export interface MediaDetail extends MediaItem {
  /** The audio or video file; null for an album. */
  fileid: string | null;
  /** Its content type (audio/wav, video/webm, …), so the player picks <audio> or <video>. */
  mime: string | null;
  /** WebVTT captions, also shown as the transcript; null when the item has none. */
  captionsfileid: string | null;
  /** An album's photos in order; empty for audio and video. */
  photolist: MediaPhoto[];
}

/** POST /LibraryReaderApi/Media/List {kind?, index?, pagesize?} → the newest first. */
export interface MediaListRequest {
  kind?: MediaKind;
  index?: number;
  pagesize?: number;
}
export const MAX_MEDIA_PAGE_SIZE = 50;
export type MediaPage = Page<MediaItem>;

/** POST /LibraryReaderApi/Media/Detail {id} → the item, or 40401 when the caller may not see it. */
export interface MediaDetailRequest {
  id: number;
}

/** The paths of this area (ApiPath in index.ts joins every area's). */
export const MediaPath = {
  mediaList: '/LibraryReaderApi/Media/List',
  mediaDetail: '/LibraryReaderApi/Media/Detail',
} as const;
