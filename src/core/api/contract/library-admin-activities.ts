/**
 * The library's activities as staff run them (`LibraryAdminApi/Activities`): the rows readers see
 * and sign up for on /student-activity (activities.ts), created, edited and deleted here, with
 * the list of who signed up. Librarians and admins (usertype 8 and 9) of the organisation; a
 * reader's token gets 403, and another organisation's activity is not found. Every change is
 * written to the audit log with the activity before and after.
 */

/** Bounds, the same in the form and on the server. */
export const ACTIVITY_LIMITS = {
  titleMax: 100,
  placeMax: 100,
  descriptionMax: 2000,
  capacityMax: 10_000,
  pageSizeMax: 50,
} as const;

/** Where an activity stands on the app's clock: not started, under way, or over. */
export type ActivityState = 'coming' | 'running' | 'past';

/**
 * POST /LibraryAdminApi/Activities/List {pageindex?, pagesize? (≤ 50)} → Page<ActivityAdminItem>:
 * coming and running ones first (soonest first), then past ones (latest first).
 */
export interface ActivityAdminListRequest {
  pageindex?: number;
  pagesize?: number;
}

export interface ActivityAdminItem {
  id: number;
  title: string;
  /** ISO date-times. */
  startsat: string;
  endsat: string;
  place: string;
  /** Plain text, never rendered as HTML. */
  description: string;
  capacity: number;
  /** Readers signed up so far. */
  signedup: number;
  state: ActivityState;
}

/**
 * POST /LibraryAdminApi/Activities/Save {id?, requestid?, title, startsat, endsat, place,
 * description, capacity} → ActivityAdminItem as saved. Without `id` it creates one; `requestid`
 * (a UUID the form makes when it opens a new activity) makes that idempotent: a second Save with
 * the same requestid answers the activity the first one created and creates nothing. Refused
 * with 10158 and an ActivityRefusalDetail naming the field (a capacity below the readers
 * already signed up names their number).
 */
export interface ActivitySaveRequest {
  id?: number;
  requestid?: string;
  title: string;
  /** ISO date-times; the end after the start. */
  startsat: string;
  endsat: string;
  place: string;
  description: string;
  capacity: number;
}

/**
 * POST /LibraryAdminApi/Activities/Delete {id} → ActivityDeleteResult. Refused (10158,
 * `startedWithSignUps`) once the activity has started and has sign-ups; otherwise the activity
 * and its sign-ups go, and each reader signed up gets a message that it was cancelled.
 */
export interface ActivityIdBody {
  id: number;
}

export interface ActivityDeleteResult {
  id: number;
  /** Readers who were signed up and were sent the cancellation message. */
  notified: number;
}

/** POST /LibraryAdminApi/Activities/SignUps {id} → ActivitySignUps, in sign-up order. */
export interface ActivitySignUp {
  name: string;
  readercode: string;
  /** '' for a reader in no class. */
  classname: string;
  /** ISO date-time. */
  signedupat: string;
}

export interface ActivitySignUps {
  activity: ActivityAdminItem;
  list: ActivitySignUp[];
}

export type ActivityField = 'title' | 'startsat' | 'endsat' | 'place' | 'description' | 'capacity';
export type ActivityProblem =
  | 'empty'
  | 'tooLong'
  | 'badDate'
  | 'endsBeforeStarts'
  | 'outOfRange'
  | 'belowSignedUp'
  | 'startedWithSignUps';

/** `data` of a refusal (code 10158): the form shows the message beside `field` (if any). */
export interface ActivityRefusalDetail {
  field: ActivityField | null;
  problem: ActivityProblem;
  /** The readers signed up, for `belowSignedUp` and `startedWithSignUps`. */
  signedup?: number;
}

/** The audit log's actions: an activity saved or deleted (detail: {id, before, after}). */
export const ACTIVITY_STAFF_ACTIONS = ['activitySave', 'activityDelete'] as const;

export const LibraryAdminActivitiesPath = {
  activityAdminList: '/LibraryAdminApi/Activities/List',
  activityAdminSave: '/LibraryAdminApi/Activities/Save',
  activityAdminDelete: '/LibraryAdminApi/Activities/Delete',
  activityAdminSignUps: '/LibraryAdminApi/Activities/SignUps',
  /** GET ?id= → the sign-ups as CSV (UTF-8 with a BOM, CRLF). */
  activityAdminSignUpsExport: '/LibraryAdminApi/Activities/SignUps/Export',
} as const;
