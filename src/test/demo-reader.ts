import type { LoginResult } from '../core/api/contract';

/** The demo student of YTKJ (the seed's demo data), as the login call returns it. */
export const DEMO_READER: LoginResult = {
  id: 7,
  uuid: 'uuid-7',
  readercode: '20230001',
  name: '李明',
  nickname: '小明',
  usertype: 2,
  roles: ['student'],
  sex: 1,
  avatar: null,
  email: null,
  phone: null,
  department: null,
  departmentid: null,
  grade: null,
  gradeid: null,
  level: 1,
  levelname: '',
  score: 0,
  deposit: 0,
  rdborrowtypeid: null,
  organizationid: 1,
  organizationname: '云图科技实验学校图书馆',
  expire: null,
  createdtime: '2026-01-01T00:00:00Z',
  token: 'token-7',
  tokentype: 'Bearer',
  refreshtoken: 'refresh-7',
  expiresin: 7200,
  mustchangepassword: false,
};

/** The same reader as a teacher (usertype 1): for widgets that only a student may use. */
export const DEMO_READER_AS_TEACHER: LoginResult = {
  ...DEMO_READER,
  usertype: 1,
  roles: ['teacher'],
};
