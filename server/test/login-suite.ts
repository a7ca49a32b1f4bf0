import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ApiPath, ResultCode, type ReaderInfo } from '../../src/core/api/contract';
import { encryptPassword, get, login, loginKey, post, session } from './helpers';

/**
 * The login journey, shared by the PGlite suite and the PostgreSQL suite so both databases
 * are held to exactly the same behaviour.
 */
export function describeLogin(name: string, getApp: () => FastifyInstance) {
  describe(`login (${name})`, () => {
    it('logs the seeded student in with a password encrypted as the browser does', async () => {
      const app = getApp();
      const key = await loginKey(app);
      expect(key).toMatch(/^-----BEGIN PUBLIC KEY-----/);
      const response = await login(app, 'YTKJ', '20230001');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ code: 0, msg: '成功' });
      const result = response.body.data;
      expect(result).toMatchObject({
        readercode: '20230001',
        name: '李明',
        nickname: '小明',
        sex: 1,
        grade: '初二',
        department: '初二(3)班',
        usertype: 0,
        roles: ['student'],
        organizationid: 1,
        organizationname: '云图科技实验学校图书馆',
        tokentype: 'Bearer',
        expiresin: 7200,
      });
      expect(result.token.split('.')).toHaveLength(3);
      expect(result.refreshtoken).toMatch(/^[\w-]{43}$/);
      expect(result).not.toHaveProperty('passwordHash');
      const self = await get<ReaderInfo>(app, ApiPath.readerSelf, result.token);
      expect(self.body.data).toMatchObject({ id: result.id, name: '李明' });
    });

    it('gives the teacher the teacher role', async () => {
      const teacher = await session(getApp(), 'YTKJ', 'T0001');
      expect(teacher).toMatchObject({
        name: '王芳',
        usertype: 1,
        roles: ['teacher'],
        department: '语文组',
      });
    });

    it('trims the reader code', async () => {
      const response = await login(getApp(), 'YTKJ', '  20230001 ');
      expect(response.body.code).toBe(0);
    });

    it('answers a wrong password and an undecryptable one identically', async () => {
      const app = getApp();
      const wrong = await login(app, 'YTKJ', '20230001', 'not-the-password');
      const garbage = await post(app, ApiPath.login, {
        orgcode: 'YTKJ',
        readercode: '20230001',
        password: Buffer.from('definitely not RSA').toString('base64'),
      });
      const unknownReader = await login(app, 'YTKJ', 'nobody99');
      for (const response of [wrong, garbage, unknownReader]) {
        expect(response.status).toBe(200);
        expect(response.body).toEqual({
          code: ResultCode.badCredentials,
          msg: '用户名或密码错误',
          data: null,
        });
      }
    });

    it('refuses an unknown organisation with 10002', async () => {
      const response = await login(getApp(), 'NOSUCHORG', '20230001');
      expect(response.body).toEqual({
        code: ResultCode.unknownOrganization,
        msg: '机构不存在',
        data: null,
      });
    });

    it('answers in English when asked', async () => {
      const app = getApp();
      const encrypted = encryptPassword(await loginKey(app), 'wrong');
      const response = await app.inject({
        method: 'POST',
        url: `/api${ApiPath.login}`,
        headers: { 'accept-language': 'en-GB,en;q=0.9' },
        payload: { orgcode: 'YTKJ', readercode: '20230001', password: encrypted },
      });
      expect(response.json()).toMatchObject({ code: 10001, msg: 'Wrong reader code or password' });
    });
  });
}
