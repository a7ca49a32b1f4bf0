import { ApiPath, type LibraryActivity } from '../../core';
import { fail, ok, type FakeHandler } from '../../test/fake-api';

const API_BASE = /^.*?(?=\/LibraryReaderApi\/)/;

const DAY_MS = 24 * 60 * 60 * 1000;
const days = (n: number, hours = 0) =>
  new Date(Date.now() + n * DAY_MS + hours * 3_600_000).toISOString();

/** A salon with room, a story morning with its one place taken, a past fair. */
export const ACTIVITIES: LibraryActivity[] = [
  {
    id: 1,
    title: '春日读书沙龙',
    startsat: days(7),
    endsat: days(7, 2),
    place: '图书馆二楼阅览室',
    description: '分享最近读过的好书。\n<b>每人三分钟</b>',
    capacity: 30,
    signedup: 3,
    mine: false,
  },
  {
    id: 2,
    title: '绘本故事会',
    startsat: days(10),
    endsat: days(10, 1),
    place: '少儿绘本区',
    description: '为低年级同学读绘本。',
    capacity: 1,
    signedup: 1,
    mine: false,
  },
  {
    id: 3,
    title: '校园图书节',
    startsat: days(-20),
    endsat: days(-20, 7),
    place: '操场',
    description: '图书交换。',
    capacity: 200,
    signedup: 120,
    mine: false,
  },
];

export interface ActivitiesServerOptions {
  empty?: boolean;
}

/** The activity calls over an in-memory copy of ACTIVITIES. */
export function activitiesServer(options: ActivitiesServerOptions = {}): FakeHandler {
  const list = options.empty ? [] : ACTIVITIES.map((a) => ({ ...a }));
  return (request) => {
    if (!request.headers.has('authorization')) return fail(40101, 'unauthenticated', 401);
    const found = list.find((a) => a.id === request.body?.id);
    switch (request.path.replace(API_BASE, '')) {
      case ApiPath.activityList:
        return ok(list);
      case ApiPath.activitySignUp:
        if (!found) return fail(20102, '活动不存在');
        if (found.mine) return fail(20102, '你已经报名了');
        if (found.signedup >= found.capacity) return fail(20102, '报名人数已满');
        Object.assign(found, { mine: true, signedup: found.signedup + 1 });
        return ok(found);
      case ApiPath.activityCancel:
        if (!found?.mine) return fail(20102, '你还没有报名这个活动');
        Object.assign(found, { mine: false, signedup: found.signedup - 1 });
        return ok(found);
      default:
        return fail(40401, 'not found', 404);
    }
  };
}
