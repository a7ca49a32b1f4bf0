/**
 * Library activities and reading competitions (/student-activity, /competition). The product names
 * no call for them: the calls below are named in the style of the others. Every one is scoped to
 * the caller's organisation.
 */
import type { RankedReader } from './reader-home';

/** A reading event of the library: a reader signs up once, while there is room, and may cancel. */
export interface LibraryActivity {
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
  /** The caller is signed up. */
  mine: boolean;
}

/** POST /LibraryReaderApi/Activity/List → the organisation's activities, coming ones first. */
export const MAX_ACTIVITIES = 50;

/** POST …/Activity/SignUp {id} and …/Activity/Cancel {id} → the activity as it now is. */
export interface ActivityIdRequest {
  id: number;
}

/** A reading competition: who borrows most from the library between two days. */
export interface ReadingCompetition {
  id: number;
  title: string;
  /** YYYY-MM-DD, both days included (the library's days, in the organisation's time zone). */
  startdate: string;
  enddate: string;
  /** Plain text. */
  rules: string;
  state: 'upcoming' | 'running' | 'ended';
}

/**
 * POST /LibraryReaderApi/Competition/Standings {id} → the most active readers of the
 * organisation in the competition's days, named as the rankings name them (a reader who chose
 * to be named, or the caller; an alias otherwise), and the caller's own place.
 */
export interface CompetitionStandings {
  competition: ReadingCompetition;
  standings: RankedReader[];
  /** The caller's rank and loans; null when they borrowed nothing in the competition. */
  mine: { rank: number; borrows: number } | null;
}
export const MAX_COMPETITION_STANDINGS = 50;

export const ActivitiesPath = {
  activityList: '/LibraryReaderApi/Activity/List',
  activitySignUp: '/LibraryReaderApi/Activity/SignUp',
  activityCancel: '/LibraryReaderApi/Activity/Cancel',
  competitionList: '/LibraryReaderApi/Competition/List',
  competitionStandings: '/LibraryReaderApi/Competition/Standings',
} as const;
