import { and, count, eq, gt, isNull, lt, sql, sum } from 'drizzle-orm';
import {
  roleOfUsertype,
  type ReaderInfo,
  type ReaderSummary,
} from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { borrowRecord, department, fine, organization, preborrow, reader } from '../db/schema';
import { countWhere } from '../db/sql';

const LEVEL_NAMES: Record<number, string> = {
  1: '普通读者',
  2: '银卡读者',
  3: '金卡读者',
  4: '阅读之星',
};

/** Everything ReaderInfo shows; the password hash is deliberately not selected. */
const readerInfoColumns = {
  id: reader.id,
  uuid: reader.uuid,
  readercode: reader.readercode,
  name: reader.name,
  nickname: reader.nickname,
  usertype: reader.usertype,
  sex: reader.sex,
  avatarFileId: reader.avatarFileId,
  email: reader.email,
  phone: reader.phone,
  departmentId: reader.departmentId,
  departmentName: department.name,
  grade: reader.grade,
  level: reader.level,
  score: reader.score,
  depositFen: reader.depositFen,
  borrowTypeId: reader.borrowTypeId,
  organizationId: reader.organizationId,
  organizationName: organization.name,
  expireAt: reader.expireAt,
  createdAt: reader.createdAt,
};

const selectReaderInfo = (db: Database) =>
  db
    .select(readerInfoColumns)
    .from(reader)
    .innerJoin(organization, eq(organization.id, reader.organizationId))
    .leftJoin(department, eq(department.id, reader.departmentId));

type ReaderInfoRow = Awaited<ReturnType<typeof selectReaderInfo>>[number];

function toReaderInfo(row: ReaderInfoRow): ReaderInfo {
  return {
    id: row.id,
    uuid: row.uuid,
    readercode: row.readercode,
    name: row.name,
    nickname: row.nickname,
    usertype: row.usertype,
    roles: [roleOfUsertype(row.usertype)],
    sex: row.sex === 2 ? 2 : 1,
    avatar: row.avatarFileId,
    email: row.email,
    phone: row.phone,
    department: row.departmentName,
    departmentid: row.departmentId,
    grade: row.grade,
    gradeid: null,
    level: row.level,
    levelname: LEVEL_NAMES[row.level] ?? '',
    score: row.score,
    deposit: row.depositFen,
    rdborrowtypeid: row.borrowTypeId,
    organizationid: row.organizationId,
    organizationname: row.organizationName,
    expire: row.expireAt?.toISOString() ?? null,
    createdtime: row.createdAt.toISOString(),
  };
}

/** The reader's profile, only if the reader belongs to `orgId`. */
export async function findReaderInfo(
  db: Database,
  readerId: number,
  orgId: number,
): Promise<ReaderInfo | undefined> {
  const [row] = await selectReaderInfo(db).where(
    and(eq(reader.id, readerId), eq(reader.organizationId, orgId)),
  );
  return row && toReaderInfo(row);
}

/** What login needs to check a password. */
export async function findReaderCredentials(db: Database, orgId: number, readercode: string) {
  const [row] = await db
    .select({ id: reader.id, passwordHash: reader.passwordHash })
    .from(reader)
    .where(and(eq(reader.organizationId, orgId), eq(reader.readercode, readercode)));
  return row;
}

/** The reader with this code in the organisation (SSO codes minted by a school's system). */
export async function findReaderIdByCode(db: Database, orgId: number, readercode: string) {
  const [row] = await db
    .select({ id: reader.id })
    .from(reader)
    .where(and(eq(reader.organizationId, orgId), eq(reader.readercode, readercode)));
  return row?.id;
}

/** Whether the reader still has a generated password, to be replaced at this login. */
export async function mustChangePassword(db: Database, readerId: number): Promise<boolean> {
  const [row] = await db
    .select({ flag: reader.mustChangePassword })
    .from(reader)
    .where(eq(reader.id, readerId));
  return row?.flag ?? false;
}

/** Identity claims for a new access token (refresh needs them again). */
export async function findReaderClaims(db: Database, readerId: number) {
  const [row] = await db
    .select({
      readerId: reader.id,
      orgId: reader.organizationId,
      usertype: reader.usertype,
      uuid: reader.uuid,
      passwordChangeRequired: reader.mustChangePassword,
    })
    .from(reader)
    .where(eq(reader.id, readerId));
  return row;
}

const countNumber = () => count().mapWith(Number);

async function loanCounts(db: Database, readerId: number) {
  const [row] = await db
    .select({
      borrowing: countNumber(),
      overdue: countWhere(lt(borrowRecord.dueAt, sql`now()`)),
    })
    .from(borrowRecord)
    .where(and(eq(borrowRecord.readerId, readerId), isNull(borrowRecord.returnedAt)));
  return { borrowing: row?.borrowing ?? 0, overdue: row?.overdue ?? 0 };
}

async function activePreborrows(db: Database, readerId: number) {
  const [row] = await db
    .select({ n: countNumber() })
    .from(preborrow)
    .where(
      and(
        eq(preborrow.readerId, readerId),
        isNull(preborrow.cancelledAt),
        gt(preborrow.expiresAt, sql`now()`),
      ),
    );
  return row?.n ?? 0;
}

async function unpaidFines(db: Database, readerId: number) {
  const [row] = await db
    .select({ fen: sum(fine.amountFen).mapWith(Number) })
    .from(fine)
    .where(and(eq(fine.readerId, readerId), isNull(fine.paidAt)));
  return row?.fen ?? 0;
}

/** The card summary: loans, overdue loans, pending pre-borrows, arrears, deposit. */
export async function readerSummary(db: Database, info: ReaderInfo): Promise<ReaderSummary> {
  const loans = await loanCounts(db, info.id);
  const preborrowing = await activePreborrows(db, info.id);
  const arrears = await unpaidFines(db, info.id);
  return { reader: info, ...loans, preborrowing, arrears, deposit: info.deposit };
}

/** Adds points and returns the new score; scoped to the reader's organisation. */
export async function addPoints(db: Database, readerId: number, orgId: number, points: number) {
  const [row] = await db
    .update(reader)
    .set({ score: sql`${reader.score} + ${points}` })
    .where(and(eq(reader.id, readerId), eq(reader.organizationId, orgId)))
    .returning({ score: reader.score });
  return row?.score;
}
