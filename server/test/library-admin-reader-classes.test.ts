import { and, desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ApiPath,
  CLASS_MOVES_MAX,
  type ClassMoveSummary,
  type TeacherClasses,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { department, reader } from '../src/db/schema';
import { staffAudit } from '../src/db/tables/library-admin';
import { teacherDepartment } from '../src/db/tables/teaching';
import { openTestDatabase, testApp } from './helpers';
import {
  DEMO2,
  YTKJ,
  desk,
  newPatron,
  openDeskWorld,
  refusalOf,
  refused,
  type DeskWorld,
} from './library-admin-fixtures';
import { openPostgresTestDatabase, postgresAdminUrl } from './postgres-database';
import { call } from './preborrow-fixtures';

let serial = 0;
const unique = (name: string) => `${name}-${process.pid}-${++serial}`;

async function newClass(world: DeskWorld, orgId: number, name = unique('班')) {
  const [row] = await world.db
    .insert(department)
    .values({ organizationId: orgId, name })
    .returning({ id: department.id, name: department.name });
  if (!row) throw new Error('no class');
  return row;
}

/** `n` new students (or teachers) of the organisation in the class. */
async function pupilsIn(
  world: DeskWorld,
  orgId: number,
  classId: number,
  n: number,
  options: { teacher?: boolean } = {},
) {
  const made = [];
  for (let i = 0; i < n; i++) {
    const patron = await newPatron(world.db, orgId, options);
    await world.db.update(reader).set({ departmentId: classId }).where(eq(reader.id, patron.id));
    made.push(patron);
  }
  return made;
}

async function classOf(world: DeskWorld, ids: number[]) {
  const rows = await world.db
    .select({ id: reader.id, classId: reader.departmentId, blocked: reader.blockedReason })
    .from(reader)
    .where(inArray(reader.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

async function lastAudit(world: DeskWorld, action: 'readerClassMoves' | 'teacherClasses') {
  const [row] = await world.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.organizationId, YTKJ), eq(staffAudit.action, action)))
    .orderBy(desc(staffAudit.id))
    .limit(1);
  return row;
}

const auditCount = async (world: DeskWorld, action: 'readerClassMoves' | 'teacherClasses') =>
  (await world.db.select().from(staffAudit).where(eq(staffAudit.action, action))).length;

function classesSuite(name: string, open: () => Promise<DatabaseHandle>) {
  describe(name, () => {
    const world = openDeskWorld(open);
    const move = (body: object, token = world.librarian, lang: 'zh' | 'en' = 'zh') =>
      desk<ClassMoveSummary>(world, ApiPath.readersMoveClasses, body, token, lang);

    it('refuses a student’s and a teacher’s token (403) and no token (401)', async () => {
      const pupil = await newPatron(world.db, YTKJ);
      const teacher = await newPatron(world.db, YTKJ, { teacher: true });
      const calls: [string, object][] = [
        [ApiPath.readersMoveClasses, { moves: [], dryrun: true }],
        [ApiPath.readersTeacherClasses, { teacherid: teacher.id }],
        [ApiPath.readersTeacherClassesSet, { teacherid: teacher.id, classids: [] }],
      ];
      for (const [path, body] of calls) {
        expect((await desk(world, path, body, pupil.token)).status, path).toBe(403);
        expect((await desk(world, path, body, teacher.token)).status, path).toBe(403);
        expect((await desk(world, path, body, undefined)).status, path).toBe(401);
      }
    });

    it('limits the class writes per member of staff (the staff-changes limit)', async () => {
      const app = await testApp(world.handle, {
        writeLimits: { staffChanges: [{ max: 2, windowMs: 60_000 }] },
      });
      try {
        const c = await newClass(world, YTKJ);
        const body = { moves: [{ fromclassid: c.id, toclassname: unique('x') }], dryrun: true };
        const statuses = [];
        for (let i = 0; i < 3; i++) {
          statuses.push(
            (await call(app, ApiPath.readersMoveClasses, body, world.librarian)).status,
          );
        }
        expect(statuses).toEqual([200, 200, 429]);
        const teacher = await newPatron(world.db, YTKJ, { teacher: true });
        const set = await call(
          app,
          ApiPath.readersTeacherClassesSet,
          { teacherid: teacher.id, classids: [] },
          world.librarian,
        );
        expect(set.status).toBe(429);
        // Another member of staff counts apart; reading is not limited.
        const admin = await call(app, ApiPath.readersMoveClasses, body, world.admin);
        expect(admin.status).toBe(200);
        const read = await call(
          app,
          ApiPath.readersTeacherClasses,
          { teacherid: teacher.id },
          world.librarian,
        );
        expect(read.status).toBe(200);
      } finally {
        await app.close();
      }
    });

    describe('Readers/MoveClasses', () => {
      it('previews without changing anything, then moves a chain 1→2, 2→3 once each', async () => {
        const one = await newClass(world, YTKJ, unique('一班'));
        const two = await newClass(world, YTKJ, unique('二班'));
        const three = unique('三班');
        const six = await newClass(world, YTKJ, unique('六班'));
        const ones = await pupilsIn(world, YTKJ, one.id, 2);
        const twos = await pupilsIn(world, YTKJ, two.id, 3);
        const sixes = await pupilsIn(world, YTKJ, six.id, 2);
        const [teacherInOne] = await pupilsIn(world, YTKJ, one.id, 1, { teacher: true });
        // A pupil already blocked keeps their own reason when they graduate.
        await world.db
          .update(reader)
          .set({ blockedReason: '借书证遗失' })
          .where(eq(reader.id, sixes[0]!.id));
        const manager = await newPatron(world.db, YTKJ, { teacher: true });
        await world.db
          .insert(teacherDepartment)
          .values({ organizationId: YTKJ, teacherId: manager.id, departmentId: one.id });
        const body = {
          moves: [
            { fromclassid: one.id, toclassname: ` ${two.name} ` },
            { fromclassid: two.id, toclassname: three },
          ],
          graduate: [six.id],
        };
        const audits = await auditCount(world, 'readerClassMoves');

        const preview = await move({ ...body, dryrun: true });
        expect(preview.body.code).toBe(0);
        expect(preview.body.data).toEqual({
          dryrun: true,
          moves: [
            {
              fromclassid: one.id,
              from: one.name,
              to: two.name,
              toclassid: two.id,
              readers: 2,
              newclass: false,
            },
            {
              fromclassid: two.id,
              from: two.name,
              to: three,
              toclassid: null,
              readers: 3,
              newclass: true,
            },
          ],
          graduates: [{ classid: six.id, name: six.name, readers: 2 }],
          graduated: 2,
        });
        const everyone = [...ones, ...twos, ...sixes, teacherInOne!].map((p) => p.id);
        const before = await classOf(world, everyone);
        expect(before.get(ones[0]!.id)?.classId).toBe(one.id);
        expect(await world.db.select().from(department).where(eq(department.name, three))).toEqual(
          [],
        );
        expect(await auditCount(world, 'readerClassMoves')).toBe(audits);

        const applied = await move(body);
        expect(applied.body.code).toBe(0);
        const [made] = await world.db.select().from(department).where(eq(department.name, three));
        expect(made?.organizationId).toBe(YTKJ);
        expect(applied.body.data.dryrun).toBe(false);
        expect(applied.body.data.moves[1]).toMatchObject({ toclassid: made?.id, newclass: true });
        const after = await classOf(world, everyone);
        for (const p of ones) expect(after.get(p.id)?.classId).toBe(two.id);
        for (const p of twos) expect(after.get(p.id)?.classId).toBe(made?.id);
        for (const p of sixes) expect(after.get(p.id)?.classId).toBeNull();
        expect(after.get(sixes[0]!.id)?.blocked).toBe('借书证遗失');
        expect(after.get(sixes[1]!.id)?.blocked).toBe(`毕业（${six.name}）`);
        // Only students move; a teacher keeps the class ids they manage.
        expect(after.get(teacherInOne!.id)?.classId).toBe(one.id);
        const managed = await world.db
          .select()
          .from(teacherDepartment)
          .where(eq(teacherDepartment.teacherId, manager.id));
        expect(managed.map((row) => row.departmentId)).toEqual([one.id]);
        const audit = await lastAudit(world, 'readerClassMoves');
        expect(audit?.detail).toMatchObject({
          after: { dryrun: false, graduated: 2, moves: [{ readers: 2 }, { readers: 3 }] },
          graduates: [{ classid: six.id, readers: sixes.map((p) => p.id) }],
        });
      });

      it('moves a class up into the class that graduates, leaving the graduates out', async () => {
        const five = await newClass(world, YTKJ);
        const six = await newClass(world, YTKJ);
        const fives = await pupilsIn(world, YTKJ, five.id, 2);
        const sixes = await pupilsIn(world, YTKJ, six.id, 1);
        const answer = await move(
          {
            moves: [{ fromclassid: five.id, toclassname: six.name }],
            graduate: [six.id],
          },
          world.librarian,
          'en',
        );
        expect(answer.body.data).toMatchObject({
          moves: [{ readers: 2, toclassid: six.id, newclass: false }],
          graduated: 1,
        });
        const after = await classOf(
          world,
          [...fives, ...sixes].map((p) => p.id),
        );
        for (const p of fives)
          expect(after.get(p.id)).toMatchObject({ classId: six.id, blocked: null });
        // The reason is in the caller's language, as the desk will show it.
        expect(after.get(sixes[0]!.id)).toEqual({
          id: sixes[0]!.id,
          classId: null,
          blocked: `Graduated (${six.name})`,
        });
        // Unblocking (the readers page's own call) lets a graduate borrow again.
        const unblock = await desk(
          world,
          ApiPath.readersUnblock,
          { readercode: sixes[0]!.code },
          world.librarian,
        );
        expect(unblock.body.data).toMatchObject({ blocked: null });
      });

      it('applies a double submit once and refuses the second', async () => {
        const a = await newClass(world, YTKJ);
        const b = await newClass(world, YTKJ);
        const as = await pupilsIn(world, YTKJ, a.id, 2);
        const bs = await pupilsIn(world, YTKJ, b.id, 1);
        const body = {
          moves: [
            { fromclassid: a.id, toclassname: b.name },
            { fromclassid: b.id, toclassname: unique('新班') },
          ],
        };
        const [first, second] = await Promise.all([move(body), move(body)]);
        expect([first.body.code, second.body.code].sort()).toEqual([0, 10158]);
        const refusal = first.body.code === 0 ? second : first;
        expect(refusalOf(refusal.body)).toEqual(refused('movesRepeated'));
        expect(refusal.body.msg).toBe('同样的调班刚刚已经执行过，请刷新后查看结果');
        const after = await classOf(
          world,
          [...as, ...bs].map((p) => p.id),
        );
        // Moved once: a's pupils sit in b, not in the class after it.
        for (const p of as) expect(after.get(p.id)?.classId).toBe(b.id);
        for (const p of bs) expect(after.get(p.id)?.classId).not.toBe(b.id);
        // The same moves later (another term) are a new action.
        world.clock += 11 * 60 * 1000;
        const later = await move({ moves: [{ fromclassid: a.id, toclassname: b.name }] });
        expect(later.body.code).toBe(0);
      });

      it('refuses another organisation’s class, repeats, a move into itself and bad names', async () => {
        const mine = await newClass(world, YTKJ);
        const other = await newClass(world, YTKJ);
        const theirs = await newClass(world, DEMO2);
        const pupils = await pupilsIn(world, YTKJ, mine.id, 1);
        const cases: [object, string, string][] = [
          [
            { moves: [{ fromclassid: theirs.id, toclassname: '七班' }] },
            'classNotFound',
            `本馆没有这个班级（编号 ${theirs.id}）`,
          ],
          [
            { moves: [], graduate: [theirs.id] },
            'classNotFound',
            `本馆没有这个班级（编号 ${theirs.id}）`,
          ],
          [
            {
              moves: [
                { fromclassid: mine.id, toclassname: 'x' },
                { fromclassid: mine.id, toclassname: 'y' },
              ],
            },
            'classRepeated',
            `同一个班级（编号 ${mine.id}）只能调动或毕业一次`,
          ],
          [
            { moves: [{ fromclassid: mine.id, toclassname: 'x' }], graduate: [mine.id] },
            'classRepeated',
            `同一个班级（编号 ${mine.id}）只能调动或毕业一次`,
          ],
          [
            { moves: [{ fromclassid: mine.id, toclassname: ` ${mine.name}` }] },
            'moveIntoItself',
            `班级不能调到它自己（编号 ${mine.id}）`,
          ],
          [
            { moves: [{ fromclassid: mine.id, toclassname: '   ' }] },
            'invalidField',
            '班级不能为空',
          ],
          [
            { moves: [{ fromclassid: mine.id, toclassname: '班'.repeat(51) }] },
            'invalidField',
            '班级最多 50 个字',
          ],
        ];
        for (const [body, refusal, msg] of cases) {
          for (const dryrun of [true, false]) {
            const answer = await move({ ...body, dryrun });
            expect(refusalOf(answer.body), refusal).toEqual(refused(refusal));
            expect(answer.body.msg).toBe(msg);
          }
        }
        const en = await move(
          { moves: [{ fromclassid: theirs.id, toclassname: '七班' }] },
          world.librarian,
          'en',
        );
        expect(en.body.msg).toBe(`This library has no class with id ${theirs.id}`);
        const named = await move({ moves: [{ fromclassid: mine.id, toclassname: '' }] });
        expect(named.body.data).toMatchObject({ field: 'class', detail: mine.id });
        // Another organisation's librarian cannot move this library's class either.
        const cross = await move(
          { moves: [{ fromclassid: mine.id, toclassname: other.name }] },
          world.demo2Librarian,
        );
        expect(refusalOf(cross.body)).toEqual(refused('classNotFound'));
        expect((await classOf(world, [pupils[0]!.id])).get(pupils[0]!.id)?.classId).toBe(mine.id);
      });

      it('refuses wrong types and oversized lists with 400', async () => {
        const c = await newClass(world, YTKJ);
        const many = Array.from({ length: CLASS_MOVES_MAX + 1 }, (_, i) => ({
          fromclassid: i + 1,
          toclassname: `班${i}`,
        }));
        const bad: object[] = [
          {},
          { moves: many },
          { moves: [], graduate: Array.from({ length: CLASS_MOVES_MAX + 1 }, (_, i) => i + 1) },
          { moves: [{ fromclassid: 'one', toclassname: 'x' }] },
          { moves: [{ fromclassid: c.id, toclassname: 5 }] },
          { moves: [{ fromclassid: c.id }] },
          { moves: [{ fromclassid: -1, toclassname: 'x' }] },
          { moves: [{ fromclassid: c.id, toclassname: 'x'.repeat(101) }] },
          { moves: [{ fromclassid: c.id, toclassname: 'a\u0000b' }] },
          { moves: [], graduate: [0] },
          { moves: [], dryrun: 'yes' },
          { moves: 'all' },
        ];
        for (const body of bad) {
          expect((await move(body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
        }
      });
    });

    describe('Readers/TeacherClasses', () => {
      it('lists and replaces a teacher’s classes, auditing before and after', async () => {
        const teacher = await newPatron(world.db, YTKJ, { teacher: true });
        const a = await newClass(world, YTKJ, unique('甲班'));
        const b = await newClass(world, YTKJ, unique('乙班'));
        const c = await newClass(world, YTKJ, unique('丙班'));
        await world.db
          .insert(teacherDepartment)
          .values({ organizationId: YTKJ, teacherId: teacher.id, departmentId: a.id });
        const get = await desk<TeacherClasses>(
          world,
          ApiPath.readersTeacherClasses,
          { teacherid: teacher.id },
          world.librarian,
        );
        expect(get.body.data).toEqual({ teacherid: teacher.id, classes: [a] });
        const set = (classids: number[]) =>
          desk<TeacherClasses>(
            world,
            ApiPath.readersTeacherClassesSet,
            { teacherid: teacher.id, classids },
            world.admin,
          );
        const answer = await set([b.id, c.id, b.id]);
        expect(answer.body.code).toBe(0);
        expect(answer.body.data.classes.map((x) => x.id).sort()).toEqual([b.id, c.id].sort());
        const audit = await lastAudit(world, 'teacherClasses');
        expect(audit?.target).toBe(teacher.code);
        expect(audit?.detail).toEqual({
          before: { classes: [a] },
          after: { classes: expect.arrayContaining([b, c]) },
        });
        // The same list again changes nothing and writes nothing.
        const count = await auditCount(world, 'teacherClasses');
        expect((await set([c.id, b.id])).body.code).toBe(0);
        expect(await auditCount(world, 'teacherClasses')).toBe(count);
        expect((await set([])).body.data.classes).toEqual([]);
      });

      it('refuses a reader who is not this library’s teacher, and another library’s class', async () => {
        const pupil = await newPatron(world.db, YTKJ);
        const theirTeacher = await newPatron(world.db, DEMO2, { teacher: true });
        const teacher = await newPatron(world.db, YTKJ, { teacher: true });
        const mine = await newClass(world, YTKJ);
        const theirs = await newClass(world, DEMO2);
        for (const teacherid of [pupil.id, theirTeacher.id]) {
          const get = await desk(
            world,
            ApiPath.readersTeacherClasses,
            { teacherid },
            world.librarian,
          );
          expect(refusalOf(get.body)).toEqual(refused('teacherNotFound'));
          const set = await desk(
            world,
            ApiPath.readersTeacherClassesSet,
            { teacherid, classids: [mine.id] },
            world.librarian,
          );
          expect(refusalOf(set.body)).toEqual(refused('teacherNotFound'));
        }
        const foreign = await desk(
          world,
          ApiPath.readersTeacherClassesSet,
          { teacherid: teacher.id, classids: [mine.id, theirs.id] },
          world.librarian,
          'en',
        );
        expect(refusalOf(foreign.body)).toEqual(refused('classNotFound'));
        expect(foreign.body.msg).toBe(`This library has no class with id ${theirs.id}`);
        const rows = await world.db
          .select()
          .from(teacherDepartment)
          .where(eq(teacherDepartment.teacherId, teacher.id));
        expect(rows).toEqual([]);
        const tooMany = await desk(
          world,
          ApiPath.readersTeacherClassesSet,
          { teacherid: teacher.id, classids: Array.from({ length: 61 }, (_, i) => i + 1) },
          world.librarian,
        );
        expect(refusalOf(tooMany.body)).toEqual(refused('tooManyClasses'));
        expect(tooMany.body.msg).toBe('一位教师最多管理 60 个班级');
        const bad: object[] = [
          { teacherid: teacher.id, classids: Array.from({ length: 101 }, (_, i) => i + 1) },
          { teacherid: teacher.id, classids: ['1'] },
          { teacherid: teacher.id },
          { teacherid: 'me', classids: [] },
        ];
        for (const body of bad) {
          const answer = await desk(world, ApiPath.readersTeacherClassesSet, body, world.librarian);
          expect(answer.status).toBe(400);
        }
      });
    });
  });
}

classesSuite('reader classes (PGlite)', () => openTestDatabase());
describe.skipIf(!postgresAdminUrl)('PostgreSQL', () => {
  classesSuite('reader classes (PostgreSQL)', () => openPostgresTestDatabase());
});
