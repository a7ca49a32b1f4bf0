/**
 * Who teaches which class in the demo: 王芳 (T0001 of YTKJ) manages 初二(3)班, the class of
 * 李明 and 陈思雨, and her 语文组; 李强 (T0002) manages 初一(1)班; 刘洋 (T0001 of DEMO2)
 * manages 高一(2)班. Department ids are people.ts's.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { book } from '../db/schema';
import { readingProgram, readingProgramBook } from '../db/tables/programs';
import { teacherDepartment } from '../db/tables/teaching';
import { OrgIds } from './content';
import { ReaderIds } from './people';
import { DEFAULT_ZONE, libraryDay } from '../time';

export const DemoDepartments = { ytkjClass: 1, ytkjClass2: 2, ytkjGroup: 3, demo2Class: 4 };

export async function insertTeachingDemo(db: Database, now: Date) {
  await db.insert(teacherDepartment).values([
    {
      organizationId: OrgIds.ytkj,
      teacherId: ReaderIds.ytkjTeacher,
      departmentId: DemoDepartments.ytkjClass,
    },
    {
      organizationId: OrgIds.ytkj,
      teacherId: ReaderIds.ytkjTeacher,
      departmentId: DemoDepartments.ytkjGroup,
    },
    {
      organizationId: OrgIds.ytkj,
      teacherId: ReaderIds.ytkjTeacher2,
      departmentId: DemoDepartments.ytkjClass2,
    },
    {
      organizationId: OrgIds.demo2,
      teacherId: ReaderIds.demo2Teacher,
      departmentId: DemoDepartments.demo2Class,
    },
  ]);
  await insertProgramDemo(db, now);
}

const DAY_MS = 24 * 60 * 60 * 1000;
const PROGRAM_BOOKS = ['西游记', '朝花夕拾', '城南旧事'];

/**
 * A reading program under way, so 王芳's /ReadingProgram and 李明's /student-task show the
 * feature on a fresh start: 初二(3)班 reads three books over five weeks (begun a week ago).
 */
async function insertProgramDemo(db: Database, now: Date) {
  // The demo organisations' library days (they keep the default zone).
  const day = (offset: number) => libraryDay(now.getTime() + offset * DAY_MS, DEFAULT_ZONE);
  const books = await db
    .select({ id: book.id, title: book.title })
    .from(book)
    .where(and(eq(book.organizationId, OrgIds.ytkj), inArray(book.title, PROGRAM_BOOKS)));
  const [program] = await db
    .insert(readingProgram)
    .values({
      organizationId: OrgIds.ytkj,
      departmentId: DemoDepartments.ytkjClass,
      teacherId: ReaderIds.ytkjTeacher,
      title: '五周名著共读',
      description: '五周读完三本书，读完一本就到图书馆借下一本。',
      startDate: day(-7),
      endDate: day(28),
    })
    .returning({ id: readingProgram.id });
  if (!program) throw new Error('demo reading program not inserted');
  // One copy of each title is enough: a program names the title's first record.
  const chosen = PROGRAM_BOOKS.flatMap((title) => books.find((row) => row.title === title) ?? []);
  await db
    .insert(readingProgramBook)
    .values(chosen.map((row, position) => ({ programId: program.id, bookId: row.id, position })));
}
