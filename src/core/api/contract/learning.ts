/**
 * A student's own learning (/student-statistic, /student-grade): their homework and
 * exams over a period beside their class's average, books read and time on task; and the
 * marked or returned work as a paged list of grades. Only the caller's own figures and the
 * class's aggregate: never another student's name or score.
 */
import type { AssignmentKind, SubmissionStatus } from './assignments';

/** POST Statistics {from?, to?}: YYYY-MM-DD inclusive; the last 90 days by default. */
export interface LearningStatisticsRequest {
  from?: string;
  to?: string;
}

/** One assignment of the period: my mark and the class's average, as % of its total points. */
export interface LearningPoint {
  id: number;
  title: string;
  kind: AssignmentKind;
  /** The due time (ISO). */
  dueat: string;
  /** null until my work is marked. */
  mine: number | null;
  /** null until some work of the class is marked. */
  classaverage: number | null;
}

export interface LearningStatistics {
  from: string;
  to: string;
  /** Assignments set to my class in the period. */
  assigned: number;
  /** Of those, the ones I submitted (marked included). */
  submitted: number;
  /** submitted / assigned, 0–1 (0 when nothing was set). */
  submissionrate: number;
  /** My average mark as % of total points (marked work only), or null. */
  average: number | null;
  /** The class's average as %, over the period's assignments that show one, or null. */
  classaverage: number | null;
  /** Loans begun in the period. */
  booksread: number;
  /** Seconds from first save to submission, summed over my submissions. */
  seconds: number;
  /** Oldest due first, for a chart. */
  series: LearningPoint[];
}

/** The work shown in the list of grades: marked, or returned for revision. */
export type GradeStatus = Extract<SubmissionStatus, 'marked' | 'returned'>;

/** POST Grades {kind?, index?, pagesize?}. */
export interface GradesRequest {
  kind?: AssignmentKind;
  index?: number;
  pagesize?: number;
}

export interface GradeItem {
  /** The assignment's id: /student-homework-detail?id= shows the result. */
  id: number;
  title: string;
  kind: AssignmentKind;
  bookname: string | null;
  /** ISO, or null (returned before a resubmission). */
  submittedat: string | null;
  status: GradeStatus;
  /** Only once marked (a returned work's half total never reads as a result). */
  score: number | null;
  totalpoints: number;
  /** The teacher's comments on the answers, in question order, empty ones left out. */
  comments: string[];
}

export const MAX_GRADES_PAGE_SIZE = 50;
export const DEFAULT_GRADES_PAGE_SIZE = 10;
/** The longest period the statistics cover: a school year and a bit. */
export const MAX_LEARNING_DAYS = 400;

export const LearningPath = {
  learningStatistics: '/Api/Student/Learning/Statistics',
  learningGrades: '/Api/Student/Learning/Grades',
} as const;

/**
 * The fewest marked works of the class for its average to be shown: with two, a student's own
 * mark and the average would give away the classmate's.
 */
export const MIN_CLASS_AVERAGE_MARKS = 3;
