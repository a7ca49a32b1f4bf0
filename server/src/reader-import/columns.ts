/**
 * The columns of a class list and what each cell may hold. The first non-blank row names the
 * columns, in Chinese or English, in any order; other columns (a teacher's notes) are ignored.
 * A value past its bound refuses the row rather than being cut, so nothing is stored other
 * than what the sheet says.
 */
import {
  TEACHER_USERTYPE,
  type ReaderField,
  type ReaderFieldProblem,
} from '../../../src/core/api/contract';
import { READER_CODE } from '../setup/staff';

export type Field = ReaderField;

/** Header names per field, compared without case, blanks, `_`, `-` or `*`. */
export const HEADER_NAMES: Record<Field, string[]> = {
  readercode: ['读者证号', '证号', '借书证号', '学号', '工号', 'readercode', 'code'],
  name: ['姓名', '名字', 'name'],
  class: ['班级', '部门', 'class', 'department'],
  grade: ['年级', 'grade'],
  sex: ['性别', 'sex', 'gender'],
  phone: ['手机', '手机号', '手机号码', '电话', 'phone', 'mobile'],
  type: ['读者类型', '类型', '身份', 'type', 'readertype'],
};

const REQUIRED: Field[] = ['readercode', 'name', 'class', 'grade'];

export const MAX = { name: 50, class: 50, grade: 20 } as const;
const PHONE = /^\+?[0-9][0-9 -]{4,19}$/;
const CONTROL = /\p{Cc}/u;

const SEXES: Record<string, 1 | 2> = {
  男: 1,
  m: 1,
  male: 1,
  '1': 1,
  女: 2,
  f: 2,
  female: 2,
  '2': 2,
};
const TYPES: Record<string, 'student' | 'teacher'> = {
  学生: 'student',
  student: 'student',
  教师: 'teacher',
  老师: 'teacher',
  teacher: 'teacher',
};

const normal = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_*-]/g, '');

export type ColumnMap = Partial<Record<Field, number>>;

/** Which column holds each field; the problems of a header that cannot be used. */
export function readHeader(cells: string[]): { columns: ColumnMap } | { problems: string[] } {
  const columns: ColumnMap = {};
  const problems: string[] = [];
  cells.forEach((cell, at) => {
    const name = normal(cell);
    const field = (Object.keys(HEADER_NAMES) as Field[]).find((candidate) =>
      HEADER_NAMES[candidate].some((alias) => normal(alias) === name),
    );
    if (!field) return;
    if (columns[field] !== undefined) problems.push(`two columns for ${field}: "${cell}"`);
    else columns[field] = at;
  });
  for (const field of REQUIRED) {
    if (columns[field] === undefined) {
      problems.push(`no ${field} column (a header named ${HEADER_NAMES[field].join(' / ')})`);
    }
  }
  return problems.length > 0 ? { problems } : { columns };
}

/** One reader of the sheet, checked. Optional fields absent from the sheet stay undefined. */
export interface ReaderLine {
  readercode: string;
  name: string;
  className: string;
  grade: string;
  sex?: 1 | 2;
  phone?: string;
  kind?: 'student' | 'teacher';
}

/**
 * Why a row is refused: the English reason the CLI prints, and the same as data (which field,
 * what is wrong) so the browser's import report and the readers form can say it translated.
 */
export interface LineProblem {
  reason: string;
  field: Field;
  problem: ReaderFieldProblem;
  max?: number;
}

export type LineOutcome = { line: ReaderLine } | LineProblem;

function text(cells: string[], column: number | undefined): string {
  return column === undefined ? '' : (cells[column] ?? '').trim();
}

function bounded(field: 'name' | 'class' | 'grade', value: string): LineProblem | undefined {
  const max = MAX[field];
  if (!value) return { reason: `${field} is empty`, field, problem: 'empty' };
  if ([...value].length > max) {
    return { reason: `${field} is longer than ${max} characters`, field, problem: 'tooLong', max };
  }
  if (CONTROL.test(value)) {
    return { reason: `${field} holds a control character`, field, problem: 'control' };
  }
  return undefined;
}

const invalid = (field: Field, reason: string): LineProblem => ({
  reason,
  field,
  problem: 'invalid',
});

/** The row's reader, or the reason it is refused (one reason: the first found). */
export function readLine(cells: string[], columns: ColumnMap): LineOutcome {
  const readercode = text(cells, columns.readercode);
  if (!READER_CODE.test(readercode)) {
    return invalid(
      'readercode',
      `reader code "${readercode.slice(0, 70)}": 1 to 64 letters, digits or _`,
    );
  }
  const name = text(cells, columns.name);
  const className = text(cells, columns.class);
  const grade = text(cells, columns.grade);
  const sexText = text(cells, columns.sex);
  const phone = text(cells, columns.phone);
  const typeText = text(cells, columns.type);
  const kind = typeText ? TYPES[normal(typeText)] : undefined;
  if (typeText && !kind)
    return invalid(
      'type',
      `reader type "${typeText.slice(0, 20)}": student or teacher (学生 / 教师)`,
    );
  const sex = sexText ? SEXES[normal(sexText)] : undefined;
  if (sexText && !sex) return invalid('sex', `sex "${sexText.slice(0, 20)}": 男 / 女 (M / F)`);
  if (phone && !PHONE.test(phone))
    return invalid('phone', `phone "${phone.slice(0, 30)}" is not a phone number`);
  const problem =
    bounded('name', name) ??
    bounded('class', className) ??
    // A teacher's row may leave the grade blank; a student belongs to one.
    (kind === 'teacher' && !grade ? undefined : bounded('grade', grade));
  if (problem) return problem;
  return {
    line: {
      readercode,
      name,
      className,
      grade,
      ...(sex ? { sex } : {}),
      ...(phone ? { phone: phone.replace(/[\s-]/g, '') } : {}),
      ...(kind ? { kind } : {}),
    },
  };
}

/** The reader's usertype: 1 a teacher, 0 a student (what the demo's students have). */
export const usertypeOf = (kind: 'student' | 'teacher') =>
  kind === 'teacher' ? TEACHER_USERTYPE : 0;
