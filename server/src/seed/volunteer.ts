/**
 * Volunteer service for the demo: the library recorded hours for 李明 (20230001) and 陈思雨
 * (20230002) of YTKJ over the last year and a half, so both terms of a school year show, and
 * for 张伟 of DEMO2 (another organisation, never shown to YTKJ). Who lets followers see their
 * reading: 陈思雨 does; everyone else keeps the default (off).
 */
import type { VolunteerServiceType } from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { readerSocial } from '../db/tables/follows';
import { volunteerRecord } from '../db/tables/volunteer';
import { OrgIds } from './content';
import { ReaderIds } from './people';
import { createRandom } from '../random';
import { DEFAULT_ZONE, libraryDay } from '../time';

const DAY_MS = 24 * 60 * 60 * 1000;
/** 陈思雨, 20230002 of YTKJ (people.ts). */
const YTKJ_STUDENT_2 = 4;

const TYPES: VolunteerServiceType[] = ['shelving', 'circulation', 'reading', 'event', 'tidying'];
const PLACES = ['图书馆一楼借阅室', '图书馆二楼阅览室', '报告厅', '少儿绘本区', '期刊室'];
const NOTES = [
  '整理文学类书架',
  '协助同学借还图书',
  '为低年级同学读绘本',
  '读书节活动布置',
  '整理期刊并登记',
  '',
];

/** The demo organisations' library day (they keep the default zone). */
const day = (ms: number) => libraryDay(ms, DEFAULT_ZONE);

/** A service every `every` days going back `span` days, of 30 to 180 minutes in half hours. */
function plan(
  seed: number,
  orgId: number,
  readerId: number,
  now: Date,
  span: number,
  every: number,
) {
  const random = createRandom(seed);
  const rows: (typeof volunteerRecord.$inferInsert)[] = [];
  for (let daysAgo = 3; daysAgo <= span; daysAgo += every + random.int(0, 6)) {
    const served = now.getTime() - daysAgo * DAY_MS;
    // The library books the work the same day or up to two days later.
    const booked = Math.min(served + random.int(0, 2) * DAY_MS, now.getTime());
    rows.push({
      organizationId: orgId,
      readerId,
      serviceDate: day(served),
      type: random.pick(TYPES),
      minutes: random.int(1, 6) * 30,
      note: random.pick(NOTES),
      workDate: day(booked),
      place: random.pick(PLACES),
    });
  }
  return rows;
}

export async function insertVolunteerDemo(db: Database, now: Date): Promise<void> {
  await db
    .insert(volunteerRecord)
    .values([
      ...plan(13, OrgIds.ytkj, ReaderIds.ytkjStudent, now, 540, 18),
      ...plan(14, OrgIds.ytkj, YTKJ_STUDENT_2, now, 300, 25),
      ...plan(15, OrgIds.demo2, ReaderIds.demo2Student, now, 200, 30),
    ]);
  await db.insert(readerSocial).values({ readerId: YTKJ_STUDENT_2, shareReading: true });
}
