/**
 * AI self-tests: the books a student may test themselves on (the ones they have read: returned
 * loans), the tests they generated and their marked results. Every query names the student:
 * another student's test is not found.
 */
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type {
  Question,
  QuestionTypeId,
  SelfTest,
  SelfTestBook,
  SelfTestMarkedAnswer,
} from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { book, bookCopy, borrowRecord } from '../db/schema';
import { question, selfTest } from '../db/tables/questions';
import type { GeneratedQuestion, SelfTestBookFacts } from '../selftest/types';
import type { ReaderScope } from './paging';

/** The books the student returned, most recently returned first. */
export async function readBooks(db: Database, scope: ReaderScope): Promise<SelfTestBook[]> {
  return db
    .select({
      bookid: book.id,
      title: book.title,
      author: sql<string>`coalesce(${book.author}, '')`,
    })
    .from(borrowRecord)
    .innerJoin(bookCopy, eq(bookCopy.id, borrowRecord.copyId))
    .innerJoin(book, eq(book.id, bookCopy.bookId))
    .where(
      and(
        eq(borrowRecord.readerId, scope.readerId),
        isNotNull(borrowRecord.returnedAt),
        eq(book.organizationId, scope.orgId),
      ),
    )
    .groupBy(book.id, book.title, book.author)
    .orderBy(desc(sql`max(${borrowRecord.returnedAt})`))
    .limit(100);
}

/** The book's facts if the student has read it (a returned loan), else undefined. */
export async function readBookFacts(
  db: Database,
  scope: ReaderScope,
  bookId: number,
): Promise<SelfTestBookFacts | undefined> {
  const [row] = await db
    .select({
      id: book.id,
      orgId: book.organizationId,
      title: book.title,
      author: book.author,
      publisher: book.publisher,
      publishYear: book.publishYear,
      intro: book.intro,
    })
    .from(borrowRecord)
    .innerJoin(bookCopy, eq(bookCopy.id, borrowRecord.copyId))
    .innerJoin(book, eq(book.id, bookCopy.bookId))
    .where(
      and(
        eq(borrowRecord.readerId, scope.readerId),
        isNotNull(borrowRecord.returnedAt),
        eq(book.organizationId, scope.orgId),
        eq(book.id, bookId),
      ),
    )
    .limit(1);
  return row;
}

/** Stores the questions (authorless, never in the bank) and the test; returns its id. */
export async function storeSelfTest(
  db: Database,
  scope: ReaderScope,
  facts: SelfTestBookFacts,
  source: 'library' | 'ai',
  questions: GeneratedQuestion[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(question)
      .values(
        questions.map((q) => ({
          organizationId: scope.orgId,
          authorId: null,
          type: q.type,
          title: q.title,
          stems: q.stems,
          key: q.key,
          points: q.points,
          explanation: q.explanation,
          bookId: facts.id,
          shared: false,
        })),
      )
      .returning({ id: question.id });
    const [test] = await tx
      .insert(selfTest)
      .values({
        organizationId: scope.orgId,
        readerId: scope.readerId,
        bookId: facts.id,
        source,
        questionIds: rows.map((row) => row.id),
        total: questions.reduce((sum, q) => sum + q.points, 0),
      })
      .returning({ id: selfTest.id });
    return test!.id;
  });
}

export interface StoredSelfTest {
  row: typeof selfTest.$inferSelect;
  booktitle: string;
  questions: (Question & GeneratedQuestion)[];
}

/** The student's own test with its questions in order (keys included: the caller hides them). */
export async function ownSelfTest(
  db: Database,
  scope: ReaderScope,
  id: number,
): Promise<StoredSelfTest | undefined> {
  const [found] = await db
    .select({ row: selfTest, booktitle: book.title })
    .from(selfTest)
    .innerJoin(book, eq(book.id, selfTest.bookId))
    .where(
      and(
        eq(selfTest.id, id),
        eq(selfTest.readerId, scope.readerId),
        eq(selfTest.organizationId, scope.orgId),
      ),
    )
    .limit(1);
  if (!found) return undefined;
  const rows = await db.select().from(question).where(inArray(question.id, found.row.questionIds));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const questions = found.row.questionIds.flatMap((qid) => {
    const q = byId.get(qid);
    return q ? [{ ...q, type: q.type as QuestionTypeId, explanation: q.explanation }] : [];
  });
  return { row: found.row, booktitle: found.booktitle, questions };
}

/** Records the marked answers once: false when the test was already submitted. */
export async function recordSelfTestResult(
  db: Database,
  scope: ReaderScope,
  id: number,
  score: number,
  answers: SelfTestMarkedAnswer[],
): Promise<boolean> {
  const rows = await db
    .update(selfTest)
    .set({ submittedAt: sql`now()`, score, answers })
    .where(
      and(eq(selfTest.id, id), eq(selfTest.readerId, scope.readerId), isNull(selfTest.submittedAt)),
    )
    .returning({ id: selfTest.id });
  return rows.length > 0;
}

/** The test as its student sees it: keys and explanations only once submitted. */
export function selfTestView(stored: StoredSelfTest): SelfTest {
  const { row } = stored;
  return {
    id: row.id,
    bookid: row.bookId,
    booktitle: stored.booktitle,
    source: row.source === 'ai' ? 'ai' : 'library',
    createdat: row.createdAt.toISOString(),
    questions: stored.questions.map(({ id, type, title, stems, points }) => ({
      id,
      type,
      title,
      stems,
      points,
    })),
    result:
      row.submittedAt && row.answers
        ? {
            score: row.score ?? 0,
            total: row.total,
            submittedat: row.submittedAt.toISOString(),
            answers: row.answers,
          }
        : null,
  };
}
