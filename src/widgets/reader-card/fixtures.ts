import { ApiPath, type FollowCounts, type Medal, type ReaderSummary } from '../../core';
import { DEMO_READER } from '../../test/demo-reader';
import { fail, ok, type FakeHandler } from '../../test/fake-api';

const {
  token: _token,
  tokentype: _type,
  refreshtoken: _refresh,
  expiresin: _expires,
  ...READER
} = DEMO_READER;

/** 李明's card: a class and grade, points, a deposit, ¥5.50 owed, one loan overdue. */
export const STUDENT_SUMMARY: ReaderSummary = {
  reader: {
    ...READER,
    department: '三年级二班',
    grade: '2023级',
    score: 128,
    expire: '2099-07-31T00:00:00Z',
  },
  borrowing: 5,
  overdue: 1,
  preborrowing: 3,
  arrears: 550,
  deposit: 10_000,
};

export const TEACHER_SUMMARY: ReaderSummary = {
  reader: {
    ...READER,
    id: 9,
    readercode: 'T0001',
    name: '王老师',
    nickname: '',
    usertype: 1,
    roles: ['teacher'],
    department: '语文组',
    grade: null,
    score: 40,
    expire: '2020-01-31T00:00:00Z',
  },
  borrowing: 0,
  overdue: 0,
  preborrowing: 0,
  arrears: 0,
  deposit: 0,
};

export const FOLLOWS: FollowCounts = { follows: 12, fans: 7 };

export const MEDALS: Medal[] = [
  { code: 'firstBook', earned: true, earnedtime: '2025-09-03T08:00:00Z', progress: 1, target: 1 },
  { code: 'tenBooks', earned: true, earnedtime: '2025-12-01T08:00:00Z', progress: 10, target: 10 },
  { code: 'fiftyBooks', earned: false, earnedtime: null, progress: 23, target: 50 },
];

export interface ReaderCardServerOptions {
  summary?: ReaderSummary;
  fails?: boolean;
  followsFail?: boolean;
  medalsFail?: boolean;
  delay?: number;
}

/** Reader/Query, the follow counts and the medals of the caller's role, logged in only. */
export function readerCardServer(options: ReaderCardServerOptions = {}): FakeHandler {
  return (request) => {
    if (!request.headers.has('authorization')) return fail(40101, 'unauthenticated', 401);
    const summary = options.summary ?? STUDENT_SUMMARY;
    const teacher = summary.reader.roles[0] === 'teacher';
    if (request.path.endsWith(ApiPath.readerQuery)) {
      return options.fails ? fail(20102, '', 500) : { ...ok(summary), delay: options.delay };
    }
    if (request.path.endsWith(ApiPath.followCounts)) {
      return options.followsFail ? fail(20102, '', 500) : ok(FOLLOWS);
    }
    const medalsPath = teacher ? ApiPath.teacherMedals : ApiPath.studentMedals;
    if (request.path.endsWith(medalsPath)) {
      return options.medalsFail ? fail(20102, '', 500) : ok(MEDALS);
    }
    // The other role's medal call is refused, as the server does.
    return fail(40301, 'forbidden', 403);
  };
}
