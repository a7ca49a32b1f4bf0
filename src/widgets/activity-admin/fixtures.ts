import {
  ACTIVITY_LIMITS,
  ApiPath,
  ResultCode,
  type ActivityAdminItem,
  type ActivityAdminListRequest,
  type ActivityRefusalDetail,
  type ActivitySaveRequest,
  type ActivitySignUp,
} from '../../core';
import { ok, type FakeHandler, type FakeReply } from '../../test/fake-api';

const activity = (id: number, over: Partial<ActivityAdminItem>): ActivityAdminItem => ({
  id,
  title: `活动 ${id}`,
  startsat: '2030-03-01T07:00:00.000Z',
  endsat: '2030-03-01T09:00:00.000Z',
  place: '阅览室',
  description: '',
  capacity: 30,
  signedup: 0,
  state: 'coming',
  ...over,
});

export interface ActivityAdminState {
  activities: ActivityAdminItem[];
  signUps: Record<number, ActivitySignUp[]>;
  nextId: number;
}

export const activityAdminFixture = (): ActivityAdminState => ({
  activities: [
    activity(3, {
      title: '春季读书分享会',
      capacity: 20,
      signedup: 2,
      description: '带上你最喜欢的一本书。',
    }),
    activity(2, { title: '绘本故事会', place: '低年级阅读角', capacity: 15 }),
    activity(1, {
      title: '寒假阅读营',
      startsat: '2026-01-10T01:00:00.000Z',
      endsat: '2026-01-10T04:00:00.000Z',
      capacity: 10,
      signedup: 1,
      state: 'past',
    }),
  ],
  signUps: {
    3: [
      {
        name: '李明',
        readercode: '20230001',
        classname: '三年级（2）班',
        signedupat: '2030-02-20T02:00:00.000Z',
      },
      {
        name: '王思雨',
        readercode: '20230002',
        classname: '',
        signedupat: '2030-02-21T03:30:00.000Z',
      },
    ],
    1: [
      {
        name: '张子轩',
        readercode: '20230003',
        classname: '四年级（1）班',
        signedupat: '2026-01-05T02:00:00.000Z',
      },
    ],
    2: [],
  },
  nextId: 10,
});

const refuse = (detail: ActivityRefusalDetail, msg: string): FakeReply => ({
  body: { code: ResultCode.businessError, msg, data: detail },
});

const notFound: FakeReply = {
  status: 404,
  body: { code: 20102, msg: '活动不存在或已删除', data: null },
};

/** The CSV the server writes (BOM, CRLF), for the export. */
export const SIGNUPS_CSV =
  '\ufeff姓名,读者证号,班级,报名时间\r\n李明,20230001,三年级（2）班,2030-02-20 10:00\r\n';

/**
 * An activities server: List pages, Save creates (one activity per requestid, as the server)
 * or changes, and refuses an empty title and a capacity below the sign-ups as the server does,
 * naming the field; Delete refuses a past activity with sign-ups; SignUps and the CSV answer.
 */
export function activityAdminServer(state = activityAdminFixture()): FakeHandler {
  const byRequest = new Map<string, number>();
  return (request) => {
    const path = request.path;
    if (path.endsWith(ApiPath.activityAdminList)) {
      const body = (request.body ?? {}) as ActivityAdminListRequest;
      const index = body.pageindex ?? 1;
      const size = body.pagesize ?? 20;
      const list = state.activities.slice((index - 1) * size, index * size);
      return ok({ total: state.activities.length, index, pagesize: size, list });
    }
    if (path.endsWith(ApiPath.activityAdminSave)) {
      const body = request.body as unknown as ActivitySaveRequest;
      if (!body.title.trim()) {
        return refuse({ field: 'title', problem: 'empty' }, '活动名称不能为空');
      }
      const known = body.id ?? (body.requestid ? byRequest.get(body.requestid) : undefined);
      const before = state.activities.find((each) => each.id === known);
      if (body.id !== undefined && !before) return notFound;
      const signedup = before?.signedup ?? 0;
      if (body.capacity < signedup) {
        return refuse(
          { field: 'capacity', problem: 'belowSignedUp', signedup },
          `已有 ${signedup} 人报名，名额不能少于 ${signedup}`,
        );
      }
      if (body.capacity < 1 || body.capacity > ACTIVITY_LIMITS.capacityMax) {
        return refuse(
          { field: 'capacity', problem: 'outOfRange' },
          `名额须是 1 到 ${ACTIVITY_LIMITS.capacityMax} 之间的整数`,
        );
      }
      const id = known ?? state.nextId++;
      if (body.requestid && !known) byRequest.set(body.requestid, id);
      const { requestid: _, ...values } = body;
      const saved = activity(id, { ...values, id, title: body.title.trim(), signedup });
      state.activities = [saved, ...state.activities.filter((each) => each.id !== id)];
      // A moment, as a real save takes: a double click lands while it is pending.
      return { ...ok(saved), delay: 100 };
    }
    if (path.endsWith(ApiPath.activityAdminDelete)) {
      const found = state.activities.find((each) => each.id === request.body?.id);
      if (!found) return notFound;
      if (found.state !== 'coming' && found.signedup > 0) {
        return refuse(
          { field: null, problem: 'startedWithSignUps', signedup: found.signedup },
          `活动已开始，且有 ${found.signedup} 人报名，不能删除`,
        );
      }
      state.activities = state.activities.filter((each) => each.id !== found.id);
      return {
        body: {
          code: 0,
          msg: `已删除活动，已通知 ${found.signedup} 位报名的读者`,
          data: { id: found.id, notified: found.signedup },
        },
      };
    }
    if (path.endsWith(ApiPath.activityAdminSignUps)) {
      const found = state.activities.find((each) => each.id === request.body?.id);
      if (!found) return notFound;
      return ok({ activity: found, list: state.signUps[found.id] ?? [] });
    }
    if (path.endsWith(ApiPath.activityAdminSignUpsExport)) {
      return { body: SIGNUPS_CSV };
    }
    return { status: 404, body: { code: 20102, msg: 'not found', data: null } };
  };
}
