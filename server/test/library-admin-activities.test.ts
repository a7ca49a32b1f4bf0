import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_LIMITS,
  ApiPath,
  ResultCode,
  type ActivityAdminItem,
  type ActivityDeleteResult,
  type ActivityRefusalDetail,
  type ActivitySaveRequest,
  type ActivitySignUps,
  type LibraryActivity,
  type Page,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { department, reader } from '../src/db/schema';
import { activitySignup, libraryActivity } from '../src/db/tables/activities';
import { staffAudit } from '../src/db/tables/library-admin';
import { openTestDatabase } from './helpers';
import {
  DAY_MS,
  DEMO2,
  YTKJ,
  desk,
  newPatron,
  openDeskWorld,
  type DeskWorld,
  type Patron,
} from './library-admin-fixtures';
import { openPostgresTestDatabase, postgresAdminUrl } from './postgres-database';

type Saved = ActivityAdminItem & ActivityRefusalDetail;
const HOUR_MS = 60 * 60 * 1000;

function activityBody(world: DeskWorld, body: Partial<ActivitySaveRequest>) {
  return {
    title: '读书分享会',
    startsat: new Date(world.clock + 2 * DAY_MS).toISOString(),
    endsat: new Date(world.clock + 2 * DAY_MS + 2 * HOUR_MS).toISOString(),
    place: '阅览室',
    description: '带上你最喜欢的书。',
    capacity: 3,
    ...body,
  };
}

const save = (
  world: DeskWorld,
  body: Partial<ActivitySaveRequest>,
  token = world.librarian,
  lang: 'zh' | 'en' = 'zh',
) => desk<Saved>(world, ApiPath.activityAdminSave, activityBody(world, body), token, lang);

const signUps = (world: DeskWorld, id: number, token = world.librarian) =>
  desk<ActivitySignUps>(world, ApiPath.activityAdminSignUps, { id }, token);

const readerSignUp = (world: DeskWorld, patron: Patron, id: number) =>
  desk<LibraryActivity>(world, ApiPath.activitySignUp, { id }, patron.token);

const auditOf = (world: DeskWorld, id: number) =>
  world.db
    .select()
    .from(staffAudit)
    .where(
      and(
        inArray(staffAudit.action, ['activitySave', 'activityDelete']),
        eq(staffAudit.target, `#${id}`),
      ),
    )
    .orderBy(desc(staffAudit.id));

async function exportCsv(world: DeskWorld, id: number | string, token?: string) {
  const response = await world.app.inject({
    method: 'GET',
    url: `/api${ApiPath.activityAdminSignUpsExport}?id=${id}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, headers: response.headers, raw: response.rawPayload };
}

function activitiesSuite(name: string, open: () => Promise<DatabaseHandle>) {
  describe(name, () => {
    const world = openDeskWorld(open);

    it('creates, lists with the count and edits an activity, audited before and after', async () => {
      const created = await save(world, { title: '  周末读书会  ' });
      expect(created.body.code).toBe(0);
      expect(created.body.data).toMatchObject({
        title: '周末读书会',
        capacity: 3,
        signedup: 0,
        state: 'coming',
      });
      const id = created.body.data.id;
      const [row] = await world.db.select().from(libraryActivity).where(eq(libraryActivity.id, id));
      expect(row?.organizationId).toBe(YTKJ);

      const edited = await save(world, { id, title: '周末读书会（改）', capacity: 10 });
      expect(edited.body.data).toMatchObject({ id, title: '周末读书会（改）', capacity: 10 });
      const [entry, first] = await auditOf(world, id);
      expect(entry?.detail).toMatchObject({
        before: { title: '周末读书会', capacity: 3 },
        after: { title: '周末读书会（改）', capacity: 10 },
      });
      expect(first?.detail).toMatchObject({ before: null, after: { title: '周末读书会' } });

      // Readers see it on /student-activity.
      const student = await newPatron(world.db, YTKJ);
      const theirs = await desk<LibraryActivity[]>(world, ApiPath.activityList, {}, student.token);
      expect(theirs.body.data.map((a) => a.title)).toContain('周末读书会（改）');

      const list = await desk<Page<ActivityAdminItem>>(
        world,
        ApiPath.activityAdminList,
        { pageindex: 1, pagesize: 50 },
        world.admin,
      );
      expect(list.body.data.list.find((a) => a.id === id)).toMatchObject({ signedup: 0 });
      // Coming and running ones come before past ones.
      const states = list.body.data.list.map((a) => a.state);
      const firstPast = states.indexOf('past');
      if (firstPast >= 0) expect(states.slice(firstPast).every((s) => s === 'past')).toBe(true);
    });

    it('a double submit of a new activity with one requestid creates one activity', async () => {
      const requestid = randomUUID();
      const body = { title: `双击 ${requestid.slice(0, 8)}`, requestid };
      const [first, second] = await Promise.all([save(world, body), save(world, body)]);
      expect(first.body.code).toBe(0);
      expect(second.body.code).toBe(0);
      expect(second.body.data.id).toBe(first.body.data.id);
      const rows = await world.db
        .select()
        .from(libraryActivity)
        .where(eq(libraryActivity.title, body.title));
      expect(rows).toHaveLength(1);
      expect((await save(world, body)).body.data.id).toBe(first.body.data.id);
      expect(await auditOf(world, first.body.data.id)).toHaveLength(1);
    });

    it('lists the readers who signed up through the reader API, in order, and exports them as CSV', async () => {
      const [classRow] = await world.db
        .insert(department)
        .values({ organizationId: YTKJ, name: '三年级（2）班' })
        .returning({ id: department.id });
      const first = await newPatron(world.db, YTKJ);
      const second = await newPatron(world.db, YTKJ);
      await world.db
        .update(reader)
        .set({ departmentId: classRow!.id, name: '=王小明' })
        .where(eq(reader.id, first.id));
      const { id } = (await save(world, { title: '名单测试' })).body.data;
      expect((await readerSignUp(world, first, id)).body.code).toBe(0);
      expect((await readerSignUp(world, second, id)).body.code).toBe(0);

      const answer = await signUps(world, id);
      expect(answer.body.data.activity).toMatchObject({ id, signedup: 2 });
      expect(answer.body.data.list.map((r) => [r.readercode, r.classname])).toEqual([
        [first.code, '三年级（2）班'],
        [second.code, ''],
      ]);

      const csv = await exportCsv(world, id, world.librarian);
      expect(csv.status).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect([...csv.raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = csv.raw.toString('utf8').slice(1).split('\r\n');
      expect(lines[0]).toBe('姓名,读者证号,班级,报名时间');
      // A name a spreadsheet would run as a formula is written as text.
      expect(lines[1]).toMatch(
        new RegExp(`^'=王小明,${first.code},三年级（2）班,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$`),
      );
      expect(lines[2]?.startsWith(`读者${second.code},${second.code},,`)).toBe(true);
      expect(lines).toHaveLength(4);
    });

    it('refuses a capacity below the readers signed up, naming their number', async () => {
      const { id } = (await save(world, { capacity: 5 })).body.data;
      for (let i = 0; i < 3; i += 1) {
        expect((await readerSignUp(world, await newPatron(world.db, YTKJ), id)).body.code).toBe(0);
      }
      const below = await save(world, { id, capacity: 2 });
      expect(below.body).toMatchObject({
        code: ResultCode.businessError,
        msg: '已有 3 人报名，名额不能少于 3',
        data: { field: 'capacity', problem: 'belowSignedUp', signedup: 3 },
      });
      const [row] = await world.db.select().from(libraryActivity).where(eq(libraryActivity.id, id));
      expect(row?.capacity).toBe(5);
      expect((await save(world, { id, capacity: 3 })).body.data.capacity).toBe(3);
    });

    it('deletes an activity not started and tells the readers signed up; refuses one started with sign-ups', async () => {
      const patron = await newPatron(world.db, YTKJ);
      const { id } = (await save(world, { title: '要取消的活动' })).body.data;
      await readerSignUp(world, patron, id);
      const removed = await desk<ActivityDeleteResult>(
        world,
        ApiPath.activityAdminDelete,
        { id },
        world.admin,
      );
      expect(removed.body).toMatchObject({ code: 0, data: { id, notified: 1 } });
      expect(removed.body.msg).toBe('已删除活动，已通知 1 位报名的读者');
      expect(
        await world.db.select().from(libraryActivity).where(eq(libraryActivity.id, id)),
      ).toEqual([]);
      expect(
        await world.db.select().from(activitySignup).where(eq(activitySignup.activityId, id)),
      ).toEqual([]);
      const messages = await desk<{ list: { kind: string; text: string }[] }>(
        world,
        ApiPath.messageList,
        { box: 'inbox' },
        patron.token,
      );
      const told = messages.body.data.list.find((m) => m.kind === 'activityCancelled');
      expect(told?.text).toContain('要取消的活动');
      const [entry] = await auditOf(world, id);
      expect(entry?.detail).toMatchObject({ before: { title: '要取消的活动' }, after: null });

      const started = (await save(world, { title: '已开始' })).body.data.id;
      await readerSignUp(world, patron, started);
      world.clock += 2 * DAY_MS + HOUR_MS;
      const refused = await desk<ActivityRefusalDetail>(
        world,
        ApiPath.activityAdminDelete,
        { id: started },
        world.librarian,
      );
      expect(refused.body).toMatchObject({
        code: ResultCode.businessError,
        data: { problem: 'startedWithSignUps', signedup: 1 },
      });
      expect(refused.body.msg).toContain('1 人报名');
      const [still] = await world.db
        .select()
        .from(libraryActivity)
        .where(eq(libraryActivity.id, started));
      expect(still?.title).toBe('已开始');
      // Started without sign-ups: nobody to tell, and nothing to keep.
      world.clock = Date.now();
      const empty = (await save(world, { title: '无人报名' })).body.data.id;
      world.clock += 2 * DAY_MS + HOUR_MS;
      const gone = await desk(world, ApiPath.activityAdminDelete, { id: empty }, world.librarian);
      expect(gone.body).toMatchObject({ code: 0, data: { notified: 0 } });
    });

    it('refuses bad values by field, writing nothing', async () => {
      const before = await world.db.select({ id: libraryActivity.id }).from(libraryActivity);
      const cases: [Partial<ActivitySaveRequest>, Partial<ActivityRefusalDetail>][] = [
        [{ title: '   ' }, { field: 'title', problem: 'empty' }],
        [
          { title: '长'.repeat(ACTIVITY_LIMITS.titleMax + 1) },
          { field: 'title', problem: 'tooLong' },
        ],
        [
          { place: '地'.repeat(ACTIVITY_LIMITS.placeMax + 1) },
          { field: 'place', problem: 'tooLong' },
        ],
        [
          { description: '介'.repeat(ACTIVITY_LIMITS.descriptionMax + 1) },
          { field: 'description', problem: 'tooLong' },
        ],
        [{ capacity: 0 }, { field: 'capacity', problem: 'outOfRange' }],
        [
          { capacity: ACTIVITY_LIMITS.capacityMax + 1 },
          { field: 'capacity', problem: 'outOfRange' },
        ],
        [{ startsat: 'tomorrow' }, { field: 'startsat', problem: 'badDate' }],
        [
          { endsat: new Date(world.clock + DAY_MS).toISOString() },
          { field: 'endsat', problem: 'endsBeforeStarts' },
        ],
      ];
      for (const [body, detail] of cases) {
        const answer = await save(world, body);
        expect(answer.body.code).toBe(ResultCode.businessError);
        expect(answer.body.data).toMatchObject(detail);
      }
      const en = await save(world, { capacity: 0 }, world.librarian, 'en');
      expect(en.body.msg).toBe('Places must be a whole number from 1 to 10000');
      expect(await world.db.select({ id: libraryActivity.id }).from(libraryActivity)).toHaveLength(
        before.length,
      );
    });

    describe('hostile', () => {
      it('refuses a student and a teacher (403) and no token (401)', async () => {
        const { id } = (await save(world, {})).body.data;
        const student = await newPatron(world.db, YTKJ);
        const teacher = await newPatron(world.db, YTKJ, { teacher: true });
        for (const token of [student.token, teacher.token, undefined]) {
          const status = token ? 403 : 401;
          const body = activityBody(world, { title: '读者写的' });
          expect((await desk(world, ApiPath.activityAdminSave, body, token)).status).toBe(status);
          expect((await desk(world, ApiPath.activityAdminList, {}, token)).status).toBe(status);
          expect((await desk(world, ApiPath.activityAdminSignUps, { id }, token)).status).toBe(
            status,
          );
          expect((await desk(world, ApiPath.activityAdminDelete, { id }, token)).status).toBe(
            status,
          );
          expect((await exportCsv(world, id, token)).status).toBe(status);
        }
        const rows = await world.db
          .select()
          .from(libraryActivity)
          .where(eq(libraryActivity.title, '读者写的'));
        expect(rows).toHaveLength(0);
      });

      it("answers another organisation's activity as not found, and leaves it unchanged", async () => {
        const theirs = await save(world, { title: 'DEMO2 的活动' }, world.demo2Librarian);
        const id = theirs.body.data.id;
        expect((await save(world, { id, title: '改掉' })).status).toBe(404);
        expect((await signUps(world, id)).status).toBe(404);
        expect((await exportCsv(world, id, world.librarian)).status).toBe(404);
        expect((await desk(world, ApiPath.activityAdminDelete, { id }, world.admin)).status).toBe(
          404,
        );
        const [row] = await world.db
          .select()
          .from(libraryActivity)
          .where(eq(libraryActivity.id, id));
        expect(row).toMatchObject({ title: 'DEMO2 的活动', organizationId: DEMO2 });
        const list = await desk<Page<ActivityAdminItem>>(
          world,
          ApiPath.activityAdminList,
          { pagesize: 50 },
          world.librarian,
        );
        expect(list.body.data.list.map((a) => a.id)).not.toContain(id);
        // The same requestid in two organisations makes two activities.
        const requestid = randomUUID();
        const mine = await save(world, { requestid });
        const other = await save(world, { requestid }, world.demo2Librarian);
        expect(mine.body.data.id).not.toBe(other.body.data.id);
      });

      it('answers oversized and invalid bodies with 400', async () => {
        const bad: Record<string, unknown>[] = [
          { ...activityBody(world, {}), title: 'x'.repeat(ACTIVITY_LIMITS.titleMax * 2 + 1) },
          {
            ...activityBody(world, {}),
            description: 'x'.repeat(ACTIVITY_LIMITS.descriptionMax * 2 + 1),
          },
          { ...activityBody(world, {}), capacity: 'many' },
          { ...activityBody(world, {}), capacity: 1.5 },
          { ...activityBody(world, {}), capacity: -1 },
          { ...activityBody(world, {}), requestid: 'not-a-uuid' },
          { ...activityBody(world, {}), title: 'a\u0000b' },
          { title: '缺字段' },
        ];
        for (const body of bad) {
          const answer = await desk(world, ApiPath.activityAdminSave, body, world.librarian);
          expect(answer.status).toBe(400);
        }
        expect((await desk(world, ApiPath.activityAdminDelete, {}, world.librarian)).status).toBe(
          400,
        );
        expect(
          (await desk(world, ApiPath.activityAdminList, { pagesize: 500 }, world.librarian)).status,
        ).toBe(400);
        expect((await exportCsv(world, 'abc', world.librarian)).status).toBe(400);
      });
    });
  });
}

activitiesSuite('activities admin (PGlite)', () => openTestDatabase());
describe.skipIf(!postgresAdminUrl)('PostgreSQL', () => {
  activitiesSuite('activities admin (PostgreSQL)', () => openPostgresTestDatabase());
});
