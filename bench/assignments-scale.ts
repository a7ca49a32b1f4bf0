/**
 * Homework and exams at scale (a school's exam day, all at once): 40 classes of 50 students each sit the same
 * exam; every student submits within one minute, all classes at once (and one in ten retries
 * its submit at the same moment, as a double click or a dropped connection would). Then the
 * teacher marks each class's short answers and reads the class statistics. Counts lost and
 * duplicated submissions (must be 0) and times submit, marking and statistics (p95 ≤ 100 ms),
 * through the real server (app.inject) on PostgreSQL.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1/hwbench npx tsx bench/assignments-scale.ts
 *
 * DATABASE_URL: a fresh database of yours (migrated and seeded here); without it a scratch
 * database is made next to BENCH_DATABASE_URL / TEST_DATABASE_URL and dropped afterwards.
 */
import { pathToFileURL } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import {
  ApiPath,
  type AssignmentDetail,
  type AssignmentSummary,
  type StudentAssignment,
} from '../src/core/api/contract';
import { openDatabase, type DatabaseHandle } from '../server/src/db/client';
import { reader } from '../server/src/db/schema';
import { submission } from '../server/src/db/tables/assignments';
import { OrgIds } from '../server/src/seed/content';
import { seedDemoData } from '../server/src/seed/index';
import { ReaderIds } from '../server/src/seed/people';
import { post, testApp } from '../server/test/helpers';
import { inlineQuestions } from '../server/test/assignments-fixtures';
import { tokenFor } from '../server/test/preborrow-fixtures';
import { openAccountDatabase } from './account-scale/database';
import { percentile } from './http';

const TARGET_P95_MS = 100;
const CLASSES = 40;
const STUDENTS = 50;
const WINDOW_MS = 60_000;
const org = OrgIds.ytkj;

interface Opened {
  handle: DatabaseHandle;
  dispose(): Promise<void>;
}

async function openBenchDatabase(): Promise<Opened> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const scratch = await openAccountDatabase(CLASSES * STUDENTS);
    return { handle: scratch.handle, dispose: scratch.dispose };
  }
  const handle = await openDatabase({ databaseUrl: url });
  await handle.migrate();
  await seedDemoData(handle);
  return { handle, dispose: () => handle.close() };
}

/** 40 new classes of 50 students, all managed by T0001; returns the class ids. */
async function makeClasses(handle: DatabaseHandle): Promise<number[]> {
  const { db } = handle;
  const stamp = Date.now().toString(36);
  const classes = (await db.execute(sql`
    insert into department (organization_id, name)
    select ${org}, 'bench-' || ${stamp} || '-' || n from generate_series(1, ${CLASSES}) n
    returning id`)) as unknown as { rows: { id: number }[] };
  const ids = classes.rows.map((row) => Number(row.id));
  await db.execute(sql`
    insert into reader (organization_id, readercode, name, password_hash, department_id, borrow_type_id, usertype, sex)
    select ${org}, 'B' || ${stamp} || '-' || d.id || '-' || n, '学生' || n, 'not-a-hash', d.id, 1, 0, 1
    from unnest(${sql.raw(`array[${ids.join(',')}]`)}::int[]) d(id), generate_series(1, ${STUDENTS}) n`);
  await db.execute(sql`
    insert into teacher_department (organization_id, teacher_id, department_id)
    select ${org}, ${ReaderIds.ytkjTeacher}, id from unnest(${sql.raw(`array[${ids.join(',')}]`)}::int[]) id`);
  await db.execute(sql`analyze reader, department, teacher_department`);
  return ids;
}

const line = (name: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  const over = p95 > TARGET_P95_MS ? '  OVER' : '';
  console.log(
    `  ${name.padEnd(26)} n ${String(sorted.length).padStart(5)}  p50 ${percentile(sorted, 50).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms${over}`,
  );
};

async function timed<T>(times: number[], run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  times.push(performance.now() - started);
  return result;
}

export async function benchAssignmentsScale(): Promise<void> {
  console.log(
    `\n## Homework and exams at scale: ${CLASSES} classes × ${STUDENTS} students submit one exam within a minute (PostgreSQL; target p95 ≤ ${TARGET_P95_MS} ms)`,
  );
  const opened = await openBenchDatabase();
  const { db } = opened.handle;
  const app = await testApp(opened.handle);
  try {
    const classIds = await makeClasses(opened.handle);
    const teacherUuid = (
      await db
        .select({ uuid: reader.uuid })
        .from(reader)
        .where(eq(reader.id, ReaderIds.ytkjTeacher))
    )[0]?.uuid;
    const teacher = await tokenFor(db, ReaderIds.ytkjTeacher, org, 1, teacherUuid ?? '');
    const now = Date.now();
    const exams = new Map<number, number>();
    // The first exam writes the questions into the bank; the other classes reuse them.
    let bankIds: number[] = [];
    for (const departmentid of classIds) {
      const made = await post<AssignmentSummary>(
        app,
        ApiPath.createAssignment,
        {
          kind: 'exam',
          title: '期中阅读测试',
          departmentid,
          opensat: new Date(now - 60_000).toISOString(),
          dueat: new Date(now + 3_600_000).toISOString(),
          durationminutes: 45,
          questions:
            bankIds.length > 0
              ? bankIds.map((questionid) => ({ questionid }))
              : inlineQuestions.map((question) => ({ question })),
        },
        teacher,
      );
      exams.set(departmentid, made.body.data.id);
      if (bankIds.length === 0) {
        const detail = await post<AssignmentDetail>(
          app,
          ApiPath.assignmentDetail,
          { id: made.body.data.id },
          teacher,
        );
        bankIds = detail.body.data.questions.map((question) => question.id);
      }
    }
    const students = await db
      .select({ id: reader.id, uuid: reader.uuid, departmentId: reader.departmentId })
      .from(reader)
      .where(sql`${reader.departmentId} in ${classIds}`);
    const sitting = await Promise.all(
      students.map(async (s) => ({
        ...s,
        exam: exams.get(s.departmentId ?? 0) ?? 0,
        token: await tokenFor(db, s.id, org, 0, s.uuid),
      })),
    );
    // Everyone opens the exam (its clock starts) and answers; the saves are not timed here.
    const questions = (
      await post<StudentAssignment>(
        app,
        ApiPath.openAssignment,
        { id: sitting[0]!.exam },
        sitting[0]!.token,
      )
    ).body.data.questions;
    const answers = (i: number) =>
      Object.fromEntries([
        [questions[0]!.id, i % 2 ? 'A' : 'B'],
        [questions[1]!.id, ['A', 'B']],
        [questions[2]!.id, true],
        [questions[3]!.id, { '1': '1', '2': '2', '3': '3' }],
        [questions[4]!.id, `答案 ${i}`],
      ]);
    const submitTimes: number[] = [];
    let errors = 0;
    console.log(`  ${sitting.length} students; submitting over ${WINDOW_MS / 1000} s…`);
    await Promise.all(
      sitting.map(async (s, i) => {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * WINDOW_MS));
        const body = { id: s.exam, seq: 1, answers: answers(i) };
        const tries = i % 10 === 0 ? 2 : 1;
        const results = await Promise.all(
          Array.from({ length: tries }, () =>
            timed(submitTimes, () => post(app, ApiPath.submitAssignment, body, s.token)),
          ),
        );
        errors += results.filter((r) => r.status !== 200 || r.body.code !== 0).length;
      }),
    );
    const [counts] = (
      (await db.execute(sql`
        select count(*)::int rows, count(distinct ${submission.readerId})::int readers,
          count(*) filter (where ${submission.status} in ('submitted', 'marked') and ${submission.submitsLeft} = 0)::int done
        from ${submission} where ${submission.assignmentId} in ${[...exams.values()]}`)) as unknown as {
        rows: { rows: number; readers: number; done: number }[];
      }
    ).rows;
    const lost = sitting.length - Number(counts?.done ?? 0);
    const duplicated = Number(counts?.rows ?? 0) - Number(counts?.readers ?? 0);
    console.log(`  lost submissions ${lost}, duplicated ${duplicated}, errors ${errors}`);
    line('submit', submitTimes);
    // The teacher marks every short answer of every class, one student at a time.
    const markTimes: number[] = [];
    for (const s of sitting) {
      await timed(markTimes, () =>
        post(
          app,
          ApiPath.markSubmission,
          {
            id: s.exam,
            readerid: s.id,
            marks: [{ questionid: questions[4]!.id, score: 7, comment: '好' }],
          },
          teacher,
        ),
      );
    }
    line('mark one student', markTimes);
    const statsTimes: number[] = [];
    const examStatsTimes: number[] = [];
    for (let round = 0; round < 5; round++) {
      for (const departmentid of classIds) {
        await timed(statsTimes, () =>
          post(app, ApiPath.classStatistics, { departmentid }, teacher),
        );
        await timed(examStatsTimes, () =>
          post(app, ApiPath.assignmentStatistics, { id: exams.get(departmentid) }, teacher),
        );
      }
    }
    line('class statistics', statsTimes);
    line('exam statistics', examStatsTimes);
  } finally {
    await app.close();
    await opened.dispose();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchAssignmentsScale();
}
