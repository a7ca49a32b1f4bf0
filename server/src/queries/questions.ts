/**
 * The question bank: a teacher's own questions and the ones other teachers of the organisation
 * share. Every query is scoped to the caller's organisation; only the author changes a
 * question. Self-test questions (no author) never appear here.
 */
import {
  and,
  arrayContains,
  desc,
  eq,
  ilike,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type {
  ListedQuestion,
  QuestionListRequest,
  QuestionPage,
  QuestionTypeId,
} from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { book, reader } from '../db/schema';
import { question, questionCollect } from '../db/tables/questions';
import type { QuestionInput } from '../marking';
import { escapeLike } from '../search/match';
import { countNumber, offsetOf, pageOf, type ReaderScope } from './paging';

/** A question as it is stored: checked input plus the bank's own fields. */
export interface StoredQuestion extends QuestionInput {
  explanation: string;
  bookId: number | null;
  difficulty: 1 | 2 | 3;
  tags: string[];
  shared: boolean;
}

/** Questions the teacher may see in the bank: their own, and the others' shared ones. */
function visibleTo({ orgId, readerId }: ReaderScope): SQL {
  return and(
    eq(question.organizationId, orgId),
    isNull(question.deletedAt),
    isNotNull(question.authorId),
    or(eq(question.authorId, readerId), eq(question.shared, true)),
  )!;
}

function filtersOf(scope: ReaderScope, filter: QuestionListRequest): SQL[] {
  const conditions: SQL[] = [visibleTo(scope)];
  if (filter.scope === 'mine') conditions.push(eq(question.authorId, scope.readerId));
  if (filter.scope === 'shared') conditions.push(sql`${question.authorId} <> ${scope.readerId}`);
  if (filter.bookid !== undefined) conditions.push(eq(question.bookId, filter.bookid));
  if (filter.type !== undefined) conditions.push(eq(question.type, filter.type));
  if (filter.difficulty !== undefined) conditions.push(eq(question.difficulty, filter.difficulty));
  if (filter.tag) conditions.push(arrayContains(question.tags, [filter.tag.trim()]));
  if (filter.text?.trim()) {
    conditions.push(ilike(question.title, `%${escapeLike(filter.text.trim())}%`));
  }
  return conditions;
}

function listedColumns(readerId: number) {
  return {
    id: question.id,
    type: sql<QuestionTypeId>`${question.type}`,
    title: question.title,
    stems: question.stems,
    points: question.points,
    key: question.key,
    explanation: question.explanation,
    bookid: question.bookId,
    bookname: book.title,
    difficulty: sql<1 | 2 | 3>`${question.difficulty}`,
    tags: question.tags,
    shared: question.shared,
    authorname: sql<string>`coalesce(${reader.name}, '')`,
    mine: sql<boolean>`${question.authorId} = ${readerId}`,
    collected: sql<boolean>`${questionCollect.questionId} is not null`,
  };
}

/** A page of the bank as `filter` asks (or of the teacher's collection), newest first. */
export async function questionPage(
  db: Database,
  scope: ReaderScope,
  filter: QuestionListRequest,
  collectedOnly = false,
): Promise<QuestionPage> {
  const spec = { index: filter.index ?? 1, pagesize: filter.pagesize ?? 20 };
  const where = and(...filtersOf(scope, filter));
  const joinCollect = and(
    eq(questionCollect.questionId, question.id),
    eq(questionCollect.teacherId, scope.readerId),
  );
  const base = () => {
    const from = db
      .select(listedColumns(scope.readerId))
      .from(question)
      .leftJoin(book, eq(book.id, question.bookId))
      .leftJoin(reader, eq(reader.id, question.authorId));
    return collectedOnly
      ? from.innerJoin(questionCollect, joinCollect)
      : from.leftJoin(questionCollect, joinCollect);
  };
  const countQuery = db.select({ n: countNumber() }).from(question);
  const [rows, [total]] = await Promise.all([
    base().where(where).orderBy(desc(question.id)).limit(spec.pagesize).offset(offsetOf(spec)),
    collectedOnly
      ? countQuery.innerJoin(questionCollect, joinCollect).where(where)
      : countQuery.where(where),
  ]);
  return pageOf(spec, total?.n ?? 0, rows as ListedQuestion[]);
}

/** One question as the teacher sees it in the bank, if visible to them. */
export async function bankQuestion(
  db: Database,
  scope: ReaderScope,
  id: number,
): Promise<ListedQuestion | undefined> {
  const [row] = await db
    .select(listedColumns(scope.readerId))
    .from(question)
    .leftJoin(book, eq(book.id, question.bookId))
    .leftJoin(reader, eq(reader.id, question.authorId))
    .leftJoin(
      questionCollect,
      and(
        eq(questionCollect.questionId, question.id),
        eq(questionCollect.teacherId, scope.readerId),
      ),
    )
    .where(and(visibleTo(scope), eq(question.id, id)))
    .limit(1);
  return row as ListedQuestion | undefined;
}

/** Whether the book is in the teacher's organisation's catalogue. */
export async function bookInOrganization(db: Database, orgId: number, bookId: number) {
  const [row] = await db
    .select({ id: book.id })
    .from(book)
    .where(and(eq(book.id, bookId), eq(book.organizationId, orgId)))
    .limit(1);
  return row !== undefined;
}

const columnsOf = (input: StoredQuestion) => ({
  type: input.type,
  title: input.title,
  stems: input.stems,
  key: input.key,
  points: input.points,
  explanation: input.explanation,
  bookId: input.bookId,
  difficulty: input.difficulty,
  tags: input.tags,
  shared: input.shared,
});

/** Adds questions written by the teacher (one, or an import's rows in one transaction). */
export async function addQuestions(
  db: Database,
  scope: ReaderScope,
  inputs: StoredQuestion[],
): Promise<number[]> {
  if (inputs.length === 0) return [];
  const rows = await db
    .insert(question)
    .values(
      inputs.map((input) => ({
        organizationId: scope.orgId,
        authorId: scope.readerId,
        ...columnsOf(input),
      })),
    )
    .returning({ id: question.id });
  return rows.map((row) => row.id);
}

/** The author's own, not deleted question: the only one they may change. */
const ownQuestion = (scope: ReaderScope, id: number) =>
  and(
    eq(question.id, id),
    eq(question.organizationId, scope.orgId),
    eq(question.authorId, scope.readerId),
    isNull(question.deletedAt),
  );

/** Edits the author's own question; false when it is not theirs (or not there). */
export async function updateQuestion(
  db: Database,
  scope: ReaderScope,
  id: number,
  input: StoredQuestion,
): Promise<boolean> {
  const rows = await db
    .update(question)
    .set({ ...columnsOf(input), updatedAt: sql`now()` })
    .where(ownQuestion(scope, id))
    .returning({ id: question.id });
  return rows.length > 0;
}

/** Soft delete: homework already set keeps marking against it. */
export async function deleteQuestion(db: Database, scope: ReaderScope, id: number) {
  const rows = await db
    .update(question)
    .set({ deletedAt: sql`now()` })
    .where(ownQuestion(scope, id))
    .returning({ id: question.id });
  if (rows.length > 0) await db.delete(questionCollect).where(eq(questionCollect.questionId, id));
  return rows.length > 0;
}

/** Collects a visible question (twice is once); false when the teacher cannot see it. */
export async function collectQuestion(db: Database, scope: ReaderScope, id: number) {
  if (!(await bankQuestion(db, scope, id))) return false;
  await db
    .insert(questionCollect)
    .values({ organizationId: scope.orgId, teacherId: scope.readerId, questionId: id })
    .onConflictDoNothing();
  return true;
}

export async function uncollectQuestion(db: Database, scope: ReaderScope, id: number) {
  await db
    .delete(questionCollect)
    .where(and(eq(questionCollect.teacherId, scope.readerId), eq(questionCollect.questionId, id)));
}

/** A book of the organisation named by ISBN (10 or 13 digits) or exact title, for imports. */
export async function bookByIsbnOrTitle(
  db: Database,
  orgId: number,
  name: string,
): Promise<number | undefined> {
  const digits = name.replace(/[-\s]/g, '').toUpperCase();
  const byIsbn = /^(\d{9}[\dX]|\d{13})$/.test(digits)
    ? or(eq(book.isbn10, digits), eq(book.isbn13, digits))
    : undefined;
  const [row] = await db
    .select({ id: book.id })
    .from(book)
    .where(and(eq(book.organizationId, orgId), byIsbn ?? eq(book.title, name.trim())))
    .orderBy(book.id)
    .limit(1);
  return row?.id;
}
