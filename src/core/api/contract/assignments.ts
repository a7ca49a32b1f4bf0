/**
 * Homework and exams (/student-homework-detail, /do-homework, /do-selftest; teacher
 * area /teacher-task, /task-detail, /teacher-exam-add, /statistics): a teacher sets questions
 * for a class they manage; its students answer (saved as they go), submit once, and see the
 * marks when every answer is marked. The product names no call for these: the paths below follow
 * its `/Api/<Area>/<Verb>` style.
 */
import type {
  AnswerMark,
  Question,
  QuestionAnswer,
  QuestionStem,
  QuestionTypeId,
} from './questions';

export type AssignmentKind = 'homework' | 'exam';

/**
 * Where a student's work stands: not started (no answer saved), draft (answers saved),
 * submitted (short answers wait for the teacher), returned (for revision: submit once more),
 * marked (every answer marked: the student sees the marks).
 */
export type SubmissionStatus = 'notstarted' | 'draft' | 'submitted' | 'returned' | 'marked';

/** A question of an assignment as the student sees it: never the key. */
export interface AssignmentQuestion extends Question {
  /** 1, 2, … in the order the teacher set. */
  position: number;
}

/** An assignment in a list (student's or teacher's). */
export interface AssignmentSummary {
  id: number;
  kind: AssignmentKind;
  title: string;
  bookid: number | null;
  bookname: string | null;
  departmentid: number;
  departmentname: string;
  /** ISO times. */
  opensat: string;
  dueat: string;
  /** Exams: minutes from the student's start. */
  durationminutes: number | null;
  questioncount: number;
  totalpoints: number;
  /** Student lists: the caller's status and score (score only once marked). */
  status?: SubmissionStatus;
  score?: number | null;
  /** Teacher lists: students of the class, and how many submitted. */
  studentcount?: number;
  submittedcount?: number;
}

/** One answer's mark as the student sees it once the work is marked. */
export interface MarkedAnswer extends AnswerMark {
  comment: string;
  /** The key and explanation, shown with the marks (never before). */
  key?: QuestionAnswer;
  explanation?: string;
}

/** An assignment opened by its student. */
export interface StudentAssignment extends AssignmentSummary {
  questions: AssignmentQuestion[];
  status: SubmissionStatus;
  /** Saved answers by question id. */
  answers: Record<string, QuestionAnswer>;
  /** The last saved sequence number (the client continues from it). */
  seq: number;
  /** Exams once started: when the time runs out (ISO). */
  endsat: string | null;
  /** Once marked: the marks by question id and the total. */
  marks: Record<string, MarkedAnswer> | null;
  score: number | null;
  /** Submissions left (1 before the first, 1 after a return, else 0). */
  submitsleft: number;
}

/** POST Open {id}: the assignment with the caller's answers; an exam's clock starts here. */
export interface AssignmentIdRequest {
  id: number;
}

/**
 * POST Save {id, seq, answers}: the answers so far. `seq` grows with every save of one page;
 * a save with a `seq` not above the stored one changes nothing (a late retry of an older save).
 */
export interface SaveAnswersRequest {
  id: number;
  seq: number;
  answers: Record<string, QuestionAnswer>;
}

export interface SaveAnswersResult {
  /** The stored sequence number: equal to the request's when this save was kept. */
  seq: number;
  kept: boolean;
  savedat: string;
}

/** POST Submit {id, seq?, answers?}: the last answers (saved first) and the submission. */
export type SubmitRequest = Partial<SaveAnswersRequest> & { id: number };

/** A question as the teacher sets it inline (checked like a bank question). */
export interface NewAssignmentQuestion {
  type: QuestionTypeId;
  title: string;
  stems: QuestionStem[];
  key: QuestionAnswer;
  points: number;
  explanation?: string;
}

/** POST Create: questions from the bank (`questionid`) or written here (`question`). */
export interface CreateAssignmentRequest {
  kind: AssignmentKind;
  title: string;
  departmentid: number;
  bookid?: number;
  opensat: string;
  dueat: string;
  durationminutes?: number;
  questions: { questionid?: number; question?: NewAssignmentQuestion; points?: number }[];
}

/** A student's work as the teacher sees it. */
export interface SubmissionRow {
  readerid: number;
  readercode: string;
  name: string;
  status: SubmissionStatus;
  score: number | null;
  /** Short answers still to mark. */
  pending: number;
  submittedat: string | null;
  /** Seconds from the first save to the submission. */
  seconds: number | null;
}

/** POST Detail {id}: the assignment with keys, and every student of the class. */
export interface AssignmentDetail extends AssignmentSummary {
  questions: (AssignmentQuestion & { key: QuestionAnswer; explanation: string })[];
  students: SubmissionRow[];
}

/** POST Submission {id, readerid}: one student's answers and marks, for marking. */
export interface SubmissionDetail extends SubmissionRow {
  answers: Record<string, QuestionAnswer>;
  marks: Record<string, MarkedAnswer>;
}

/** POST Mark {id, readerid, marks: [{questionid, score, comment}]}: short answers marked. */
export interface MarkRequest {
  id: number;
  readerid: number;
  marks: { questionid: number; score: number; comment?: string }[];
}

/** POST Return {id, readerid, comment?}: back to the student for one more submission. */
export interface ReturnRequest {
  id: number;
  readerid: number;
}

/** A question of the bank a teacher may use (their own and the shared ones). */
export interface BankPick {
  id: number;
  type: QuestionTypeId;
  title: string;
  points: number;
  bookname: string | null;
}

export interface QuestionPickRequest {
  keyword?: string;
  index?: number;
  pagesize?: number;
}

export interface QuestionPickPage {
  total: number;
  list: BankPick[];
}

/** Statistics of one assignment (POST Statistics {id}). */
export interface AssignmentStatistics {
  id: number;
  title: string;
  studentcount: number;
  submittedcount: number;
  /** submitted / students, 0–1. */
  submissionrate: number;
  /** Average score of the marked submissions, or null. */
  average: number | null;
  totalpoints: number;
  /** Score buckets of the marked submissions: [0–10%), … [90–100%]. */
  distribution: { from: number; to: number; count: number }[];
  questions: { questionid: number; position: number; title: string; correctrate: number | null }[];
}

/** Statistics of a class over a period (POST ClassStatistics {departmentid, from?, to?}). */
export interface ClassStatistics {
  departmentid: number;
  departmentname: string;
  from: string;
  to: string;
  assignments: {
    id: number;
    title: string;
    kind: AssignmentKind;
    submissionrate: number;
    average: number | null;
  }[];
  students: {
    readerid: number;
    readercode: string;
    name: string;
    submissions: number;
    average: number | null;
    booksread: number;
    /** Seconds from first save to submission, summed. */
    seconds: number;
  }[];
}

export interface ClassStatisticsRequest {
  departmentid: number;
  /** YYYY-MM-DD, inclusive; default the last 90 days. */
  from?: string;
  to?: string;
}

export const MAX_ASSIGNMENT_TITLE = 100;
export const MAX_ASSIGNMENT_QUESTIONS = 50;
export const MAX_MARK_COMMENT = 500;
export const MAX_EXAM_MINUTES = 240;
/** The seconds an exam still accepts a save after its time: the last save in flight. */
export const EXAM_GRACE_SECONDS = 30;

export const AssignmentPath = {
  /** Student: my homework and exams. */
  myAssignments: '/Api/Homework/Mine',
  openAssignment: '/Api/Homework/Open',
  saveAnswers: '/Api/Homework/Save',
  submitAssignment: '/Api/Homework/Submit',
  /** Teacher. */
  teacherAssignments: '/Api/Teacher/Homework/List',
  createAssignment: '/Api/Teacher/Homework/Create',
  assignmentDetail: '/Api/Teacher/Homework/Detail',
  submissionDetail: '/Api/Teacher/Homework/Submission',
  markSubmission: '/Api/Teacher/Homework/Mark',
  returnSubmission: '/Api/Teacher/Homework/Return',
  questionPicks: '/Api/Teacher/Homework/Questions',
  assignmentStatistics: '/Api/Teacher/Homework/Statistics',
  classStatistics: '/Api/Teacher/ClassStatistics',
  /** GET ?departmentid=&from=&to=: the class statistics as CSV. */
  classStatisticsCsv: '/Api/Teacher/ClassStatistics/Csv',
} as const;
