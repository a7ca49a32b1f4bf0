import {
  ApiPath,
  ResultCode,
  type ContentInfo,
  type ContentItem,
  type ContentListRequest,
  type ContentRefusalDetail,
  type ContentSaveRequest,
} from '../../core';
import { ok, type FakeHandler, type FakeReply } from '../../test/fake-api';

const item = (id: number, over: Partial<ContentItem>): ContentItem => ({
  id,
  type: 'notice',
  title: `通知 ${id}`,
  status: 'published',
  publishedat: '2026-11-20T02:00:00.000Z',
  updatedtime: '2026-11-20T02:00:00.000Z',
  bodyhtml: '<p>正文</p>',
  ...over,
});

export interface ContentState {
  items: ContentItem[];
  info: ContentInfo;
  nextId: number;
}

export const contentFixture = (): ContentState => ({
  items: [
    item(3, {
      type: 'news',
      title: '寒假开放时间',
      bodyhtml: '<p>寒假期间<strong>每周一闭馆</strong>。</p>',
    }),
    item(2, {
      title: '读书月活动草稿',
      type: 'activity',
      status: 'draft',
      publishedat: null,
      bodyhtml: '<p>BIG 正文</p>',
    }),
    item(1, { title: '新书通报', status: 'scheduled', publishedat: '2030-01-01T00:00:00.000Z' }),
  ],
  info: { introduction: '本馆面向全校开放。', readernotice: '1. 凭证借阅。\n2. 保持安静。' },
  nextId: 10,
});

const refuse = (detail: ContentRefusalDetail, msg: string): FakeReply => ({
  body: { code: ResultCode.businessError, msg, data: detail },
});

/**
 * A content server: List filters by type and status, Save creates (one item per requestid, as
 * the server) or changes, and refuses an empty title and a body holding "BIG" (as the server
 * refuses one over 200 KB), naming the field; Delete, Info and Image answer as the server does.
 */
export function contentServer(state = contentFixture()): FakeHandler {
  const byRequest = new Map<string, number>();
  return (request) => {
    const path = request.path;
    if (path.endsWith(ApiPath.contentList)) {
      const body = request.body as unknown as ContentListRequest;
      const list = state.items.filter(
        (each) =>
          (!body.type || each.type === body.type) &&
          (!body.status || each.status === body.status) &&
          (!body.search || each.title.includes(body.search)),
      );
      return ok({ total: list.length, index: body.index, pagesize: body.pagesize, list });
    }
    if (path.endsWith(ApiPath.contentGet)) {
      const found = state.items.find((each) => each.id === request.body?.id);
      return found
        ? ok(found)
        : { status: 404, body: { code: 20102, msg: '内容不存在或已删除', data: null } };
    }
    if (path.endsWith(ApiPath.contentSave)) {
      const body = request.body as unknown as ContentSaveRequest;
      if (!body.title.trim()) {
        return refuse({ field: 'title', problem: 'empty' }, '标题不能为空');
      }
      if (body.bodyhtml.includes('BIG')) {
        return refuse(
          { field: 'bodyhtml', problem: 'tooLong' },
          '正文超过 200 KB，请删去一部分或把图片作为图片插入',
        );
      }
      const known = body.id ?? (body.requestid ? byRequest.get(body.requestid) : undefined);
      const id = known ?? state.nextId++;
      if (body.requestid && !known) byRequest.set(body.requestid, id);
      const status =
        body.publishedat === null ? 'draft' : body.publishedat > '2029' ? 'scheduled' : 'published';
      const saved = item(id, { ...body, id, status, bodyhtml: body.bodyhtml });
      state.items = [saved, ...state.items.filter((each) => each.id !== id)];
      // A moment, as a real save takes: a double click lands while it is pending.
      return { ...ok(saved), delay: 100 };
    }
    if (path.endsWith(ApiPath.contentDelete)) {
      state.items = state.items.filter((each) => each.id !== request.body?.id);
      return ok({ id: request.body?.id });
    }
    if (path.endsWith(ApiPath.contentInfoGet)) return ok(state.info);
    if (path.endsWith(ApiPath.contentInfoSave)) {
      state.info = request.body as unknown as ContentInfo;
      return ok(state.info);
    }
    if (path.endsWith(ApiPath.contentImage)) return ok({ fileid: 'pic-1' });
    return { status: 404, body: { code: 20102, msg: 'not found', data: null } };
  };
}
