/**
 * The library's content (`LibraryAdminApi/Content`): news, notices and activities (the `news`
 * table the portal's lists read), and the library introduction and reader notice (the
 * organisation's own pages, /about and /readerNotice). Librarians and admins (usertype 8 and 9)
 * of the organisation; a reader's token gets 403, and another organisation's item is not found.
 *
 * An item is a draft (no publish date: never public) or has a publish date; a date still to
 * come is scheduled, public from that moment. A body is HTML, sanitised by the server when it
 * is saved by the same rules the portal applies when it shows one (html-rules.ts); the
 * introduction and the reader notice are plain text, as the portal shows them. Every change is
 * written to the audit log with the title and status before and after.
 */
import type { NewsType } from './news';

export const CONTENT_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** Bounds, the same in the editor and on the server. */
export const CONTENT_LIMITS = {
  titleMax: 200,
  /** A body's HTML as sent, in bytes of UTF-8: 200 KB (a long notice is ~10 KB). */
  bodyMaxBytes: 200 * 1024,
  /** The introduction and the reader notice, in characters. */
  infoMax: 5000,
  searchMax: 100,
  pageSizeMax: 50,
} as const;

/**
 * POST /LibraryAdminApi/Content/List {index, pagesize, type?, status?, search?} →
 * Page<ContentSummary>, the most recently changed first. `search` matches a part of the title.
 */
export interface ContentListRequest {
  index: number;
  pagesize: number;
  type?: NewsType;
  status?: ContentStatus;
  search?: string;
}

export interface ContentSummary {
  id: number;
  type: NewsType;
  title: string;
  status: ContentStatus;
  /** ISO date-time; null for a draft. */
  publishedat: string | null;
  /** ISO date-time of the last save. */
  updatedtime: string;
}

/** POST /LibraryAdminApi/Content/Get {id} → ContentItem (the body as stored, sanitised). */
export interface ContentItem extends ContentSummary {
  bodyhtml: string;
}

/**
 * POST /LibraryAdminApi/Content/Save {id?, requestid?, type, title, bodyhtml, publishedat} →
 * ContentItem as saved. Without `id` it creates one; `requestid` (a UUID the editor makes when
 * it opens a new item) makes that idempotent: a second Save with the same requestid answers the
 * item the first one created, and creates nothing. Refused with 10158 and a
 * ContentRefusalDetail naming the field.
 */
export interface ContentSaveRequest {
  id?: number;
  requestid?: string;
  type: NewsType;
  title: string;
  bodyhtml: string;
  /** ISO date-time; null keeps it a draft. */
  publishedat: string | null;
}

/** POST /LibraryAdminApi/Content/Delete {id} → {id}. */
export interface ContentDeleteRequest {
  id: number;
}

/** POST /LibraryAdminApi/Content/Info/Get {} → ContentInfo; Info/Save {ContentInfo} → it. */
export interface ContentInfo {
  /** Plain text ('' when the library shows none); lines are kept. */
  introduction: string;
  readernotice: string;
}

/** POST /LibraryAdminApi/Content/Image (multipart `file`) → ContentImage. */
export interface ContentImage {
  fileid: string;
}

export type ContentField = 'title' | 'bodyhtml' | 'publishedat' | 'introduction' | 'readernotice';
export type ContentProblem = 'empty' | 'tooLong' | 'badDate';

/** `data` of a refusal (code 10158): the editor shows the message beside this field. */
export interface ContentRefusalDetail {
  field: ContentField;
  problem: ContentProblem;
}

/**
 * The audit log's actions: an item saved or deleted (detail: {id, before, after} of its type,
 * title, status and date), the introduction and reader notice (the texts before and after), a
 * picture uploaded for a body (its file id).
 */
export const CONTENT_STAFF_ACTIONS = [
  'contentSave',
  'contentDelete',
  'contentInfo',
  'contentImage',
] as const;

export const LibraryAdminContentPath = {
  contentList: '/LibraryAdminApi/Content/List',
  contentGet: '/LibraryAdminApi/Content/Get',
  contentSave: '/LibraryAdminApi/Content/Save',
  contentDelete: '/LibraryAdminApi/Content/Delete',
  contentImage: '/LibraryAdminApi/Content/Image',
  contentInfoGet: '/LibraryAdminApi/Content/Info/Get',
  contentInfoSave: '/LibraryAdminApi/Content/Info/Save',
} as const;
