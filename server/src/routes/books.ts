import type { FastifyRequest } from 'fastify';
import { Type, type TSchema } from 'typebox';
import {
  ApiPath,
  ResultCode,
  SORT_FIELDS,
  type BookAsset,
  type BookSuggestion,
  type BookSearchResult,
  type Envelope,
  type FacetFilters,
  type QueryErrorDetail,
} from '../../../src/core/api/contract';
import { scopedOrgId } from '../auth/guard';
import type { RoutePlugin } from '../context';
import type { Database } from '../db/client';
import { ok } from '../http/envelope';
import { requestLang } from '../http/messages';
import { DigitText, Id, INT2_MAX, INT4_MAX, Int, OrgInBody, Text } from '../http/schemas';
import { copyCounts, listAssets, toSummary } from '../queries/books';
import { searchBooks } from '../search/books';
import { hasQuerySyntax, readBasicKeyword, readTypedKeyword } from '../search/basic-query';
import { SYNTAX_WORDS, suggestCorrection, suggestQueryCorrection } from '../search/did-you-mean';
import { labelFacets } from '../search/facet-labels';
import { recordSearchWord, searcherOf } from '../search/hot-words';
import {
  parseAdvancedQuery,
  QueryParseError,
  queryErrorMessage,
  type QueryNode,
} from '../../../src/core/api/contract/advanced-query';

/** Longest basic keyword and advanced query accepted (longer ones are refused with 40001). */
export const MAX_KEYWORD_LENGTH = 200;
export const MAX_QUERY_LENGTH = 1000;

const SuggestionBody = Type.Object({
  keywords: Text(MAX_KEYWORD_LENGTH),
  pagesize: Type.Optional(Int(1, 100)),
  ...OrgInBody,
});

/** Values of one facet: a bounded list of bounded strings ('' is "not recorded"). */
const FacetValues = <T extends TSchema>(value: T) =>
  Type.Optional(Type.Array(value, { maxItems: 50 }));
// Asset type and copy status are smallint columns, a location id an integer one.
const Filters = Type.Object({
  assettype: FacetValues(DigitText(INT2_MAX)),
  category: FacetValues(Type.String({ maxLength: 32, pattern: '^[A-Za-z0-9.\\-]*$' })),
  location: FacetValues(DigitText(INT4_MAX)),
  publisher: FacetValues(Text(200)),
  year: FacetValues(Type.String({ maxLength: 5, pattern: '^(-?\\d{1,4})?$' })),
  language: FacetValues(Text(200)),
  status: FacetValues(DigitText(INT2_MAX)),
});
const SortCondition = Type.Object({
  field: Type.Enum(SORT_FIELDS),
  order: Type.Optional(Type.Enum(['asc', 'desc'])),
});
const SearchBody = Type.Object({
  keyword: Type.Optional(Text(MAX_KEYWORD_LENGTH)),
  query: Type.Optional(Text(MAX_QUERY_LENGTH)),
  filters: Type.Optional(Filters),
  assetstatuses: Type.Optional(Type.Array(Int(0, 100), { maxItems: 20 })),
  sort: Type.Optional(Type.Array(SortCondition, { maxItems: SORT_FIELDS.length })),
  facets: Type.Optional(Type.Boolean()),
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

/** A malformed advanced query: HTTP 200, code 40002, the place in `data` (contract). */
function queryError(request: FastifyRequest, error: QueryParseError): Envelope<QueryErrorDetail> {
  return {
    code: ResultCode.queryError,
    msg: queryErrorMessage(error.key, error.position, requestLang(request)),
    data: { key: error.key, position: error.position },
  };
}

/**
 * Nothing found by the basic box: a correction drawn from the catalogue's own titles and
 * authors — of the words of a plain keyword (leaving the syntax words of one that did not
 * parse as typed), or of the terms of a query typed in the syntax. An advanced query from the
 * search form (`keyword` empty here) gets none.
 */
function didYouMean(db: Database, orgId: number, keyword: string, tree: QueryNode | undefined) {
  if (!keyword.trim()) return null;
  if (tree) return suggestQueryCorrection(db, orgId, tree);
  return suggestCorrection(db, orgId, keyword, hasQuerySyntax(keyword) ? SYNTAX_WORDS : undefined);
}

const hasSelection = (filters: FacetFilters | undefined) =>
  Object.values(filters ?? {}).some((values) => values.length > 0);

export const bookRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(
    ApiPath.bookSuggestions,
    { schema: { body: SuggestionBody } },
    async (request): Promise<Envelope<BookSuggestion[]>> => {
      const { keywords, pagesize = 100, organizationid } = request.body;
      if (!keywords.trim()) return ok(request, []);
      const orgId = scopedOrgId(request, organizationid);
      // Syntax being typed (`title:"to kil`) suggests what the finished query will find.
      const typed = readTypedKeyword(keywords);
      if ('nothing' in typed) return ok(request, []);
      const { hits } = await searchBooks(ctx.db, {
        orgId,
        keyword: keywords,
        query: 'query' in typed ? typed.query : undefined,
        offset: 0,
        limit: pagesize,
        withTotal: false,
      });
      return ok(
        request,
        hits.map((hit) => ({ bookid: hit.id, bookname: hit.title, author: hit.author })),
      );
    },
  );

  app.post(
    ApiPath.bookSearch,
    { schema: { body: SearchBody } },
    async (request): Promise<Envelope<BookSearchResult | QueryErrorDetail>> => {
      const {
        keyword = '',
        query,
        filters,
        assetstatuses = [],
        sort,
        facets = false,
      } = request.body;
      const { pagesize = 20, index = 1, organizationid } = request.body;
      const orgId = scopedOrgId(request, organizationid);
      let tree: QueryNode | undefined;
      if (query !== undefined) {
        try {
          tree = parseAdvancedQuery(query);
        } catch (error) {
          if (error instanceof QueryParseError) return queryError(request, error);
          throw error;
        }
      } else {
        // The basic box reads the syntax too; what does not parse is searched as plain words.
        tree = readBasicKeyword(keyword);
      }
      const result = await searchBooks(
        ctx.db,
        {
          orgId,
          keyword,
          query: tree,
          filters,
          statuses: assetstatuses,
          sort: sort?.map(({ field, order = 'asc' }) => ({ field, order })),
          facets,
          offset: (index - 1) * pagesize,
          limit: pagesize,
          withTotal: true,
        },
        ctx.searchCounts,
      );
      const basic = !tree && keyword.trim() !== '';
      const narrowed = hasSelection(filters) || assetstatuses.length > 0;
      if (basic && !narrowed && index === 1 && result.total > 0) {
        // A hot word is a search that found something, counted once (not per page, nor per
        // facet clicked). Not awaited: the answer does not wait for the statistics.
        recordSearchWord(ctx, orgId, keyword, searcherOf(request)).catch((error: unknown) =>
          request.log.error({ err: error }, 'recording a search word failed'),
        );
      }
      const [counts, suggestion, labelled] = await Promise.all([
        copyCounts(
          ctx.db,
          orgId,
          result.hits.map((hit) => hit.id),
        ),
        !narrowed && result.total === 0
          ? didYouMean(ctx.db, orgId, query === undefined ? keyword : '', tree)
          : null,
        result.facets ? labelFacets(ctx.db, orgId, requestLang(request), result.facets) : null,
      ]);
      const list = result.hits.map((hit) => toSummary(hit, counts.get(hit.id)));
      return ok(request, {
        total: result.total,
        estimated: result.estimated,
        index,
        pagesize,
        list,
        suggestion,
        facets: labelled,
      });
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
