import type { SharedState } from '../instance-state';

/** At most `max` calls in `windowMs`. */
export interface LimitWindow {
  max: number;
  windowMs: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export const perMinuteAndHour = (perMinute: number, perHour: number): LimitWindow[] => [
  { max: perMinute, windowMs: MINUTE_MS },
  { max: perHour, windowMs: HOUR_MS },
];

/**
 * What a logged-in reader may repeat, per organisation + reader. Each limit is far above what a
 * person does by hand (writing a comment takes a minute; a busy reader adds a book to a list
 * every few seconds at most) and far below what a script does (669 comments in 3 s was seen):
 * the minute stops a burst, the hour a slow loop that keeps under the minute (10 a minute
 * would still be 14,400 comments a day).
 */
export const DEFAULT_WRITE_LIMITS = {
  comments: perMinuteAndHour(10, 100),
  booklists: perMinuteAndHour(20, 200),
  booklistItems: perMinuteAndHour(30, 300),
  recommendations: perMinuteAndHour(10, 50),
  // A heart clicked on and off a few times is normal; hundreds a minute is not.
  collections: perMinuteAndHour(30, 300),
  // The library's own rule caps active reservations; this caps reserve/cancel churn.
  preBorrows: perMinuteAndHour(10, 60),
  quickReads: perMinuteAndHour(20, 200),
  // Starting, continuing or cancelling a payment: a reader pays a few times a visit; a page
  // looping on them would open an order at the gateway each time.
  payments: perMinuteAndHour(10, 60),
  // Personal settings: a reader edits a profile a few times, uploads a few images and changes a
  // password once in a while. The password change also verifies the current password, so its
  // limit is what stops a stolen session from guessing it.
  profileUpdates: perMinuteAndHour(10, 60),
  imageUploads: perMinuteAndHour(10, 60),
  passwordChanges: perMinuteAndHour(5, 20),
  captchas: perMinuteAndHour(20, 120),
  // Wrong SMS codes too: six digits allow a million guesses, this allows 30 an hour.
  phoneUpdates: perMinuteAndHour(10, 30),
  // Renewing one loan or all takes a click; a page renewing every few seconds is a script.
  renewals: perMinuteAndHour(20, 200),
  // The message board: a reader writes a few messages, not dozens an hour.
  messages: perMinuteAndHour(5, 30),
  // Reading-history switch and deletion, calendar feed resets.
  privacy: perMinuteAndHour(10, 60),
  // RSS subscriptions: a reader adds or edits a few; the cap of 50 stops the rest.
  rssChanges: perMinuteAndHour(10, 60),
  // Reading a feed makes the server fetch a stranger's address (cached, but a new address is
  // a new request): a reader opens a few feeds a minute, not one a second.
  rssReads: perMinuteAndHour(20, 200),
  // Following and unfollowing: a reader follows a few classmates, not hundreds an hour.
  follows: perMinuteAndHour(20, 120),
  // Finding readers by name: a few searches a visit; a script walking the school's names stops.
  readerSearches: perMinuteAndHour(20, 120),
  // A teacher recording volunteer service for a class: one row each, a few dozen an hour.
  volunteerRecords: perMinuteAndHour(60, 600),
  // The e-book shelf's add/remove, and the reading position (saved a second after the last page
  // turn, so a fast reader saves a few times a minute).
  ebookShelf: perMinuteAndHour(30, 300),
  ebookPositions: perMinuteAndHour(60, 1200),
  // A teacher letting classes go (the library assigns them): a handful of clicks a term.
  managedDepartments: perMinuteAndHour(30, 200),
  // A teacher sets a few programs a term and edits them; a student a few goals.
  readingPrograms: perMinuteAndHour(30, 200),
  readingGoals: perMinuteAndHour(20, 120),
  // Compositions autosave a second after typing stops: a steady writer saves a few times a
  // minute; submitting is once per piece.
  writingSaves: perMinuteAndHour(60, 1200),
  // A teacher marking a class: one call per piece, a few dozen an hour.
  writingMarks: perMinuteAndHour(60, 600),
  // Signing up for library activities and cancelling: a few a week.
  activitySignUps: perMinuteAndHour(10, 60),
  // The question bank: a teacher writes a question a minute at most by hand; an import is one
  // call of up to 500 rows.
  questionChanges: perMinuteAndHour(30, 300),
  questionImports: perMinuteAndHour(5, 30),
  questionCollects: perMinuteAndHour(30, 300),
  // AI self-tests: each may call a paid provider; a student does a few a day, not dozens.
  selfTests: perMinuteAndHour(5, 30),
  selfTestSubmits: perMinuteAndHour(10, 60),
  // Homework answers are saved a second or two after each change: a student answering fast
  // saves a few dozen times a minute; submits ride on the same count.
  homeworkSaves: perMinuteAndHour(120, 2000),
  // A teacher setting homework, marking a class of 50 one by one and returning some.
  homeworkChanges: perMinuteAndHour(200, 3000),
  // Staff work by hand (a record, a copy, a notice, a reader, a setting, a class move, an
  // import): a busy librarian saves every few seconds at most; a stolen staff session or a
  // runaway script writing to the catalogue stops within the minute.
  staffChanges: perMinuteAndHour(60, 1000),
  // The desk is used with a scanner: a class returning books is a scan a second or two for
  // an hour (a term's end), so the limit is four a second, far under a script's hundreds.
  deskScans: perMinuteAndHour(240, 6000),
} satisfies Record<string, LimitWindow[]>;

/** A kind of write that is limited; a new one (messages, RSS, uploads) is one more row above. */
export type WriteKind = keyof typeof DEFAULT_WRITE_LIMITS;
export type WriteLimits = Record<WriteKind, LimitWindow[]>;

const windowKey = (name: string, key: string, windowMs: number, now: number) =>
  `limit:${name}:${windowMs}:${Math.floor(now / windowMs)}:${key}`;

/** Seconds until the window that holds `now` ends. */
const secondsLeft = (windowMs: number, now: number) =>
  Math.ceil(((Math.floor(now / windowMs) + 1) * windowMs - now) / 1000);

/**
 * The seconds until calls are allowed again, when `read` (a window's count) passes that
 * window's limit as judged by `over`; else undefined.
 */
async function waitFor(
  windows: readonly LimitWindow[],
  now: number,
  read: (windowMs: number) => Promise<number>,
  over: (count: number, max: number) => boolean,
): Promise<number | undefined> {
  const waits = await Promise.all(
    windows.map(async ({ max, windowMs }) => {
      const count = await read(windowMs);
      return over(count, max) ? secondsLeft(windowMs, now) : 0;
    }),
  );
  const wait = Math.max(0, ...waits);
  return wait > 0 ? wait : undefined;
}

/**
 * Counts one call of `key` in each window, in the shared state, so every instance sharing one
 * Redis (or one in-process state) counts together. Windows are fixed and aligned on the clock
 * (the key names the window's number), so the time left in a window is known: returns the
 * seconds until the calls are allowed again when a limit is passed, else undefined.
 */
export function countCall(
  shared: SharedState,
  now: number,
  name: string,
  key: string,
  windows: readonly LimitWindow[],
): Promise<number | undefined> {
  const increment = (windowMs: number) =>
    shared.increment(windowKey(name, key, windowMs, now), windowMs);
  return waitFor(windows, now, increment, (count, max) => count > max);
}

/**
 * For limits on what went wrong rather than on every call (failed logins): the seconds to wait
 * when `key`'s calls counted under `names`, together, already reached a window's `max`, else
 * undefined. Nothing is counted here; `recordCall` counts once the outcome is known.
 */
export function limitReached(
  shared: SharedState,
  now: number,
  names: readonly string[],
  key: string,
  windows: readonly LimitWindow[],
): Promise<number | undefined> {
  const read = async (windowMs: number) => {
    const counts = await Promise.all(
      names.map((name) => shared.count(windowKey(name, key, windowMs, now))),
    );
    return counts.reduce((sum, count) => sum + count, 0);
  };
  return waitFor(windows, now, read, (count, max) => count >= max);
}

/** Counts one call of `key` in each window, without judging it (see `limitReached`). */
export async function recordCall(
  shared: SharedState,
  now: number,
  name: string,
  key: string,
  windows: readonly LimitWindow[],
): Promise<void> {
  await Promise.all(
    windows.map(({ windowMs }) => shared.increment(windowKey(name, key, windowMs, now), windowMs)),
  );
}

/** Forgets the calls of `key` counted in the current windows (see `recordCall`). */
export async function forgetCalls(
  shared: SharedState,
  now: number,
  name: string,
  key: string,
  windows: readonly LimitWindow[],
): Promise<void> {
  await Promise.all(
    windows.map(({ windowMs }) => shared.delete(windowKey(name, key, windowMs, now))),
  );
}
