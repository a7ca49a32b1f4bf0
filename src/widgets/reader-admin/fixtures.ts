import {
  ApiPath,
  ResultCode,
  type AdminReader,
  type ClassMoveSummary,
  type ReaderAdminRefusalDetail,
  type ReaderClass,
} from '../../core';
import { ok, type FakeHandler, type FakeReply } from '../../test/fake-api';

const readers = (): AdminReader[] => [
  {
    id: 1,
    readercode: 'S0001',
    name: '李明',
    kind: 'student',
    class: '三年级二班',
    classid: 10,
    grade: '三年级',
    sex: 1,
    phone: '13800138000',
    borrowtype: '学生',
    blocked: null,
    mustchangepassword: false,
  },
  {
    id: 2,
    readercode: 'S0002',
    name: '韩梅梅',
    kind: 'student',
    class: '三年级二班',
    classid: 10,
    grade: '三年级',
    sex: 2,
    phone: null,
    borrowtype: '学生',
    blocked: '借书证遗失',
    mustchangepassword: false,
  },
  {
    id: 3,
    readercode: 'T0001',
    name: '王老师',
    kind: 'teacher',
    class: '语文组',
    classid: 11,
    grade: null,
    sex: 2,
    phone: null,
    borrowtype: '教师',
    blocked: null,
    mustchangepassword: false,
  },
];

/**
 * A readers server over three readers and two classes: list (keyword, class, pages), create,
 * update, reset, block, unblock, import, the term-end moves and a teacher's classes change its
 * state, and refuse as the server does (a name over 50 characters, a code taken, a blank block
 * reason, a class name over 50 characters beside its class).
 */
export function readersServer(): FakeHandler {
  const state = readers();
  const classes: ReaderClass[] = [
    { id: 10, name: '三年级二班', readers: 2 },
    { id: 11, name: '语文组', readers: 1 },
  ];
  const refuse = (detail: ReaderAdminRefusalDetail, msg: string): FakeReply => ({
    body: { code: ResultCode.businessError, msg, data: detail },
  });
  const find = (code: unknown) => state.find((reader) => reader.readercode === code);
  const taught = new Map<number, number[]>([[3, [11]]]);
  const classesOf = (teacherid: number) => ({
    teacherid,
    classes: classes
      .filter((c) => (taught.get(teacherid) ?? []).includes(c.id))
      .map(({ id, name }) => ({ id, name })),
  });
  const moveClasses = (body: Record<string, unknown>): FakeReply => {
    const moves = (body.moves ?? []) as { fromclassid: number; toclassname: string }[];
    const graduate = (body.graduate ?? []) as number[];
    const students = (id: number) => state.filter((r) => r.classid === id && r.kind === 'student');
    for (const move of moves) {
      const name = move.toclassname.trim();
      if ([...name].length > 50) {
        return refuse(
          {
            refused: 'invalidField',
            detail: move.fromclassid,
            field: 'class',
            problem: 'tooLong',
            max: 50,
          },
          '班级最多 50 个字',
        );
      }
    }
    const summary: ClassMoveSummary = {
      dryrun: body.dryrun === true,
      moves: moves.map((move) => {
        const to = classes.find((c) => c.name === move.toclassname.trim());
        return {
          fromclassid: move.fromclassid,
          from: classes.find((c) => c.id === move.fromclassid)?.name ?? '',
          to: move.toclassname.trim(),
          toclassid: to?.id ?? null,
          readers: students(move.fromclassid).length,
          newclass: !to,
        };
      }),
      graduates: graduate.map((id) => ({
        classid: id,
        name: classes.find((c) => c.id === id)?.name ?? '',
        readers: students(id).length,
      })),
      graduated: graduate.reduce((sum, id) => sum + students(id).length, 0),
    };
    if (!summary.dryrun) {
      const before = new Map(moves.map((m) => [m.fromclassid, students(m.fromclassid)]));
      for (const move of summary.moves) {
        let id = move.toclassid;
        if (id === null) {
          id = Math.max(...classes.map((c) => c.id)) + 1;
          classes.push({ id, name: move.to, readers: 0 });
          move.toclassid = id;
        }
        for (const r of before.get(move.fromclassid) ?? []) {
          r.classid = id;
          r.class = move.to;
        }
      }
      for (const c of classes) c.readers = state.filter((r) => r.classid === c.id).length;
    }
    return ok(summary);
  };
  return (request) => {
    const body = request.body ?? {};
    const path = request.path;
    if (path.endsWith(ApiPath.readersClasses)) return ok(classes);
    if (path.endsWith(ApiPath.readersMoveClasses)) return moveClasses(body);
    if (path.endsWith(ApiPath.readersTeacherClassesSet)) {
      taught.set(Number(body.teacherid), (body.classids ?? []) as number[]);
      return ok(classesOf(Number(body.teacherid)));
    }
    if (path.endsWith(ApiPath.readersTeacherClasses)) {
      return ok(classesOf(Number(body.teacherid)));
    }
    if (path.endsWith(ApiPath.readersList)) {
      const keyword = String(body.keyword ?? '');
      const matching = state.filter(
        (reader) =>
          (!keyword || reader.readercode.startsWith(keyword) || reader.name.includes(keyword)) &&
          (body.department === undefined || reader.classid === body.department),
      );
      const index = Number(body.pageindex ?? 1);
      const size = Number(body.pagesize ?? 20);
      return ok({
        total: matching.length,
        index,
        pagesize: size,
        list: matching.slice((index - 1) * size, index * size),
      });
    }
    if (path.endsWith(ApiPath.readersCreate) || path.endsWith(ApiPath.readersUpdate)) {
      const name = String(body.name ?? '');
      if ([...name].length > 50) {
        return refuse(
          { refused: 'invalidField', detail: null, field: 'name', problem: 'tooLong', max: 50 },
          '姓名最多 50 个字',
        );
      }
      const creating = path.endsWith(ApiPath.readersCreate);
      const existing = find(body.readercode);
      if (creating && existing) {
        return refuse(
          { refused: 'readerExists', detail: null },
          '本馆已有这个读者证号（读者或馆员）',
        );
      }
      const next: AdminReader = {
        ...(existing ?? readers()[0]!),
        id: existing?.id ?? state.length + 1,
        readercode: String(body.readercode),
        name,
        class: String(body.class ?? ''),
        grade: String(body.grade ?? '') || null,
        phone: String(body.phone ?? '') || null,
        kind: body.kind === 'teacher' ? 'teacher' : 'student',
        sex: body.sex === 2 ? 2 : 1,
        blocked: existing?.blocked ?? null,
      };
      if (existing) Object.assign(existing, next);
      else state.push(next);
      return ok(creating ? { reader: next, password: 'k7m2p9x4qa' } : next);
    }
    const reader = find(body.readercode);
    if (path.endsWith(ApiPath.readersImport)) {
      return ok({
        imported: 1,
        updated: 2,
        unchanged: 0,
        classescreated: 1,
        rejected: [{ row: 4, reason: '姓名不能为空' }],
        ignoredcolumns: ['备注'],
        handout: [
          { readercode: 'S0100', name: '李雷', class: '四年级一班', password: 'abc23def45' },
        ],
        handoutcsv: '\ufeff读者证号,姓名,班级,初始密码\r\nS0100,李雷,四年级一班,abc23def45\r\n',
      });
    }
    if (!reader) return refuse({ refused: 'readerNotFound', detail: null }, '本馆没有这个读者');
    if (path.endsWith(ApiPath.readersResetPassword)) {
      return ok({ readercode: reader.readercode, password: 'n3w4pass5z' });
    }
    if (path.endsWith(ApiPath.readersBlock)) {
      const reason = String(body.reason ?? '').trim();
      if (!reason) return refuse({ refused: 'reasonRequired', detail: null }, '请填写停用原因');
      reader.blocked = reason;
      return ok(reader);
    }
    if (path.endsWith(ApiPath.readersUnblock)) {
      reader.blocked = null;
      return ok(reader);
    }
    return { status: 404, body: { code: 20102, msg: 'not found', data: null } };
  };
}
