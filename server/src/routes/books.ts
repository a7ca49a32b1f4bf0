import { Type } from 'typebox';
import {
  ApiPath,
  type BookAsset,
  type BookSuggestion,
  type BookSearchResult,
  type Envelope,
} from '../../../src/core/api/contract';
import { scopedOrgId } from '../auth/guard';
import type { RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { Id, Int, OrgInBody, Text } from '../http/schemas';
import { copyCounts, listAssets, toSummary } from '../queries/books';
import { searchBooks } from '../search/books';
import { suggestCorrection } from '../search/did-you-mean';

const SuggestionBody = Type.Object({
  keywords: Text(200),
  pagesize: Type.Optional(Int(1, 100)),
  ...OrgInBody,
});
const SearchBody = Type.Object({
  keyword: Type.Optional(Text(200)),
  ebooktype: Type.Optional(Int(0, 100)),
  pagesize: Type.Optional(Int(1, 100)),
  index: Type.Optional(Int(1, 100_000)),
  ...OrgInBody,
});
const AssetBody = Type.Object({
  bookid: Id(),
  assetstatuses: Type.Optional(Type.Array(Int(0, 100), { maxItems: 20 })),
  ...OrgInBody,
});

export const bookRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(
    ApiPath.bookSuggestions,
    { schema: { body: SuggestionBody } },
    async (request): Promise<Envelope<BookSuggestion[]>> => {
      const { keywords, pagesize = 100, organizationid } = request.body;
      if (!keywords.trim()) return ok(request, []);
      const orgId = scopedOrgId(request, organizationid);
      const query = { orgId, keyword: keywords, offset: 0, limit: pagesize, withTotal: false };
      const { hits } = await searchBooks(ctx.db, query);
      return ok(
        request,
        hits.map((hit) => ({ bookid: hit.id, bookname: hit.title, author: hit.author })),
      );
    },
  );

  app.post(
    ApiPath.bookSearch,
    { schema: { body: SearchBody } },
    async (request): Promise<Envelope<BookSearchResult>> => {
      const { keyword = '', pagesize = 20, index = 1, organizationid } = request.body;
      const orgId = scopedOrgId(request, organizationid);
      const offset = (index - 1) * pagesize;
      const result = await searchBooks(ctx.db, {
        orgId,
        keyword,
        offset,
        limit: pagesize,
        withTotal: true,
      });
      const counts = await copyCounts(
        ctx.db,
        orgId,
        result.hits.map((hit) => hit.id),
      );
      const list = result.hits.map((hit) => toSummary(hit, counts.get(hit.id)));
      // Nothing found: offer a correction drawn from the catalogue's own titles and authors.
      const suggestion =
        result.total === 0 && keyword.trim()
          ? await suggestCorrection(ctx.db, orgId, keyword)
          : null;
      return ok(request, { total: result.total, index, pagesize, list, suggestion });
    },
  );

  app.post(
    ApiPath.bookAssets,
    { schema: { body: AssetBody } },
    async (request): Promise<Envelope<BookAsset[]>> => {
      const { bookid, assetstatuses = [], organizationid } = request.body;
      const orgId = scopedOrgId(request, organizationid);
      return ok(request, await listAssets(ctx.db, orgId, bookid, assetstatuses));
    },
  );
};
