import { Type } from 'typebox';
import {
  ApiPath,
  NEWS_TYPES,
  type Envelope,
  type LibraryInfo,
  type NewsDetail,
  type NewsSummary,
  type Page,
} from '../../../src/core/api/contract';
import { scopedOrgId } from '../auth/guard';
import type { RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { requestLang } from '../http/messages';
import { Id, Int, OptionalBody, OrgInBody, OrgInQuery } from '../http/schemas';
import { findNews, listNews } from '../queries/news';
import { toLibraryInfos } from '../queries/organizations';
import { namedInQuery, orgInScope } from './scope';

/** Paging a list widget needs; more than 50 items at once is not a page. */
const MAX_NEWS_PAGE_SIZE = 50;

const NewsListBody = Type.Object({
  index: Int(1, 100_000),
  pageSize: Int(1, MAX_NEWS_PAGE_SIZE),
  type: Type.Enum(NEWS_TYPES),
  ...OrgInBody,
});
// The id travels in the query string; the body is `{}` or the client's logged-in fields.
const NewsDetailQuery = Type.Object({ id: Id(), ...OrgInQuery });
const OrgOnlyBody = OptionalBody(Type.Object(OrgInBody));

export const newsRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(
    ApiPath.newsList,
    { schema: { body: NewsListBody } },
    async (request): Promise<Envelope<Page<NewsSummary>>> => {
      const { index, pageSize, type, organizationid } = request.body;
      const org = await orgInScope(ctx, request, organizationid);
      return ok(
        request,
        await listNews(ctx.db, org.id, type, index, pageSize, new Date(ctx.now())),
      );
    },
  );

  app.post(
    ApiPath.newsDetail,
    { schema: { querystring: NewsDetailQuery, body: OrgOnlyBody } },
    async (request): Promise<Envelope<NewsDetail>> => {
      const named = request.body?.organizationid ?? namedInQuery(request.query);
      // Another organisation's item answers exactly like a missing one: ids reveal nothing.
      const orgId = scopedOrgId(request, named);
      const item = await findNews(ctx.db, orgId, request.query.id, new Date(ctx.now()));
      if (!item) throw notFound('newsNotFound');
      return ok(request, item);
    },
  );

  app.post(
    ApiPath.libraryInfos,
    { schema: { body: OrgOnlyBody } },
    async (request): Promise<Envelope<LibraryInfo[]>> => {
      const org = await orgInScope(ctx, request, request.body?.organizationid);
      return ok(request, toLibraryInfos(org, requestLang(request)));
    },
  );
};
