/**
 * A student's reading tasks: the programs teachers set their class (read only) and the goals
 * they set themselves, each with progress from their loans. Scoped to the caller: their own
 * organisation, their own class, their own goals.
 */
import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type {
  ReadingGoal,
  ReadingGoalSaveRequest,
  StudentTasks,
} from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { reader } from '../db/schema';
import { readingGoal, readingGoalBook, readingProgram } from '../db/tables/programs';
import { startOfDay, type TimeZone } from '../time';
import { booksOf, booksReturnedSince, progressList, progressOf } from './program-progress';
import { withBooks } from './programs';

type GoalRow = typeof readingGoal.$inferSelect;

async function goalsWithProgress(db: Database, orgId: number, readerId: number, rows: GoalRow[]) {
  if (rows.length === 0) return [];
  const links = await db
    .select()
    .from(readingGoalBook)
    .where(
      inArray(
        readingGoalBook.goalId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(readingGoalBook.position));
  const catalogue = await booksOf(db, orgId, [...new Set(links.map((link) => link.bookId))]);
  const byId = new Map(catalogue.map((b) => [b.bookid, b]));
  return Promise.all(
    rows.map(async (row): Promise<ReadingGoal> => {
      const books = links
        .filter((link) => link.goalId === row.id)
        .flatMap((link) => byId.get(link.bookId) ?? []);
      const progress =
        books.length > 0
          ? progressList(
              await progressOf(
                db,
                [readerId],
                books.map((b) => b.bookid),
                row.createdAt,
              ),
              readerId,
              books,
            )
          : [];
      const done =
        books.length > 0
          ? progress.filter((p) => p === 'returned').length
          : await booksReturnedSince(db, readerId, row.createdAt);
      return {
        id: row.id,
        title: row.title,
        targetcount: books.length > 0 ? null : row.targetCount,
        duedate: row.dueDate,
        books,
        progress,
        done,
        target: books.length > 0 ? books.length : (row.targetCount ?? 0),
        createdat: row.createdAt.toISOString(),
      };
    }),
  );
}

/**
 * The student's class programs (newest first) and own goals (soonest due first). A program
 * counts loans from the first instant of its start day in the library's zone.
 */
export async function studentTasks(
  db: Database,
  orgId: number,
  readerId: number,
  zone: TimeZone,
): Promise<StudentTasks> {
  const [me] = await db
    .select({ departmentId: reader.departmentId })
    .from(reader)
    .where(and(eq(reader.id, readerId), eq(reader.organizationId, orgId)));
  const programRows =
    me?.departmentId == null
      ? []
      : await db
          .select()
          .from(readingProgram)
          .where(
            and(
              eq(readingProgram.organizationId, orgId),
              eq(readingProgram.departmentId, me.departmentId),
            ),
          )
          .orderBy(desc(readingProgram.startDate), desc(readingProgram.id))
          .limit(200);
  const programs = await withBooks(db, programRows);
  const withProgress = await Promise.all(
    programs.map(async (program, i) => ({
      ...program,
      progress: progressList(
        await progressOf(
          db,
          [readerId],
          program.books.map((b) => b.bookid),
          startOfDay(programRows[i]!.startDate, zone),
        ),
        readerId,
        program.books,
      ),
    })),
  );
  const goalRows = await db
    .select()
    .from(readingGoal)
    .where(and(eq(readingGoal.organizationId, orgId), eq(readingGoal.readerId, readerId)))
    .orderBy(asc(readingGoal.dueDate), asc(readingGoal.id));
  return { programs: withProgress, goals: await goalsWithProgress(db, orgId, readerId, goalRows) };
}

export type GoalOutcome =
  | { ok: true; goal: ReadingGoal }
  | { refused: 'notFound' | 'bookNotFound' | 'duplicate' | 'noTarget' }
  | { refused: 'tooMany'; max: number };

/** Creates (no id) or changes one of the reader's own goals. */
export async function saveGoal(
  db: Database,
  orgId: number,
  readerId: number,
  body: ReadingGoalSaveRequest,
  maxGoals: number,
): Promise<GoalOutcome> {
  const bookIds = [...new Set(body.bookids ?? [])];
  if (bookIds.length === 0 && !body.targetcount) return { refused: 'noTarget' };
  const books = await booksOf(db, orgId, bookIds);
  if (books.length !== bookIds.length) return { refused: 'bookNotFound' };
  const values = {
    title: body.title.trim(),
    targetCount: bookIds.length > 0 ? null : (body.targetcount ?? null),
    dueDate: body.duedate,
  };
  const mine = and(eq(readingGoal.organizationId, orgId), eq(readingGoal.readerId, readerId));
  return db.transaction(async (tx) => {
    let id: number;
    if (body.id === undefined) {
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(readingGoal).where(mine);
      if (n >= maxGoals) return { refused: 'tooMany', max: maxGoals } as const;
      const [made] = await tx
        .insert(readingGoal)
        .values({ ...values, organizationId: orgId, readerId })
        .onConflictDoNothing()
        .returning({ id: readingGoal.id });
      if (!made) return { refused: 'duplicate' } as const;
      id = made.id;
    } else {
      const [own] = await tx
        .select({ id: readingGoal.id })
        .from(readingGoal)
        .where(and(mine, eq(readingGoal.id, body.id)));
      if (!own) return { refused: 'notFound' } as const;
      const [clash] = await tx
        .select({ id: readingGoal.id })
        .from(readingGoal)
        .where(and(mine, eq(readingGoal.title, values.title), ne(readingGoal.id, body.id)));
      if (clash) return { refused: 'duplicate' } as const;
      id = body.id;
      await tx.update(readingGoal).set(values).where(eq(readingGoal.id, id));
      await tx.delete(readingGoalBook).where(eq(readingGoalBook.goalId, id));
    }
    if (bookIds.length > 0) {
      await tx
        .insert(readingGoalBook)
        .values(bookIds.map((bookId, position) => ({ goalId: id, bookId, position })));
    }
    const [row] = await tx.select().from(readingGoal).where(eq(readingGoal.id, id));
    const [goal] = await goalsWithProgress(tx, orgId, readerId, [row!]);
    return { ok: true, goal: goal! } as const;
  });
}

/** Deletes one of the reader's own goals; false when it is not theirs. */
export async function deleteGoal(db: Database, orgId: number, readerId: number, id: number) {
  const gone = await db
    .delete(readingGoal)
    .where(
      and(
        eq(readingGoal.id, id),
        eq(readingGoal.organizationId, orgId),
        eq(readingGoal.readerId, readerId),
      ),
    )
    .returning({ id: readingGoal.id });
  return gone.length > 0;
}
