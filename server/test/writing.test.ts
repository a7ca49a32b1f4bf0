import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  MAX_WRITING_BODY,
  MAX_WRITING_TITLE,
  ResultCode,
  type TeacherWriting,
  type TeacherWritingPage,
  type Writing,
  type WritingPage,
} from '../../src/core/api/contract';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client';
import { reader } from '../src/db/schema';
import { assignClassToTeacher } from '../src/queries/departments';
import { circulationCall as call, seededReader, type SeededReader } from './circulation-fixtures';
import { openTestDatabase, testApp } from './helpers';

let handle: DatabaseHandle;
let app: FastifyInstance;
let liMing: SeededReader;
let siyu: SeededReader;
let wang: SeededReader;
let li: SeededReader;
let demo2Teacher: SeededReader;
let demo2Student: SeededReader;

beforeAll(async () => {
  handle = await openTestDatabase();
  app = await testApp(handle);
  liMing = await seededReader(handle.db, '20230001');
  siyu = await seededReader(handle.db, '20230002');
  wang = await seededReader(handle.db, 'T0001');
  li = await seededReader(handle.db, 'T0002');
  demo2Teacher = await seededReader(handle.db, 'T0001', 2);
  demo2Student = await seededReader(handle.db, '20230001', 2);
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const save = (who: SeededReader, body: object) =>
  call<Writing>(app, ApiPath.writingSave, body, who.token);
const submit = (who: SeededReader, id: number) =>
  call<Writing>(app, ApiPath.writingSubmit, { id }, who.token);
const teacherList = async (who: SeededReader, body: object = {}) =>
  (await call<TeacherWritingPage>(app, ApiPath.teacherWritingList, body, who.token)).body.data;

async function submitted(who: SeededReader, title: string): Promise<Writing> {
  const draft = (await save(who, { kind: 'composition', title, body: '正文' })).body.data;
  return (await submit(who, draft.id)).body.data;
}

describe('a student’s compositions and notes', () => {
  it('lists the seeded pieces with their status and feedback, only the reader’s own', async () => {
    const mine = (
      await call<WritingPage>(app, ApiPath.writingList, { kind: 'composition' }, liMing.token)
    ).body.data;
    const marked = mine.list.find((piece) => piece.status === 'marked');
    expect(marked).toMatchObject({ score: 92, title: '我的读书生活' });
    expect(marked?.comment).not.toBe('');
    expect(mine.list.some((piece) => piece.status === 'returned')).toBe(true);
    const notes = (
      await call<WritingPage>(app, ApiPath.writingList, { kind: 'note' }, liMing.token)
    ).body.data;
    expect(notes.list[0]).toMatchObject({ status: 'draft', booktitle: '骆驼祥子' });
    const hers = (
      await call<WritingPage>(app, ApiPath.writingList, { kind: 'composition' }, siyu.token)
    ).body.data;
    expect(hers.list.map((piece) => piece.id)).not.toContain(marked?.id);
  });

  it('saves a draft, keeps the text as typed, submits once and refuses a second submit', async () => {
    const text = '<script>alert(1)</script>\n第二段';
    const draft = (await save(liMing, { kind: 'composition', title: ' 春天 ', body: text })).body;
    expect(draft.code).toBe(ResultCode.ok);
    expect(draft.data).toMatchObject({ status: 'draft', title: '春天', body: text });
    const again = await save(liMing, {
      id: draft.data.id,
      kind: 'composition',
      title: '春天来了',
      body: text,
    });
    expect(again.body.data.title).toBe('春天来了');
    const first = await submit(liMing, draft.data.id);
    expect(first.body.data.status).toBe('submitted');
    const second = await submit(liMing, draft.data.id);
    expect(second.body.code).toBe(ResultCode.businessError);
    expect(second.body.msg).toContain('已经提交');
    const edit = await save(liMing, {
      id: draft.data.id,
      kind: 'composition',
      title: 'x',
      body: 'y',
    });
    expect(edit.body.code).toBe(ResultCode.businessError);
  });

  it('lets only one of two racing submits through', async () => {
    const draft = (await save(liMing, { kind: 'composition', title: '并发', body: '正文' })).body
      .data;
    const results = await Promise.all([submit(liMing, draft.id), submit(liMing, draft.id)]);
    expect(results.filter((r) => r.body.code === ResultCode.ok)).toHaveLength(1);
  });

  it('makes one draft of a first save retried after a lost answer (the same draft key)', async () => {
    const draftkey = crypto.randomUUID();
    const body = {
      kind: 'note',
      title: '',
      body: '想法',
      booktitle: '西游记',
      excerpt: '摘录',
      draftkey,
    };
    const a = (await save(siyu, body)).body.data;
    const b = (await save(siyu, { ...body, body: '想法（续）' })).body.data;
    expect(b.id).toBe(a.id);
    expect(b.body).toBe('想法（续）');
    // The same key from another reader is another draft.
    const other = (await save(liMing, body)).body.data;
    expect(other.id).not.toBe(a.id);
  });

  it('refuses an incomplete submission, an oversized or wrongly typed body, another’s piece', async () => {
    const empty = (await save(liMing, { kind: 'composition', title: '', body: '' })).body.data;
    expect((await submit(liMing, empty.id)).body.msg).toContain('请先填写');
    const big = await save(liMing, {
      kind: 'composition',
      title: 't',
      body: 'x'.repeat(MAX_WRITING_BODY + 1),
    });
    expect(big.status).toBe(400);
    const long = await save(liMing, {
      kind: 'composition',
      title: 'x'.repeat(MAX_WRITING_TITLE + 1),
      body: '',
    });
    expect(long.status).toBe(400);
    expect((await save(liMing, { kind: 'poem', title: 't', body: 'b' })).status).toBe(400);
    expect((await save(liMing, { kind: 'composition', title: 1, body: 'b' })).status).toBe(400);
    // 李明's draft, as 陈思雨 and as DEMO2's 张伟: not found, unchanged.
    for (const who of [siyu, demo2Student]) {
      const steal = await save(who, { id: empty.id, kind: 'composition', title: 'x', body: 'y' });
      expect(steal.body.code).toBe(ResultCode.businessError);
      expect((await submit(who, empty.id)).body.code).toBe(ResultCode.businessError);
      const read = await call(app, ApiPath.writingDetail, { id: empty.id }, who.token);
      expect(read.body.code).toBe(ResultCode.businessError);
    }
  });

  it('answers 401 logged out and 403 to a teacher on the student calls', async () => {
    expect((await call(app, ApiPath.writingList, { kind: 'composition' })).status).toBe(401);
    expect(
      (await call(app, ApiPath.writingSave, { kind: 'composition', title: '', body: '' })).status,
    ).toBe(401);
    expect((await call(app, ApiPath.writingList, { kind: 'composition' }, wang.token)).status).toBe(
      403,
    );
  });
});

describe('marking', () => {
  it('shows the teacher her class’s submissions, never drafts, and marks one', async () => {
    const piece = await submitted(liMing, '给老师的作文');
    const page = await teacherList(wang, { pagesize: 50 });
    const found = page.list.find((row) => row.id === piece.id);
    expect(found).toMatchObject({
      studentname: '李明',
      department: '初二(3)班',
      status: 'submitted',
    });
    expect(page.list.every((row) => row.status !== 'draft')).toBe(true);
    const marked = await call<TeacherWriting>(
      app,
      ApiPath.teacherWritingMark,
      { id: piece.id, score: 95, comment: '很好' },
      wang.token,
    );
    expect(marked.body.data).toMatchObject({ status: 'marked', score: 95, comment: '很好' });
    const seen = await call<Writing>(app, ApiPath.writingDetail, { id: piece.id }, liMing.token);
    expect(seen.body.data).toMatchObject({ status: 'marked', score: 95, comment: '很好' });
  });

  it('returns a piece for revision, after which the student edits and submits again', async () => {
    const piece = await submitted(siyu, '要修改的作文');
    const back = await call<TeacherWriting>(
      app,
      ApiPath.teacherWritingReturn,
      { id: piece.id, comment: '再写长一些' },
      wang.token,
    );
    expect(back.body.data.status).toBe('returned');
    // Returning again (no longer submitted) is refused.
    const twice = await call(
      app,
      ApiPath.teacherWritingReturn,
      { id: piece.id, comment: '' },
      wang.token,
    );
    expect(twice.body.code).toBe(ResultCode.businessError);
    const edit = await save(siyu, {
      id: piece.id,
      kind: 'composition',
      title: '要修改的作文',
      body: '更长的正文',
    });
    expect(edit.body.data.status).toBe('returned');
    expect((await submit(siyu, piece.id)).body.data.status).toBe('submitted');
  });

  it('hides the class from another class’s teacher, DEMO2’s teacher, students and strangers', async () => {
    const piece = await submitted(liMing, '别人看不到');
    for (const teacher of [li, demo2Teacher]) {
      const page = await teacherList(teacher, { pagesize: 50 });
      expect(page.list.map((row) => row.id)).not.toContain(piece.id);
      expect(page.list.every((row) => row.studentname !== '李明')).toBe(true);
      const detail = await call(app, ApiPath.teacherWritingDetail, { id: piece.id }, teacher.token);
      expect(detail.body.code).toBe(ResultCode.businessError);
      const mark = await call(
        app,
        ApiPath.teacherWritingMark,
        { id: piece.id, score: 0, comment: '' },
        teacher.token,
      );
      expect(mark.body.code).toBe(ResultCode.businessError);
    }
    // 王芳 asking for a class she does not manage gets nothing.
    expect((await teacherList(wang, { departmentid: 2 })).total).toBe(0);
    expect((await call(app, ApiPath.teacherWritingList, {}, liMing.token)).status).toBe(403);
    const mark = { id: piece.id, score: 100, comment: '' };
    expect((await call(app, ApiPath.teacherWritingMark, mark, siyu.token)).status).toBe(403);
    expect((await call(app, ApiPath.teacherWritingList, {})).status).toBe(401);
    const after = await call<Writing>(app, ApiPath.writingDetail, { id: piece.id }, liMing.token);
    expect(after.body.data.status).toBe('submitted');
  });

  it('opens a class’s compositions to a teacher only once the library assigns her the class', async () => {
    const piece = await submitted(liMing, '只给任课老师看');
    const [own] = await handle.db
      .select({ departmentId: reader.departmentId })
      .from(reader)
      .where(eq(reader.id, liMing.id));
    const classId = own?.departmentId ?? 0;
    // 李强 teaches 初一(1)班, not 李明's 初二(3)班: adding it to his list himself is refused,
    // and the class's work stays closed to him.
    const added = await call(
      app,
      ApiPath.addManagedDepartment,
      { departmentid: classId },
      li.token,
    );
    expect(added.status).toBe(403);
    expect((await teacherList(li, { pagesize: 50 })).list.map((row) => row.id)).not.toContain(
      piece.id,
    );
    expect((await teacherList(li, { departmentid: classId })).total).toBe(0);
    const closed = await call(app, ApiPath.teacherWritingDetail, { id: piece.id }, li.token);
    expect(closed.body.code).toBe(ResultCode.businessError);
    // The library assigns it: now he sees it; once he lets it go, no longer.
    expect(await assignClassToTeacher(handle.db, 1, li.id, classId)).toMatchObject({ ok: true });
    try {
      const open = await call<TeacherWriting>(
        app,
        ApiPath.teacherWritingDetail,
        { id: piece.id },
        li.token,
      );
      expect(open.body.data).toMatchObject({ id: piece.id, studentname: '李明' });
    } finally {
      await call(app, ApiPath.removeManagedDepartment, { departmentid: classId }, li.token);
    }
    expect((await teacherList(li, { departmentid: classId })).total).toBe(0);
    // 王芳, assigned the class by the demo data, still marks it.
    expect(
      (await teacherList(wang, { departmentid: classId })).list.map((row) => row.id),
    ).toContain(piece.id);
  });

  it('refuses a score out of range and marking a draft', async () => {
    const draft = (await save(liMing, { kind: 'composition', title: '草稿', body: '正文' })).body
      .data;
    const drafted = await call(
      app,
      ApiPath.teacherWritingMark,
      { id: draft.id, score: 80, comment: '' },
      wang.token,
    );
    expect(drafted.body.code).toBe(ResultCode.businessError);
    const piece = await submitted(liMing, '分数');
    for (const score of [-1, 101, 1.5, '90']) {
      const bad = await call(
        app,
        ApiPath.teacherWritingMark,
        { id: piece.id, score, comment: '' },
        wang.token,
      );
      expect(bad.status).toBe(400);
    }
  });

  it('says the refusals in English too', async () => {
    const piece = await submitted(liMing, 'English');
    const again = await call(app, ApiPath.writingSubmit, { id: piece.id }, liMing.token, 'en');
    expect(again.body.msg).toMatch(/Already submitted/);
  });
});
