import type { QueryClient } from '@tanstack/react-query';

/**
 * Every query key starts with its API area, then the API base, then what the call names:
 * `['circulation', baseURL, 'loans', …]`. Several elements on one page share one cache, so a
 * mutation refreshes every element showing the data it changed by invalidating areas by prefix
 * (TanStack Query's `invalidateQueries({queryKey: [area]})`): a renewal invalidates
 * `circulation` and `reader` (the card's counts), a payment `money` and `reader`.
 */
export const QueryArea = {
  /** The reader's own profile and card summary (loans, overdue, reservations, money owed). */
  reader: 'reader',
  circulation: 'circulation',
  money: 'money',
  settings: 'settings',
  messages: 'messages',
  rss: 'rss',
  /** The library's shelves and holdings: public, the same for every reader. */
  shelves: 'shelves',
  /** Follows and fans, the reader's reviews, volunteer records. */
  people: 'people',
  /** The digital library: its lists carry the reader's shelf flags, so they are personal too. */
  ebooks: 'ebooks',
  /** The reader's virtual bookshelf and booklists. */
  readingLists: 'reading-lists',
  /** A teacher's classes and reading programs, a student's reading tasks and goals. */
  teaching: 'teaching',
  /** Story audio, videos and albums: the reader's organisation's, for logged-in readers only. */
  media: 'media',
  /** Compositions and reading notes, the student's and the ones a teacher marks. */
  writing: 'writing',
  /** Library activities (with the reader's sign-ups) and reading competitions. */
  activities: 'activities',
  /** The teacher's question bank and collection, the student's self-tests. */
  questions: 'questions',
  /** Homework and exams, the student's and the teacher's. */
  homework: 'homework',
  /** The staff's circulation desk: a reader's card as the desk shows it, today's figures. */
  desk: 'desk',
  /** The staff's catalogue: records and copies found, the copy-cataloguing sources. */
  catalogue: 'catalogue',
  /** The staff's readers page: the organisation's readers and classes. */
  readersAdmin: 'readers-admin',
  /** The admin's settings page: the library's settings as the admin edits them. */
  settingsAdmin: 'settings-admin',
  /** The staff's content page: news, notices and activities with drafts, the library's pages. */
  contentAdmin: 'content-admin',
  /** The staff's activities page: activities with their counts, and who signed up. */
  activityAdmin: 'activity-admin',
  reports: 'reports',
} as const;
export type QueryArea = (typeof QueryArea)[keyof typeof QueryArea];

/** A key of `area` for the API at `baseURL`. */
export const areaKey = (area: QueryArea, baseURL: string, ...rest: unknown[]) =>
  [area, baseURL, ...rest] as const;

/** After a mutation: every query of these areas is refetched where it is shown. */
export function invalidateAreas(queryClient: QueryClient, ...areas: QueryArea[]): Promise<void> {
  return Promise.all(areas.map((area) => queryClient.invalidateQueries({ queryKey: [area] }))).then(
    () => undefined,
  );
}

/** Areas whose answers belong to the logged-in reader: none may outlive a login or logout. */
const PERSONAL_AREAS: QueryArea[] = [
  QueryArea.reader,
  QueryArea.circulation,
  QueryArea.money,
  QueryArea.settings,
  QueryArea.messages,
  QueryArea.rss,
  QueryArea.people,
  QueryArea.ebooks,
  QueryArea.readingLists,
  QueryArea.teaching,
  QueryArea.media,
  QueryArea.writing,
  QueryArea.activities,
  // The sign-up lists name readers: none may show to the next one at a shared computer.
  QueryArea.activityAdmin,
  QueryArea.questions,
  QueryArea.homework,
  // The staff's pages: readers' names and cards, overdue lists, drafts not yet published.
  QueryArea.desk,
  QueryArea.catalogue,
  QueryArea.readersAdmin,
  QueryArea.settingsAdmin,
  QueryArea.contentAdmin,
  QueryArea.reports,
];

/**
 * Drops every answer about the reader (on login, logout, a forced logout), so the next reader
 * on a shared library computer never sees the previous one's loans or bills, even for a moment.
 */
export function removePersonalQueries(queryClient: QueryClient): void {
  for (const area of PERSONAL_AREAS) queryClient.removeQueries({ queryKey: [area] });
}
