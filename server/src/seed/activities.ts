/**
 * Demo library activities and reading competitions: YTKJ has a reading salon coming with
 * room, a storytelling morning with one place (陈思雨 has taken it), and a past book fair;
 * a reading month running around the seed day and one that ended. DEMO2 has its own, so a
 * YTKJ reader can be shown never to reach them.
 */
import type { Database } from '../db/client';
import { activitySignup, libraryActivity, readingCompetition } from '../db/tables/activities';
import { DEFAULT_ZONE, instantAt, libraryDay } from '../time';
import { OrgIds } from './content';

const DAY_MS = 24 * 60 * 60 * 1000;
const CHEN_SIYU = 4;

export async function insertActivitiesDemo(db: Database, now: Date) {
  // The demo organisations keep the default zone: their hours are its wall-clock hours.
  const day = (days: number) => libraryDay(now.getTime() + days * DAY_MS, DEFAULT_ZONE);
  const at = (days: number, hour: number) => instantAt(day(days), { hour }, DEFAULT_ZONE);
  const [, story] = await db
    .insert(libraryActivity)
    .values([
      {
        organizationId: OrgIds.ytkj,
        title: '春日读书沙龙',
        startsAt: at(7, 15),
        endsAt: at(7, 17),
        place: '图书馆二楼阅览室',
        description: '和同学们一起分享最近读过的好书，每人准备三分钟的推荐。',
        capacity: 30,
      },
      {
        organizationId: OrgIds.ytkj,
        title: '绘本故事会',
        startsAt: at(10, 9),
        endsAt: at(10, 10),
        place: '少儿绘本区',
        description: '为低年级同学读绘本的志愿者故事会。',
        capacity: 1,
      },
      {
        organizationId: OrgIds.ytkj,
        title: '校园图书节',
        startsAt: at(-20, 9),
        endsAt: at(-20, 16),
        place: '操场',
        description: '图书交换、作家见面会。',
        capacity: 200,
      },
      {
        organizationId: OrgIds.demo2,
        title: '高一读书分享会',
        startsAt: at(5, 15),
        endsAt: at(5, 17),
        place: '报告厅',
        description: 'DEMO2 的活动。',
        capacity: 50,
      },
    ])
    .returning({ id: libraryActivity.id });
  if (story) await db.insert(activitySignup).values({ activityId: story.id, readerId: CHEN_SIYU });
  await db.insert(readingCompetition).values([
    {
      organizationId: OrgIds.ytkj,
      title: '读书月借阅竞赛',
      startDate: day(-60),
      endDate: day(30),
      rules: '活动期间在本馆借阅图书最多的同学获胜。\n每借一本计一次，续借不重复计算。',
    },
    {
      organizationId: OrgIds.ytkj,
      title: '寒假阅读挑战',
      startDate: day(-400),
      endDate: day(-350),
      rules: '寒假期间借阅最多的同学获胜。',
    },
    {
      organizationId: OrgIds.demo2,
      title: 'DEMO2 阅读竞赛',
      startDate: day(-60),
      endDate: day(30),
      rules: 'DEMO2 的竞赛。',
    },
  ]);
}
