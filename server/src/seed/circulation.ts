/**
 * Circulation demo data for YTKJ: readers in each situation a renewal rule names, the demo
 * student's rich but realistic panel, history, urges, sublets, purchases, favourites and
 * messages. Runs after the people and the catalogue are in (seed/index.ts), on the same
 * transaction, looking books up by title.
 *
 * The demo student 20230001 (李明) ends up with: 三体 and 活着 on loan, 骆驼祥子 overdue with
 * its fine and the library's urge, 昆虫记 due in two days, 小王子 reserved by 陈思雨 (so it
 * cannot be renewed), a reservation on its way, one arrived, and one waiting second of three
 * for 白鹿原 (every copy out); history kept, with five returned loans.
 */
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { CopyStatus } from '../../../src/core/api/contract';
import { hashPassword } from '../auth/password';
import { addDays, DEFAULT_ZONE, libraryDay as dayInZone, libraryDaySql } from '../time';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import {
  purchasedBook,
  readerCirculation,
  readerMessage,
  subtenancy,
  urgeNotice,
} from '../db/tables/circulation';
import { OVERDUE_FINE_REASON } from '../jobs/fines';
import { sendDueReminders } from '../jobs/reminders';
import { PREBORROW_QUEUE_DAYS } from '../queries/preborrow';
import { OrgIds } from './content';
import { DEMO_PASSWORD, ReaderIds } from './people';

const DAY_MS = 24 * 60 * 60 * 1000;
const STUDENT_TYPE = 1;
const TEACHER_TYPE = 2;
const DEMO2_TEACHER_TYPE = 4;
const FINE_PER_DAY = 10;

/** YTKJ students of people.ts who wait in queues here. */
const ChenSiyu = 4;
const ZhaoZixuan = 5;
const SunYue = 6;

/** Readers in each situation (README's demo table lists them). */
export const situationReaders = [
  { readercode: '20230005', name: '周航', sex: 1, situation: 'onTime' },
  { readercode: '20230006', name: '林晓', sex: 2, situation: 'dueSoon' },
  { readercode: '20230007', name: '郭强', sex: 1, situation: 'overdue' },
  { readercode: '20230008', name: '何静', sex: 2, situation: 'renewedToLimit' },
  { readercode: '20230009', name: '马超', sex: 1, situation: 'cardExpired' },
  { readercode: '20230010', name: '黄蕾', sex: 2, situation: 'finesOverLimit' },
] as const;
type Situation = (typeof situationReaders)[number]['situation'];

interface LoanPlan {
  readerId: number;
  title: string;
  borrowed: number;
  due: number;
  returned?: number;
  renewals?: number;
  /** An overdue fine already charged through today (or the return), unpaid. */
  fined?: boolean;
}

async function insertSituationReaders(db: Database, now: Date) {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const hashes = await Promise.all(situationReaders.map(() => hashPassword(DEMO_PASSWORD)));
  const rows = await db
    .insert(t.reader)
    .values(
      situationReaders.map((plan, i) => ({
        organizationId: OrgIds.ytkj,
        readercode: plan.readercode,
        name: plan.name,
        nickname: plan.name,
        sex: plan.sex,
        usertype: 0,
        passwordHash: hashes[i] ?? '',
        departmentId: i % 2 === 0 ? 1 : 2,
        grade: i % 2 === 0 ? '初二' : '初一',
        borrowTypeId: STUDENT_TYPE,
        expireAt: plan.situation === 'cardExpired' ? at(-5) : at(365),
      })),
    )
    .returning({ id: t.reader.id, readercode: t.reader.readercode });
  const byCode = new Map(rows.map((row) => [row.readercode, row.id]));
  return Object.fromEntries(
    situationReaders.map((plan) => [plan.situation, byCode.get(plan.readercode) ?? 0]),
  ) as Record<Situation, number>;
}

/** YTKJ's copies of a title, shelf copies first. */
async function copiesOf(db: Database, title: string) {
  const rows = await db
    .select({ id: t.bookCopy.id, bookId: t.bookCopy.bookId, status: t.bookCopy.status })
    .from(t.bookCopy)
    .innerJoin(t.book, eq(t.book.id, t.bookCopy.bookId))
    .where(and(eq(t.book.organizationId, OrgIds.ytkj), eq(t.book.title, title)))
    .orderBy(sql`${t.bookCopy.status} <> ${CopyStatus.inLibrary}`, asc(t.bookCopy.id));
  if (rows.length === 0) throw new Error(`seed: YTKJ has no copy of ${title}`);
  return rows;
}

/** The demo organisations' library day (they keep the default zone). */
const libraryDay = (at: Date | number) => dayInZone(at, DEFAULT_ZONE);

export async function insertCirculationDemo(db: Database, now: Date): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const today = libraryDay(now);
  // Teachers may renew three times and owe more before renewals stop.
  await db
    .update(t.borrowType)
    .set({ maxRenewals: 3, fineLimitFen: 5000 })
    .where(inArray(t.borrowType.id, [TEACHER_TYPE, DEMO2_TEACHER_TYPE]));
  const who = await insertSituationReaders(db, now);
  const liMing = ReaderIds.ytkjStudent;

  const plans: LoanPlan[] = [
    { readerId: liMing, title: '昆虫记', borrowed: -28, due: 2 },
    { readerId: liMing, title: '小王子', borrowed: -9, due: 21 },
    { readerId: who.onTime, title: '简·爱', borrowed: -10, due: 20 },
    { readerId: who.dueSoon, title: '老人与海', borrowed: -29, due: 1 },
    { readerId: who.overdue, title: '鲁滨逊漂流记', borrowed: -45, due: -15, fined: true },
    { readerId: who.renewedToLimit, title: '童年', borrowed: -80, due: 10, renewals: 2 },
    { readerId: who.cardExpired, title: '名人传', borrowed: -24, due: 6 },
    { readerId: who.finesOverLimit, title: '苏菲的世界', borrowed: -22, due: 8 },
    {
      readerId: who.finesOverLimit,
      title: '飞鸟集',
      borrowed: -160,
      due: -130,
      returned: -10,
      fined: true,
    },
  ];
  const loanIds = new Map<string, number>();
  const lend = async (plan: LoanPlan, copy: { id: number }) => {
    const [row] = await db
      .insert(t.borrowRecord)
      .values({
        readerId: plan.readerId,
        copyId: copy.id,
        borrowedAt: at(plan.borrowed),
        dueAt: at(plan.due),
        returnedAt: plan.returned === undefined ? null : at(plan.returned),
        renewals: plan.renewals ?? 0,
      })
      .returning({ id: t.borrowRecord.id });
    if (plan.returned === undefined) {
      await db
        .update(t.bookCopy)
        .set({ status: CopyStatus.borrowed, currentLocationId: null })
        .where(eq(t.bookCopy.id, copy.id));
    }
    return row?.id ?? 0;
  };
  for (const plan of plans) {
    // A shelf copy, else one that is not out (a returned loan's copy may be any such one).
    const copy = (await copiesOf(db, plan.title)).find(
      (row) => row.status !== CopyStatus.borrowed && row.status !== CopyStatus.preBorrowed,
    );
    if (copy) loanIds.set(`${plan.readerId}:${plan.title}`, await lend(plan, copy));
  }

  // Every other shelf copy of 小王子 and 白鹿原 is out too, so their queues wait for returns.
  const lenders = [who.onTime, who.dueSoon, who.renewedToLimit, who.overdue];
  let next = 0;
  for (const title of ['小王子', '白鹿原']) {
    for (const copy of await copiesOf(db, title)) {
      if (copy.status !== CopyStatus.inLibrary) continue;
      const readerId = lenders[next++ % lenders.length] ?? who.onTime;
      await lend({ readerId, title, borrowed: -5 - next, due: 25 - next }, copy);
    }
  }

  // Queues: 陈思雨 waits for 李明's 小王子; 白鹿原 has 赵子轩, 李明 and 孙悦 waiting, in that order.
  const [site] = await db
    .select({ id: t.preborrowSite.id })
    .from(t.preborrowSite)
    .where(eq(t.preborrowSite.organizationId, OrgIds.ytkj))
    .orderBy(asc(t.preborrowSite.id))
    .limit(1);
  const [xiaowangzi] = await copiesOf(db, '小王子');
  const [bailuyuan] = await copiesOf(db, '白鹿原');
  const wait = (readerId: number, bookId: number, days: number) => ({
    readerId,
    bookId,
    siteId: site?.id ?? 1,
    createdAt: at(days),
    expiresAt: at(days + PREBORROW_QUEUE_DAYS),
  });
  if (xiaowangzi && bailuyuan) {
    await db
      .insert(t.preborrow)
      .values([
        wait(ChenSiyu, xiaowangzi.bookId, -2),
        wait(ZhaoZixuan, bailuyuan.bookId, -6),
        wait(liMing, bailuyuan.bookId, -4),
        wait(SunYue, bailuyuan.bookId, -2),
      ]);
  }

  // Fines of the loans overdue: charged through today (or the return), so the fines job goes on
  // from here and charges no day twice. People.ts's 骆驼祥子 (李明, ten days overdue) too.
  const [luotuo] = await db
    .select({ id: t.borrowRecord.id, dueAt: t.borrowRecord.dueAt })
    .from(t.borrowRecord)
    .innerJoin(t.bookCopy, eq(t.bookCopy.id, t.borrowRecord.copyId))
    .innerJoin(t.book, eq(t.book.id, t.bookCopy.bookId))
    .where(
      and(
        eq(t.borrowRecord.readerId, liMing),
        eq(t.book.title, '骆驼祥子'),
        sql`${t.borrowRecord.returnedAt} is null`,
      ),
    );
  const fined = [
    ...plans
      .filter((plan) => plan.fined)
      .map((plan) => ({
        readerId: plan.readerId,
        loanId: loanIds.get(`${plan.readerId}:${plan.title}`) ?? 0,
        dueDay: libraryDay(at(plan.due)),
        through: plan.returned === undefined ? today : libraryDay(at(plan.returned)),
      })),
    ...(luotuo
      ? [{ readerId: liMing, loanId: luotuo.id, dueDay: libraryDay(luotuo.dueAt), through: today }]
      : []),
  ];
  for (const loan of fined) {
    const days = Math.round(
      (Date.parse(`${loan.through}T00:00:00Z`) - Date.parse(`${loan.dueDay}T00:00:00Z`)) / DAY_MS,
    );
    await db.insert(t.fine).values({
      readerId: loan.readerId,
      borrowRecordId: loan.loanId,
      amountFen: days * FINE_PER_DAY,
      reason: OVERDUE_FINE_REASON,
      createdAt: at(-1),
    });
    await db
      .update(t.borrowRecord)
      .set({ fineAccruedThrough: loan.through })
      .where(eq(t.borrowRecord.id, loan.loanId));
  }
  // Returned loans of the demo were settled when they came back: nothing left to charge.
  await db
    .update(t.borrowRecord)
    .set({
      fineAccruedThrough: sql`${libraryDaySql(t.borrowRecord.returnedAt, DEFAULT_ZONE)}::date`,
    })
    .where(
      and(isNotNull(t.borrowRecord.returnedAt), sql`${t.borrowRecord.fineAccruedThrough} is null`),
    );

  // 李明 keeps a reading history (since last year); everyone else has the default, off.
  await db
    .insert(readerCirculation)
    .values({ readerId: liMing, keepHistory: true, historySince: at(-365) });

  if (luotuo) {
    await db.insert(urgeNotice).values({
      organizationId: OrgIds.ytkj,
      readerId: liMing,
      borrowRecordId: luotuo.id,
      note: '请尽快到总馆一楼服务台归还。',
      createdAt: at(-3),
    });
  }
  const overdueLoan = loanIds.get(`${who.overdue}:鲁滨逊漂流记`);
  if (overdueLoan) {
    await db.insert(urgeNotice).values({
      organizationId: OrgIds.ytkj,
      readerId: who.overdue,
      borrowRecordId: overdueLoan,
      createdAt: at(-5),
    });
  }

  await db.insert(subtenancy).values([
    {
      organizationId: OrgIds.ytkj,
      readerId: liMing,
      category: 'lendOut',
      date: addDays(today, -20),
      bookName: '草房子',
      status: 'returned',
      createdAt: at(-20),
      updatedAt: at(-12),
    },
    {
      organizationId: OrgIds.ytkj,
      readerId: liMing,
      category: 'borrowIn',
      date: addDays(today, -1),
      bookName: '青铜葵花',
      status: 'pending',
      createdAt: at(-1),
      updatedAt: at(-1),
    },
  ]);

  await db.insert(purchasedBook).values([
    {
      organizationId: OrgIds.ytkj,
      readerId: liMing,
      bookId: xiaowangzi?.bookId ?? null,
      title: '小王子',
      priceFen: 2800,
      orderNo: `LPB${today.replace(/-/g, '')}000101`,
      purchasedAt: at(-40),
    },
    {
      organizationId: OrgIds.ytkj,
      readerId: liMing,
      title: '唐诗三百首（注音版）',
      priceFen: 1850,
      quantity: 2,
      orderNo: `LPB${today.replace(/-/g, '')}000102`,
      purchasedAt: at(-15),
    },
  ]);

  const favourites = ['红楼梦', '平凡的世界', '三体Ⅱ：黑暗森林'];
  for (const [i, title] of favourites.entries()) {
    const [copy] = await copiesOf(db, title);
    if (copy) {
      await db
        .insert(t.bookCollection)
        .values({ readerId: liMing, bookId: copy.bookId, createdAt: at(-30 + i * 7) })
        .onConflictDoNothing();
    }
  }

  const [asked] = await db
    .insert(readerMessage)
    .values({
      organizationId: OrgIds.ytkj,
      readerId: liMing,
      direction: 'fromReader',
      kind: 'board',
      body: '请问寒假期间图书馆开放吗？借的书可以寒假后再还吗？',
      createdAt: at(-8),
    })
    .returning({ id: readerMessage.id });
  await db.insert(readerMessage).values([
    {
      organizationId: OrgIds.ytkj,
      readerId: liMing,
      direction: 'toReader',
      kind: 'reply',
      body: '寒假期间每周二、周四上午开放。寒假前借出的图书，到期日会顺延到开学后第一周。',
      replyToId: asked?.id ?? null,
      createdAt: at(-7),
      readAt: at(-6),
    },
    {
      organizationId: OrgIds.ytkj,
      readerId: liMing,
      direction: 'toReader',
      kind: 'notice',
      body: '本周六上午图书馆系统维护，期间暂停借还和续借服务。',
      createdAt: at(-1),
    },
  ]);
  if (luotuo) {
    await db.insert(readerMessage).values({
      organizationId: OrgIds.ytkj,
      readerId: liMing,
      direction: 'toReader',
      kind: 'urge',
      params: { title: '骆驼祥子', due: libraryDay(luotuo.dueAt) },
      body: '请尽快到总馆一楼服务台归还。',
      dedupeKey: `urge:${luotuo.id}`,
      createdAt: at(-3),
    });
  }
  // The reminders of today (due soon, overdue, arrived), as the job would have sent them.
  await sendDueReminders({ db }, now.getTime());
}
