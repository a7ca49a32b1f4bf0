/**
 * Writing (/student-writting, /student-composition, /student-reading-notes): a student's
 * compositions and reading notes, their drafts, the submission and the teacher's marking. The
 * product names no call for them: the calls below are named in the style of the others. A student
 * reaches only their own; a teacher only those of the departments they manage (never a draft);
 * nothing crosses organisations.
 */
import type { Page } from './common';

/** A composition (title, body, optionally about a book) or a reading note (book, excerpt, thoughts). */
export const WRITING_KINDS = ['composition', 'note'] as const;
export type WritingKind = (typeof WRITING_KINDS)[number];

/**
 * draft → submitted → marked, or submitted → returned (for revision) → submitted again. A
 * submitted or marked piece is read-only for the student.
 */
export const WRITING_STATUSES = ['draft', 'submitted', 'returned', 'marked'] as const;
export type WritingStatus = (typeof WRITING_STATUSES)[number];

/** Lengths in characters (UTF-16 units, as the browser's maxlength counts them). */
export const MAX_WRITING_TITLE = 100;
export const MAX_WRITING_BODY = 20_000;
export const MAX_WRITING_BOOK_TITLE = 100;
export const MAX_WRITING_EXCERPT = 2_000;
export const MAX_WRITING_COMMENT = 2_000;
export const MAX_WRITING_SCORE = 100;
export const MAX_WRITING_PAGE_SIZE = 50;

export interface Writing {
  id: number;
  kind: WritingKind;
  title: string;
  /** The composition's text, or the note's thoughts. Plain text: never rendered as HTML. */
  body: string;
  /** The catalogue book it is about, if chosen from the catalogue. */
  bookid: number | null;
  /** The book's title (typed by the student, or the catalogue's); '' for none. */
  booktitle: string;
  /** A reading note's quoted passage; '' for a composition. */
  excerpt: string;
  status: WritingStatus;
  /** 0–MAX_WRITING_SCORE once marked; null before. */
  score: number | null;
  /** The teacher's comment (on marking or on returning it); '' for none. */
  comment: string;
  /** ISO date-times. */
  updatedat: string;
  submittedat: string | null;
  markedat: string | null;
}

/** A submission as the teacher sees it: with its student and class. */
export interface TeacherWriting extends Writing {
  readerid: number;
  readercode: string;
  studentname: string;
  departmentid: number | null;
  department: string | null;
}

/** POST …/Composition/List {kind, status?, index, pagesize} → the caller's own, newest first. */
export interface WritingListRequest {
  kind: WritingKind;
  status?: WritingStatus;
  index?: number;
  pagesize?: number;
}
export type WritingPage = Page<Writing>;

/**
 * POST …/Composition/Save: a new draft (no id) or a change to one's own draft or returned piece.
 * `draftkey` (a random id the editor makes once per new piece) makes a retried first save —
 * its answer lost with the connection — update the same draft instead of making a second.
 */
export interface WritingSaveRequest {
  id?: number;
  draftkey?: string;
  kind: WritingKind;
  title: string;
  body: string;
  bookid?: number;
  booktitle?: string;
  excerpt?: string;
}

/** POST …/Composition/Submit {id} and …/Detail {id}. */
export interface WritingIdRequest {
  id: number;
}

/** POST /Api/Teacher/Composition/List: submissions of the teacher's classes (never drafts). */
export interface TeacherWritingListRequest {
  kind?: WritingKind;
  status?: Exclude<WritingStatus, 'draft'>;
  departmentid?: number;
  index?: number;
  pagesize?: number;
}
export type TeacherWritingPage = Page<TeacherWriting>;

/** POST /Api/Teacher/Composition/Mark {id, score, comment}. */
export interface WritingMarkRequest {
  id: number;
  score: number;
  comment: string;
}

/** POST /Api/Teacher/Composition/Return {id, comment}: back to the student for revision. */
export interface WritingReturnRequest {
  id: number;
  comment: string;
}

export const WritingPath = {
  writingList: '/LibraryReaderApi/Reader/Composition/List',
  writingDetail: '/LibraryReaderApi/Reader/Composition/Detail',
  writingSave: '/LibraryReaderApi/Reader/Composition/Save',
  writingSubmit: '/LibraryReaderApi/Reader/Composition/Submit',
  teacherWritingList: '/Api/Teacher/Composition/List',
  teacherWritingDetail: '/Api/Teacher/Composition/Detail',
  teacherWritingMark: '/Api/Teacher/Composition/Mark',
  teacherWritingReturn: '/Api/Teacher/Composition/Return',
} as const;
