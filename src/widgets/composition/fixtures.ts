import { ApiPath, type Writing, type WritingStatus } from '../../core';
import { fail, ok, type FakeHandler } from '../../test/fake-api';

/** Whatever API base the caller uses (tests, Storybook): the path from the API's own prefix. */
const API_BASE = /^.*?(?=\/LibraryReaderApi\/)/;

const piece = (
  id: number,
  kind: Writing['kind'],
  status: WritingStatus,
  fields: Partial<Writing>,
): Writing => ({
  id,
  kind,
  title: '',
  body: '',
  bookid: null,
  booktitle: '',
  excerpt: '',
  status,
  score: null,
  comment: '',
  updatedat: '2026-04-10T08:00:00Z',
  submittedat: status === 'draft' ? null : '2026-04-09T08:00:00Z',
  markedat: status === 'marked' || status === 'returned' ? '2026-04-10T08:00:00Z' : null,
  ...fields,
});

/** 李明's pieces: a marked composition, a returned one, a draft note. */
export const PIECES: Writing[] = [
  piece(1, 'composition', 'marked', {
    title: '我的读书生活',
    body: '每天放学后，我都会去图书馆。\n<b>读书</b>让我学会思考。',
    score: 92,
    comment: '内容真实，结构清楚。',
  }),
  piece(2, 'composition', 'returned', {
    title: '读《西游记》有感',
    body: '孙悟空一路降妖除魔。',
    booktitle: '西游记',
    comment: '篇幅太短，请再写三百字。',
  }),
  piece(3, 'note', 'draft', {
    body: '祥子的命运让我想到很多。',
    booktitle: '骆驼祥子',
    excerpt: '他没有什么模样，使他可爱的是脸上的精神。',
  }),
];

export interface CompositionServerOptions {
  empty?: boolean;
  /** Every save fails (the network or the server is down). */
  saveFails?: boolean;
}

/** The student's writing calls over an in-memory copy of PIECES. */
export function compositionServer(options: CompositionServerOptions = {}): FakeHandler {
  const pieces = options.empty ? [] : PIECES.map((p) => ({ ...p }));
  let nextId = 100;
  return (request) => {
    if (!request.headers.has('authorization')) return fail(40101, 'unauthenticated', 401);
    const body = request.body ?? {};
    const path = request.path.replace(API_BASE, '');
    const find = () => pieces.find((p) => p.id === body.id);
    switch (path) {
      case ApiPath.writingList: {
        const list = pieces.filter((p) => p.kind === body.kind);
        return ok({ total: list.length, index: 1, pagesize: 20, list });
      }
      case ApiPath.writingDetail:
        return find() ? ok(find()) : fail(20102, '作文或读书笔记不存在');
      case ApiPath.writingSave: {
        if (options.saveFails) return fail(50001, '服务器开小差了', 500);
        const fields = {
          title: String(body.title ?? ''),
          body: String(body.body ?? ''),
          booktitle: String(body.booktitle ?? ''),
          excerpt: String(body.excerpt ?? ''),
          updatedat: '2026-04-11T09:30:00Z',
        };
        const existing = find();
        if (existing) {
          if (existing.status !== 'draft' && existing.status !== 'returned') {
            return fail(20102, '已提交的内容不能修改，老师退回修改后才能再编辑');
          }
          Object.assign(existing, fields);
          return ok(existing);
        }
        const created = piece(
          nextId++,
          body.kind === 'note' ? 'note' : 'composition',
          'draft',
          fields,
        );
        pieces.unshift(created);
        return ok(created);
      }
      case ApiPath.writingSubmit: {
        const found = find();
        if (!found) return fail(20102, '作文或读书笔记不存在');
        if (found.status === 'submitted' || found.status === 'marked') {
          return fail(20102, '已经提交过了，老师退回修改后才能再次提交');
        }
        Object.assign(found, { status: 'submitted', submittedat: '2026-04-11T09:31:00Z' });
        return ok(found);
      }
      default:
        return fail(40401, 'not found', 404);
    }
  };
}
