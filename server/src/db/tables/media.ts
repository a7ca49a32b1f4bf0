/**
 * Story-telling media (/storyTelling, /album, /player): the library's story audio and
 * videos and the photo albums of its activities, each of one organisation. The bytes are in
 * `file` like every other file, so the download route's rules and headers apply to them too.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { MEDIA_KINDS } from '../../../../src/core/api/contract/media';
import { identity, organizationRef } from './columns';
import { file } from './organisations';

export const mediaItem = pgTable(
  'media_item',
  {
    id: identity(),
    organizationId: organizationRef(),
    kind: text({ enum: MEDIA_KINDS }).notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    /** Seconds of audio or video; null for an album. */
    durationSeconds: integer(),
    coverFileId: text().references(() => file.id),
    /** The audio or video file; null for an album. */
    fileId: text().references(() => file.id),
    /** WebVTT captions, shown as a <track> and as the transcript. */
    captionsFileId: text().references(() => file.id),
    publishedOn: date({ mode: 'string' }).notNull(),
    /**
     * Shown to visitors too (/storyTelling, /album and /player are public pages).
     * Off by default: an album of pupils at an activity, a story read by a child, stay for the
     * library's own readers unless the library publishes them.
     */
    isPublic: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.organizationId, t.kind, t.publishedOn),
    index().on(t.fileId),
    index().on(t.coverFileId),
    index().on(t.captionsFileId),
    // Something to play, or an album: never an audio item without its audio.
    check('media_item_file', sql`(${t.kind} = 'album') = (${t.fileId} is null)`),
  ],
);

/** An album's photos, in order; the caption is also the photo's alternative text. */
export const mediaPhoto = pgTable(
  'media_photo',
  {
    id: identity(),
    mediaItemId: integer()
      .notNull()
      .references(() => mediaItem.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    fileId: text()
      .notNull()
      .references(() => file.id),
    caption: text().notNull().default(''),
  },
  (t) => [index().on(t.mediaItemId, t.position), index().on(t.fileId)],
);
