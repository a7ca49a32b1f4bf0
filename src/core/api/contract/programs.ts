/**
 * Reading programs and reading tasks (teacher area /ReadingProgram,
 * /teacher-plan-detail; student routes /student-task*). A teacher sets a class (a department
 * they manage) a program of catalogue books between two dates; each student of the class sees
 * it with their own progress, read from their loans, beside the reading goals they set
 * themselves. The server scopes every call to the organisation and to the teacher's managed
 * departments (or the student's own class).
 */

/** Where a reader is with one book of a program or goal, read from their loans since its start. */
export type BookProgress = 'none' | 'borrowed' | 'returned';

export interface ProgramBook {
  bookid: number;
  title: string;
  author: string | null;
}

export interface ReadingProgram {
  id: number;
  departmentid: number;
  departmentname: string;
  title: string;
  description: string;
  /** Library days, YYYY-MM-DD, inclusive. */
  startdate: string;
  enddate: string;
  books: ProgramBook[];
  /** The teacher who set it. */
  teachername: string;
}

/** One student's progress in a program: per book, in the program's book order. */
export interface StudentProgress {
  readerid: number;
  name: string;
  readercode: string;
  books: BookProgress[];
}

/** POST /Api/ReadingProgram/Query {id}: the program with its class's progress. */
export interface ReadingProgramDetail extends ReadingProgram {
  students: StudentProgress[];
}

/** POST /Api/ReadingProgram/List {departmentid?, current?}: the teacher's classes' programs. */
export interface ReadingProgramListRequest {
  departmentid?: number;
  /** Only programs not yet ended (end date today or later). */
  current?: boolean;
}

/** POST /Api/ReadingProgram/AddUpdate: a new program without `id`, else the changed one. */
export interface ReadingProgramSaveRequest {
  id?: number;
  departmentid: number;
  title: string;
  description?: string;
  startdate: string;
  enddate: string;
  bookids: number[];
}

/** A program as its student sees it: their own progress, per book. */
export interface StudentProgram extends ReadingProgram {
  progress: BookProgress[];
}

/** A reading goal a student set themselves: a number of books, or chosen books, by a day. */
export interface ReadingGoal {
  id: number;
  title: string;
  /** Books to read when no books were chosen; null when the goal names its books. */
  targetcount: number | null;
  duedate: string;
  books: ProgramBook[];
  /** Per chosen book (empty for a count goal). */
  progress: BookProgress[];
  /** Books returned since the goal was set (chosen ones, or any for a count goal). */
  done: number;
  /** What `done` is counted against: the chosen books' number or `targetcount`. */
  target: number;
  /** When it was set (ISO time); progress counts loans from this day. */
  createdat: string;
}

/** POST /Api/Student/Task/List → the student's class programs and own goals. */
export interface StudentTasks {
  programs: StudentProgram[];
  goals: ReadingGoal[];
}

/** POST /Api/Student/ReadingGoal/AddUpdate: `targetcount` or `bookids` (at least one). */
export interface ReadingGoalSaveRequest {
  id?: number;
  title: string;
  targetcount?: number;
  bookids?: number[];
  duedate: string;
}

export const MAX_PROGRAM_TITLE = 60;
export const MAX_PROGRAM_DESCRIPTION = 1000;
/** A term's class reading fits; a longer list is a booklist, not a program. */
export const MAX_PROGRAM_BOOKS = 30;
/** Programs a class keeps (ended ones included) before old ones must be deleted. */
export const MAX_PROGRAMS_PER_DEPARTMENT = 100;
export const MAX_READING_GOALS = 30;
export const MAX_GOAL_TARGET = 200;

/** The paths of this area (ApiPath in index.ts joins every area's). */
export const ProgramPath = {
  readingPrograms: '/Api/ReadingProgram/List',
  readingProgram: '/Api/ReadingProgram/Query',
  saveReadingProgram: '/Api/ReadingProgram/AddUpdate',
  deleteReadingProgram: '/Api/ReadingProgram/Delete',
  studentTasks: '/Api/Student/Task/List',
  saveReadingGoal: '/Api/Student/ReadingGoal/AddUpdate',
  deleteReadingGoal: '/Api/Student/ReadingGoal/Delete',
} as const;
