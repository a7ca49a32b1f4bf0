import { describe, expect, it, onTestFinished } from 'vitest';
import { ApiPath, CopyStatus, ResultCode } from '../../src/core/api/contract';
import type { BuildAppOptions } from '../src/app';
import { openTestDatabase, testApp } from './helpers';
import { newCopies, newPatron, openDeskWorld, YTKJ } from './library-admin-fixtures';
import { MINUTE_MS, midMinuteClock } from './limits-fixtures';
import { call } from './preborrow-fixtures';

/*
 * One rule for the staff area: hand work (catalogue, content, readers, settings, imports)
 * counts as `staffChanges`, the desk's scans as `deskScans`, each per organisation + member of
 * staff. A small limit here stands for the defaults (60 and 240 a minute).
 */
const world = openDeskWorld(() => openTestDatabase());

async function limitedApp(options: Partial<BuildAppOptions>) {
  const app = await testApp(world.handle, options);
  onTestFinished(() => app.close());
  return app;
}

const twoAMinute = [{ max: 2, windowMs: MINUTE_MS }];

describe('staff writes are limited per member of staff', () => {
  it('hand work: the third catalogue or content change in a minute is 429 with its message', async () => {
    const clock = midMinuteClock();
    const app = await limitedApp({ writeLimits: { staffChanges: twoAMinute }, now: clock.now });
    const record = (title: string) => ({ title, requestid: crypto.randomUUID() });
    const statuses = [];
    for (const title of ['限流一', '限流二', '限流三']) {
      statuses.push(
        (await call(app, ApiPath.catalogueRecordSave, record(title), world.librarian)).status,
      );
    }
    expect(statuses).toEqual([200, 200, 429]);
    // Content, readers and copy statuses share the count: the member is over it everywhere.
    const notice = {
      type: 'notice',
      title: '闭馆通知',
      bodyhtml: '<p>周三闭馆</p>',
      publishedat: null,
    };
    const content = await call(app, ApiPath.contentSave, notice, world.librarian);
    expect(content.status).toBe(429);
    expect(content.body).toEqual({
      code: ResultCode.tooManyRequests,
      msg: '操作太频繁，请稍后再试',
      data: null,
    });
    const en = await call(app, ApiPath.contentSave, notice, world.librarian, 'en');
    expect(en.body.msg).toBe(
      'Too many changes in a short time, please wait a moment and try again',
    );
    // Reading is not limited; another member of staff counts apart.
    const find = await call(app, ApiPath.catalogueFind, { keyword: '限流' }, world.librarian);
    expect(find.status).toBe(200);
    const admin = await call(app, ApiPath.catalogueRecordSave, record('限流四'), world.admin);
    expect(admin.status).toBe(200);
    // Settings are hand work too: the admin's second change passes, the third does not.
    const hours = {
      section: 'hours',
      value: { openinghours: '周一至周五 8:00–17:00', address: '学院路 37 号' },
    };
    expect((await call(app, ApiPath.settingsUpdate, hours, world.admin)).status).toBe(200);
    expect((await call(app, ApiPath.settingsUpdate, hours, world.admin)).status).toBe(429);
    // A student's token is refused by role before it is counted.
    const pupil = await newPatron(world.db, YTKJ);
    const student = await call(app, ApiPath.catalogueRecordSave, record('限流五'), pupil.token);
    expect(student.status).toBe(403);

    clock.advance(MINUTE_MS);
    const later = await call(app, ApiPath.catalogueRecordSave, record('限流六'), world.librarian);
    expect(later.status).toBe(200);
  });

  it("the desk's scans count apart from hand work, under their own limit", async () => {
    const clock = midMinuteClock();
    const app = await limitedApp({
      writeLimits: { staffChanges: [{ max: 1, windowMs: MINUTE_MS }], deskScans: twoAMinute },
      now: clock.now,
    });
    const patron = await newPatron(world.db, YTKJ);
    const { barcodes } = await newCopies(world.db, YTKJ, [
      CopyStatus.inLibrary,
      CopyStatus.inLibrary,
      CopyStatus.inLibrary,
    ]);
    const lend = (barcode: string) =>
      call(app, ApiPath.deskLend, { readercode: patron.code, barcode }, world.librarian);
    expect((await lend(barcodes[0] ?? '')).status).toBe(200);
    expect((await lend(barcodes[1] ?? '')).status).toBe(200);
    const third = await lend(barcodes[2] ?? '');
    expect(third.status).toBe(429);
    expect(third.body.msg).toBe('扫描太频繁，请稍后再试');
    // The scans did not use up the member's hand work; looking a reader up is not a write.
    const record = { title: '限流七', requestid: crypto.randomUUID() };
    expect((await call(app, ApiPath.catalogueRecordSave, record, world.librarian)).status).toBe(
      200,
    );
    const card = await call(app, ApiPath.deskReader, { readercode: patron.code }, world.librarian);
    expect(card.status).toBe(200);
  });
});
