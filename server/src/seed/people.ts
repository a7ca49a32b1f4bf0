import { CopyStatus, FINE_REASON_TEXT } from '../../../src/core/api/contract';
import type {
  bill,
  borrowRecord,
  borrowType,
  department,
  fine,
  preborrow,
  reader,
} from '../db/schema';
import { PREBORROW_DELIVERY_DAYS } from '../queries/preborrow';
import type { BookRow, CopyRow } from './catalogue';
import { OrgIds } from './content';
import { FileIds } from './files';
import { DEFAULT_ZONE, libraryDay } from '../time';

export const DEMO_PASSWORD = 'Passw0rd!';
const DAY_MS = 24 * 60 * 60 * 1000;

type DepartmentRow = typeof department.$inferInsert & { id: number };
type BorrowTypeRow = typeof borrowType.$inferInsert & { id: number };
export type ReaderRow = Omit<typeof reader.$inferInsert, 'passwordHash'> & { id: number };
type LoanRow = typeof borrowRecord.$inferInsert & { id: number };
type PreborrowRow = typeof preborrow.$inferInsert;
type BillRow = typeof bill.$inferInsert;
type FineRow = typeof fine.$inferInsert;

export interface People {
  departments: DepartmentRow[];
  borrowTypes: BorrowTypeRow[];
  loans: LoanRow[];
  preborrows: PreborrowRow[];
  bills: BillRow[];
  fines: FineRow[];
}

/** What the activity builder needs to know about the catalogue it was given. */
export interface CatalogueIndex {
  /** The organisation's copies of the book with this title (seeded titles only). */
  copiesOf(organizationId: number, title: string): CopyRow[];
  sites(organizationId: number): number[];
}

const departments: DepartmentRow[] = [
  { id: 1, organizationId: OrgIds.ytkj, name: '初二(3)班' },
  { id: 2, organizationId: OrgIds.ytkj, name: '初一(1)班' },
  { id: 3, organizationId: OrgIds.ytkj, name: '语文组' },
  { id: 4, organizationId: OrgIds.demo2, name: '高一(2)班' },
  { id: 5, organizationId: OrgIds.demo2, name: '高二(1)班' },
  { id: 6, organizationId: OrgIds.demo2, name: '数学组' },
];

// Reservations: students may hold 3 at a time, teachers 5; an arrived copy is held 3 / 5 days.
const studentType = { maxLoans: 5, loanDays: 30, maxPreborrows: 3, preborrowHoldDays: 3 };
const teacherType = { maxLoans: 15, loanDays: 60, maxPreborrows: 5, preborrowHoldDays: 5 };
const borrowTypes: BorrowTypeRow[] = [
  { id: 1, organizationId: OrgIds.ytkj, name: '学生', ...studentType },
  { id: 2, organizationId: OrgIds.ytkj, name: '教师', ...teacherType },
  { id: 3, organizationId: OrgIds.demo2, name: '学生', ...studentType },
  { id: 4, organizationId: OrgIds.demo2, name: '教师', ...teacherType },
];

/** Reader ids are fixed so the activity below can refer to them. */
export const ReaderIds = {
  ytkjStudent: 1,
  ytkjTeacher: 2,
  demo2Student: 3,
  ytkjTeacher2: 9,
  demo2Teacher: 10,
} as const;

/** The demo readers (passwords are hashed by the caller). */
export function demoReaders(now: Date): ReaderRow[] {
  const expireAt = new Date(now.getTime() + 365 * DAY_MS);
  const common = { avatarFileId: FileIds.defaultAvatar, expireAt, level: 1, score: 0 };
  const student = (
    id: number,
    organizationId: number,
    readercode: string,
    name: string,
    departmentId: number,
    grade: string,
    sex: 1 | 2,
  ): ReaderRow => ({
    ...common,
    id,
    organizationId,
    readercode,
    name,
    nickname: name,
    sex,
    usertype: 0,
    departmentId,
    grade,
    borrowTypeId: organizationId === OrgIds.ytkj ? 1 : 3,
  });
  const teacher = (
    id: number,
    organizationId: number,
    readercode: string,
    name: string,
    departmentId: number,
    borrowTypeId: number,
    sex: 1 | 2,
  ): ReaderRow => ({
    ...student(id, organizationId, readercode, name, departmentId, '', sex),
    grade: null,
    nickname: `${name.slice(0, 1)}老师`,
    usertype: 1,
    borrowTypeId,
  });
  return [
    {
      ...student(ReaderIds.ytkjStudent, OrgIds.ytkj, '20230001', '李明', 1, '初二', 1),
      nickname: '小明',
      level: 2,
      score: 120,
      depositFen: 10000,
      email: 'liming@example.com',
      phone: '13800000001',
    },
    {
      ...common,
      id: ReaderIds.ytkjTeacher,
      organizationId: OrgIds.ytkj,
      readercode: 'T0001',
      name: '王芳',
      nickname: '王老师',
      usertype: 1,
      sex: 2,
      departmentId: 3,
      borrowTypeId: 2,
      level: 3,
      score: 260,
      email: 'wangfang@example.com',
    },
    {
      ...student(ReaderIds.demo2Student, OrgIds.demo2, '20230001', '张伟', 4, '高一', 1),
      score: 40,
      depositFen: 5000,
    },
    student(4, OrgIds.ytkj, '20230002', '陈思雨', 1, '初二', 2),
    student(5, OrgIds.ytkj, '20230003', '赵子轩', 2, '初一', 1),
    student(6, OrgIds.ytkj, '20230004', '孙悦', 2, '初一', 2),
    student(7, OrgIds.demo2, '20230002', '周婷', 4, '高一', 2),
    student(8, OrgIds.demo2, '20230003', '吴昊', 5, '高二', 1),
    // A second teacher of YTKJ (teaches 初一(1)班 only) and one of DEMO2: what one teacher
    // sets must not reach another teacher's class, nor another organisation.
    teacher(ReaderIds.ytkjTeacher2, OrgIds.ytkj, 'T0002', '李强', 3, 2, 1),
    teacher(ReaderIds.demo2Teacher, OrgIds.demo2, 'T0001', '刘洋', 6, 4, 1),
  ];
}

interface LoanPlan {
  readerId: number;
  organizationId: number;
  title: string;
  /** Days relative to now (negative: in the past). */
  borrowed: number;
  due: number;
  returned?: number;
  /** Late-return fine in fen; paid when `finePaid`. */
  fineFen?: number;
  finePaid?: number;
}

const loanPlans: LoanPlan[] = [
  // The YTKJ student: three on loan (one overdue) and five returned, two of them late.
  { readerId: 1, organizationId: 1, title: '三体', borrowed: -5, due: 25 },
  { readerId: 1, organizationId: 1, title: '活着', borrowed: -12, due: 18 },
  { readerId: 1, organizationId: 1, title: '骆驼祥子', borrowed: -40, due: -10 },
  {
    readerId: 1,
    organizationId: 1,
    title: '西游记',
    borrowed: -120,
    due: -90,
    returned: -86,
    fineFen: 200,
    finePaid: -86,
  },
  { readerId: 1, organizationId: 1, title: '朝花夕拾', borrowed: -100, due: -70, returned: -72 },
  { readerId: 1, organizationId: 1, title: '草房子', borrowed: -80, due: -50, returned: -52 },
  {
    readerId: 1,
    organizationId: 1,
    title: '城南旧事',
    borrowed: -60,
    due: -30,
    returned: -27,
    fineFen: 150,
  },
  { readerId: 1, organizationId: 1, title: '海底两万里', borrowed: -45, due: -15, returned: -20 },
  // The YTKJ teacher.
  { readerId: 2, organizationId: 1, title: '史记', borrowed: -10, due: 50 },
  { readerId: 2, organizationId: 1, title: '傅雷家书', borrowed: -3, due: 57 },
  { readerId: 2, organizationId: 1, title: '围城', borrowed: -90, due: -30, returned: -40 },
  { readerId: 2, organizationId: 1, title: '边城', borrowed: -70, due: -10, returned: -15 },
  // The DEMO2 student, with their own organisation's copies.
  { readerId: 3, organizationId: 2, title: '三体', borrowed: -7, due: 23 },
  { readerId: 3, organizationId: 2, title: '呐喊', borrowed: -50, due: -20, returned: -22 },
];

function firstCopy(index: CatalogueIndex, organizationId: number, title: string): CopyRow {
  const copy = index.copiesOf(organizationId, title)[0];
  if (!copy) throw new Error(`seed: no copy of ${title} in organisation ${organizationId}`);
  return copy;
}

function firstSite(index: CatalogueIndex, organizationId: number, n: number): number {
  const site = index.sites(organizationId)[n];
  if (site === undefined) throw new Error(`seed: no pre-borrow site ${n}`);
  return site;
}

/** Readers and their activity. Copies on loan or waiting for pickup get a matching status. */
export function buildPeople(index: CatalogueIndex, books: BookRow[], now: Date): People {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const loans: LoanRow[] = [];
  const fines: FineRow[] = [];
  loanPlans.forEach((plan, i) => {
    const copy = firstCopy(index, plan.organizationId, plan.title);
    const id = i + 1;
    if (plan.returned === undefined) {
      copy.status = CopyStatus.borrowed;
      copy.currentLocationId = null;
    }
    loans.push({
      id,
      readerId: plan.readerId,
      copyId: copy.id,
      borrowedAt: at(plan.borrowed),
      dueAt: at(plan.due),
      returnedAt: plan.returned === undefined ? null : at(plan.returned),
    });
    if (plan.fineFen) {
      const paidAt = plan.finePaid === undefined ? null : at(plan.finePaid);
      fines.push({
        readerId: plan.readerId,
        borrowRecordId: id,
        amountFen: plan.fineFen,
        reason: FINE_REASON_TEXT.overdue,
        createdAt: at(plan.returned ?? 0),
        paidAt,
      });
    }
  });

  // Reader 1 holds two reserved copies (status 4): one on its way to the site, reserved a day
  // ago (it lapses PREBORROW_DELIVERY_DAYS after that), and one that arrived a day ago (held
  // for the student type's 3 days from arrival).
  const onTheWayCopy = firstCopy(index, OrgIds.ytkj, '平凡的世界');
  const arrivedCopy = firstCopy(index, OrgIds.ytkj, '红星照耀中国');
  for (const copy of [onTheWayCopy, arrivedCopy]) copy.status = CopyStatus.preBorrowed;
  const preborrows: PreborrowRow[] = [
    {
      readerId: 1,
      bookId: onTheWayCopy.bookId,
      copyId: onTheWayCopy.id,
      siteId: firstSite(index, OrgIds.ytkj, 1),
      createdAt: at(-1),
      expiresAt: at(-1 + PREBORROW_DELIVERY_DAYS),
      arrived: false,
    },
    {
      readerId: 1,
      bookId: arrivedCopy.bookId,
      copyId: arrivedCopy.id,
      siteId: firstSite(index, OrgIds.ytkj, 0),
      createdAt: at(-3),
      expiresAt: at(-1 + studentType.preborrowHoldDays),
      arrived: true,
    },
  ];

  const order = (days: number, n: number) =>
    `LP${libraryDay(at(days), DEFAULT_ZONE).replace(/-/g, '')}${String(n).padStart(6, '0')}`;
  const bills: BillRow[] = [
    {
      readerId: 1,
      orderNo: order(-200, 1),
      tradeType: 'depositPayment',
      tradeMethod: 'wechat',
      amountFen: 10000,
      status: 'success',
      createdAt: at(-200),
    },
    {
      readerId: 1,
      orderNo: order(-150, 2),
      tradeType: 'cardFee',
      tradeMethod: 'cash',
      amountFen: 1000,
      refundFen: 1000,
      status: 'refunded',
      createdAt: at(-150),
    },
    {
      readerId: 1,
      orderNo: order(-86, 3),
      tradeType: 'finePayment',
      tradeMethod: 'alipay',
      amountFen: 200,
      status: 'success',
      createdAt: at(-86),
    },
    {
      readerId: 1,
      orderNo: order(-30, 4),
      tradeType: 'balanceRecharge',
      tradeMethod: 'bank',
      amountFen: 5000,
      status: 'failed',
      createdAt: at(-30),
    },
    {
      readerId: 3,
      orderNo: order(-60, 5),
      tradeType: 'depositPayment',
      tradeMethod: 'alipay',
      amountFen: 5000,
      status: 'success',
      createdAt: at(-60),
    },
  ];

  return { departments, borrowTypes, loans, preborrows, bills, fines };
}
