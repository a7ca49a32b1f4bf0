import { Type } from 'typebox';
import {
  ApiPath,
  MAX_SHELF_PAGE_SIZE,
  type Bookshelf,
  type CollectionOverview,
  type ColumnStatistics,
  type Envelope,
  type Page,
  type ShelfAsset,
} from '../../../src/core/api/contract';
import type { RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { invalidInput, notFound } from '../http/errors';
import { requestLang } from '../http/messages';
import { Id, Int, OptionalBody, OrgInBody, Text } from '../http/schemas';
import {
  bookPlaces,
  collectionOverview,
  columnAssets,
  columnStatistics,
  copyPlace,
  listBookshelves,
} from '../queries/shelves';
import { orgInScope } from './scope';

/** Far past any column's last page (a column holds a few hundred copies). */
const MAX_PAGE_INDEX = 1000;
const DEFAULT_PAGE_SIZE = 24;

const LocationBody = OptionalBody(Type.Object({ locationid: Type.Optional(Id()), ...OrgInBody }));
const AssetsBody = Type.Object({
  columnid: Type.Optional(Id()),
  // As long as book_copy.barcode.
  barcode: Type.Optional(Text(32)),
  bookid: Type.Optional(Id()),
  pageindex: Type.Optional(Int(1, MAX_PAGE_INDEX)),
  pagesize: Type.Optional(Int(1, MAX_SHELF_PAGE_SIZE)),
  ...OrgInBody,
});
const StatisticsBody = Type.Object({ shelfid: Id(), ...OrgInBody });

/**
 * The virtual shelf (the Bookshelf calls) and the collection overview
 * (LibraryLocation/Query). Public like the catalogue: the organisation is the token's when
 * logged in, else the one named; an id of another organisation answers 404 like a missing one.
 */
export const shelvesRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(
    ApiPath.bookshelves,
    { schema: { body: LocationBody } },
    async (request): Promise<Envelope<Bookshelf[]>> => {
      const { locationid, organizationid } = request.body ?? {};
      const org = await orgInScope(ctx, request, organizationid);
      return ok(request, await listBookshelves(ctx.db, org.id, locationid));
    },
  );

  app.post(
    ApiPath.shelfAssets,
    { schema: { body: AssetsBody } },
    async (request): Promise<Envelope<Page<ShelfAsset>>> => {
      const { columnid, barcode, bookid, organizationid } = request.body;
      const org = await orgInScope(ctx, request, organizationid);
      const code = barcode?.trim();
      if (columnid === undefined && code) {
        return ok(request, await copyPlace(ctx.db, org.id, code));
      }
      if (columnid === undefined && bookid !== undefined) {
        return ok(request, await bookPlaces(ctx.db, org.id, bookid, MAX_SHELF_PAGE_SIZE));
      }
      if (columnid === undefined) throw invalidInput(400, 'shelfAssetsTarget', 'columnid');
      const { pageindex = 1, pagesize = DEFAULT_PAGE_SIZE } = request.body;
      const page = await columnAssets(ctx.db, org.id, columnid, { index: pageindex, pagesize });
      if (!page) throw notFound('shelfColumnNotFound');
      return ok(request, page);
    },
  );

  app.post(
    ApiPath.shelfColumnStatistics,
    { schema: { body: StatisticsBody } },
    async (request): Promise<Envelope<ColumnStatistics[]>> => {
      const { shelfid, organizationid } = request.body;
      const org = await orgInScope(ctx, request, organizationid);
      const statistics = await columnStatistics(ctx.db, org.id, shelfid, requestLang(request));
      if (!statistics) throw notFound('shelfNotFound');
      return ok(request, statistics);
    },
  );

  app.post(
    ApiPath.libraryLocations,
    { schema: { body: LocationBody } },
    async (request): Promise<Envelope<CollectionOverview>> => {
      const { locationid, organizationid } = request.body ?? {};
      const org = await orgInScope(ctx, request, organizationid);
      const lang = requestLang(request);
      const overview = await collectionOverview(ctx.db, org.id, locationid, lang);
      if (!overview) throw notFound('locationNotFound');
      return ok(request, overview);
    },
  );
};
