/**
 * Compositions and reading notes: the student's own (save, submit) and the teacher's marking.
 * Every state change is one conditional UPDATE (`where status in …`), so two submits or two
 * markings racing each other cannot both pass: the second finds no row and is refused.
 */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  TeacherWriting,
  TeacherWritingListRequest,
  Writing,
  WritingKind,
  WritingSaveRequest,
  WritingStatus,
} from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { book, department, reader } from '../db/schema';
import { writing } from '../db/tables/writing';
import { managedDepartmentIds } from './departments';

type Row = typeof writing.$inferSelect;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export const toWriting = (row: Row): Writing => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  bookid: row.bookId,
  booktitle: row.bookTitle,
  excerpt: row.excerpt,
  status: row.status,
  score: row.score,
  comment: row.comment,
  updatedat: row.updatedAt.toISOString(),
  submittedat: iso(row.submittedAt),
  markedat: iso(row.markedAt),
});

/** The states in which the student may still change a piece. */
const EDITABLE: WritingStatus[] = ['draft', 'returned'];

export async function writingPage(
  db: Database,
  orgId: number,
  readerId: number,
  filter: { kind: WritingKind; status?: WritingStatus },
  index: number,
  pagesize: number,
) {
  const conditions: SQL[] = [
    eq(writing.organizationId, orgId),
    eq(writing.readerId, readerId),
    eq(writing.kind, filter.kind),
  ];
  if (filter.status) conditions.push(eq(writing.status, filter.status));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(writing).where(where);
  const rows = await db
    .select()
    .from(writing)
    .where(where)
    .orderBy(desc(writing.updatedAt), desc(writing.id))
    .limit(pagesize)
    .offset((index - 1) * pagesize);
  return { total: total?.n ?? 0, index, pagesize, list: rows.map(toWriting) };
}

export async function ownWriting(db: Database, orgId: number, readerId: number, id: number) {
  const [row] = await db
    .select()
    .from(writing)
    .where(
      and(eq(writing.id, id), eq(writing.organizationId, orgId), eq(writing.readerId, readerId)),
    );
  return row;
}

export type SaveOutcome = { ok: Writing } | { refused: 'notFound' | 'locked' | 'bookNotFound' };

/** The catalogue title of a book of the organisation (undefined: none such). */
async function bookTitleOf(db: Database, orgId: number, bookId: number) {
  const [row] = await db
    .select({ title: book.title })
    .from(book)
    .where(and(eq(book.id, bookId), eq(book.organizationId, orgId)));
  return row?.title;
}

/**
 * Creates a draft or changes one of the reader's own pieces while it is editable. A new
 * piece with a `draftkey` already saved (a retry) updates that one instead.
 */
export async function saveWriting(
  db: Database,
  orgId: number,
  readerId: number,
  input: WritingSaveRequest,
): Promise<SaveOutcome> {
  let bookTitle = input.booktitle?.trim() ?? '';
  if (input.bookid !== undefined) {
    const title = await bookTitleOf(db, orgId, input.bookid);
    if (title === undefined) return { refused: 'bookNotFound' };
    bookTitle = title;
  }
  const values = {
    title: input.title.trim(),
    body: input.body,
    bookId: input.bookid ?? null,
    bookTitle,
    excerpt: input.kind === 'note' ? (input.excerpt ?? '') : '',
    updatedAt: new Date(),
  };
  if (input.id === undefined) {
    const [row] = await db
      .insert(writing)
      .values({
        organizationId: orgId,
        readerId,
        kind: input.kind,
        draftKey: input.draftkey,
        ...values,
      })
      .onConflictDoUpdate({
        target: [writing.readerId, writing.draftKey],
        set: values,
        setWhere: inArray(writing.status, EDITABLE),
      })
      .returning();
    // No row: the retried draft was submitted meanwhile.
    return row ? { ok: toWriting(row) } : { refused: 'locked' };
  }
  const [row] = await db
    .update(writing)
    .set(values)
    .where(
      and(
        eq(writing.id, input.id),
        eq(writing.organizationId, orgId),
        eq(writing.readerId, readerId),
        eq(writing.kind, input.kind),
        inArray(writing.status, EDITABLE),
      ),
    )
    .returning();
  if (row) return { ok: toWriting(row) };
  const existing = await ownWriting(db, orgId, readerId, input.id);
  return { refused: existing && existing.kind === input.kind ? 'locked' : 'notFound' };
}

export type SubmitOutcome =
  { ok: Writing } | { refused: 'notFound' | 'alreadySubmitted' | 'incomplete' };

/** What a piece needs before it can be handed in. */
function complete(row: Row): boolean {
  if (row.body.trim() === '') return false;
  return row.kind === 'note' ? row.bookTitle.trim() !== '' : row.title.trim() !== '';
}

/** Hands a draft (or a returned piece) in, once. */
export async function submitWriting(
  db: Database,
  orgId: number,
  readerId: number,
  id: number,
): Promise<SubmitOutcome> {
  const existing = await ownWriting(db, orgId, readerId, id);
  if (!existing) return { refused: 'notFound' };
  if (!EDITABLE.includes(existing.status)) return { refused: 'alreadySubmitted' };
  if (!complete(existing)) return { refused: 'incomplete' };
  const now = new Date();
  const [row] = await db
    .update(writing)
    .set({ status: 'submitted', submittedAt: now, updatedAt: now })
    .where(and(eq(writing.id, id), inArray(writing.status, EDITABLE)))
    .returning();
  return row ? { ok: toWriting(row) } : { refused: 'alreadySubmitted' };
}

const teacherColumns = {
  row: writing,
  readercode: reader.readercode,
  studentname: reader.name,
  departmentid: reader.departmentId,
  department: department.name,
};

type TeacherRow = {
  row: Row;
  readercode: string;
  studentname: string;
  departmentid: number | null;
  department: string | null;
};

const toTeacherWriting = (r: TeacherRow): TeacherWriting => ({
  ...toWriting(r.row),
  readerid: r.row.readerId,
  readercode: r.readercode,
  studentname: r.studentname,
  departmentid: r.departmentid,
  department: r.department,
});

/** Submissions (never drafts) of students of the departments `teacherId` manages. */
export async function teacherWritingPage(
  db: Database,
  orgId: number,
  teacherId: number,
  filter: TeacherWritingListRequest,
  index: number,
  pagesize: number,
) {
  const managed = await managedDepartmentIds(db, orgId, teacherId);
  const departments =
    filter.departmentid === undefined
      ? managed
      : managed.filter((id) => id === filter.departmentid);
  if (departments.length === 0) return { total: 0, index, pagesize, list: [] };
  const conditions: SQL[] = [
    eq(writing.organizationId, orgId),
    eq(reader.organizationId, orgId),
    inArray(reader.departmentId, departments),
    filter.status ? eq(writing.status, filter.status) : sql`${writing.status} <> 'draft'`,
  ];
  if (filter.kind) conditions.push(eq(writing.kind, filter.kind));
  const where = and(...conditions);
  const [total] = await db
    .select({ n: count() })
    .from(writing)
    .innerJoin(reader, eq(reader.id, writing.readerId))
    .where(where);
  const rows = await db
    .select(teacherColumns)
    .from(writing)
    .innerJoin(reader, eq(reader.id, writing.readerId))
    .leftJoin(department, eq(department.id, reader.departmentId))
    .where(where)
    // Waiting ones first (submitted), then the newest hand-ins.
    .orderBy(sql`${writing.status} = 'submitted' desc`, desc(writing.submittedAt), desc(writing.id))
    .limit(pagesize)
    .offset((index - 1) * pagesize);
  return { total: total?.n ?? 0, index, pagesize, list: rows.map(toTeacherWriting) };
}

/** One submission, if its student is in a department the teacher manages (else undefined). */
export async function teacherWriting(db: Database, orgId: number, teacherId: number, id: number) {
  const managed = await managedDepartmentIds(db, orgId, teacherId);
  if (managed.length === 0) return undefined;
  const [row] = await db
    .select(teacherColumns)
    .from(writing)
    .innerJoin(reader, eq(reader.id, writing.readerId))
    .leftJoin(department, eq(department.id, reader.departmentId))
    .where(
      and(
        eq(writing.id, id),
        eq(writing.organizationId, orgId),
        eq(reader.organizationId, orgId),
        inArray(reader.departmentId, managed),
        sql`${writing.status} <> 'draft'`,
      ),
    );
  return row ? toTeacherWriting(row) : undefined;
}

export type MarkOutcome = { ok: TeacherWriting } | { refused: 'notFound' | 'notSubmitted' };

/**
 * Marks (`score` given) or returns for revision (`score` null) a submission of the teacher's
 * classes. Marking a marked piece again corrects the mark; returning needs it still submitted.
 */
export async function markWriting(
  db: Database,
  orgId: number,
  teacherId: number,
  id: number,
  score: number | null,
  comment: string,
): Promise<MarkOutcome> {
  const current = await teacherWriting(db, orgId, teacherId, id);
  if (!current) return { refused: 'notFound' };
  const from: WritingStatus[] = score === null ? ['submitted'] : ['submitted', 'marked'];
  const now = new Date();
  const [row] = await db
    .update(writing)
    .set(
      score === null
        ? {
            status: 'returned',
            score: null,
            comment,
            markedBy: teacherId,
            markedAt: now,
            updatedAt: now,
          }
        : { status: 'marked', score, comment, markedBy: teacherId, markedAt: now, updatedAt: now },
    )
    .where(and(eq(writing.id, id), inArray(writing.status, from)))
    .returning();
  if (!row) return { refused: 'notSubmitted' };
  return { ok: { ...current, ...toWriting(row) } };
}
