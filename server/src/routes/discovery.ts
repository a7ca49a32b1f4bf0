import { Type } from 'typebox';
import {
  ApiPath,
  type BookKind,
  type BookSummary,
  type Envelope,
  type SearchWordStat,
} from '../../../src/core/api/contract';
import type { RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { requestLang } from '../http/messages';
import { Int, OptionalBody, OrgInBody, OrgInQuery } from '../http/schemas';
import { copyCounts, recommendedBooks, toSummary } from '../queries/books';
import { bookKindTree } from '../search/categories';
import { hotWords } from '../search/hot-words';
import { namedInQuery, orgInScope } from './scope';

/** Hot words and recommendations are short home-page lists. */
const MAX_LIST_SIZE = 50;
const DEFAULT_HOT_WORDS = 10;
const DEFAULT_RECOMMENDATIONS = 10;

const ListBody = OptionalBody(
  Type.Object({ pagesize: Type.Optional(Int(1, MAX_LIST_SIZE)), ...OrgInBody }),
);
const OrgQuery = Type.Object(OrgInQuery);

/**
 * Discovery: the category tree (BookKind), hot search words and recommendations.
 * Public like the search: the organisation is the token's, else the one named.
 */
export const discoveryRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    ApiPath.bookKinds,
    { schema: { querystring: OrgQuery } },
    async (request): Promise<Envelope<BookKind[]>> => {
      const org = await orgInScope(ctx, request, namedInQuery(request.query));
      return ok(request, await bookKindTree(ctx.db, org.id, requestLang(request)));
    },
  );

  app.post(
    ApiPath.hotSearchWords,
    { schema: { body: ListBody } },
    async (request): Promise<Envelope<SearchWordStat[]>> => {
      const { pagesize = DEFAULT_HOT_WORDS, organizationid } = request.body ?? {};
      const org = await orgInScope(ctx, request, organizationid);
      return ok(request, await hotWords(ctx.db, org.id, pagesize));
    },
  );

  app.post(
    ApiPath.bookRecommendations,
    { schema: { body: ListBody } },
    async (request): Promise<Envelope<BookSummary[]>> => {
      const { pagesize = DEFAULT_RECOMMENDATIONS, organizationid } = request.body ?? {};
      const org = await orgInScope(ctx, request, organizationid);
      const hits = await recommendedBooks(ctx.db, org.id, pagesize);
      const counts = await copyCounts(
        ctx.db,
        org.id,
        hits.map((hit) => hit.id),
      );
      return ok(
        request,
        hits.map((hit) => toSummary(hit, counts.get(hit.id))),
      );
    },
  );
};
