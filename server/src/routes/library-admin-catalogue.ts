import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  ApiPath,
  CATALOGUE_LIMITS as L,
  COPY_STATUS_CHANGES,
  ResultCode,
  type CatalogueCopy,
  type CatalogueField,
  type CatalogueLocation,
  type CatalogueRecord,
  type CataloguePage,
  type CatalogueRefusalDetail,
  type CataloguingSource,
  type CopyCataloguingSearchResult,
  type CopyCataloguingTakeResult,
  type Envelope,
} from '../../../src/core/api/contract';
import { authOf, requireRole } from '../auth/guard';
import type { RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { requestLang, translate, type MessageKey } from '../http/messages';
import { notFound } from '../http/errors';
import { Id, Int, OptionalBody, Text } from '../http/schemas';
import type { DeskScope } from '../queries/library-admin';
import {
  addCopy,
  changeCopyStatus,
  copyByBarcode,
  findRecords,
  listLocations,
  listSources,
  recordById,
  saveRecord,
  searchCandidates,
  takeRecord,
  updateCopy,
  type FieldRefused,
} from '../queries/library-admin-catalogue';
import { libraryDay } from '../time';
import { readerWriteLimit } from './rate-limit';
import { staffScope } from './scope';

/** A catalogue page: 50 records with their copies is what a find screen shows at most. */
const MAX_FIND_PAGE = 50;
const Barcode = Type.String({ minLength: 1, maxLength: 32, pattern: '^\\S+$' });
const FindBody = Type.Object({
  keyword: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  pageindex: Type.Optional(Int(1, 100_000)),
  pagesize: Type.Optional(Int(1, MAX_FIND_PAGE)),
});
const CopyStatusBody = Type.Object({
  barcode: Barcode,
  status: Type.Union(COPY_STATUS_CHANGES.map((change) => Type.Literal(change))),
  note: Type.Optional(Text(200)),
});
const Isbn = Type.String({ minLength: 10, maxLength: 20, pattern: '^[0-9Xx -]+$' });
const SourceName = Type.String({ minLength: 1, maxLength: 64 });
const SearchBody = Type.Object({ isbn: Isbn, source: Type.Optional(SourceName) });
const TakeBody = Type.Object({
  source: SourceName,
  isbn: Isbn,
  recordid: Type.String({ pattern: '^[0-9a-f]{16}$' }),
  barcode: Type.Optional(Barcode),
  callnumber: Type.Optional(Text(64)),
});
const EmptyBody = OptionalBody(Type.Object({}));
/*
 * The record and copy forms: texts bounded a little above the form's limits, so an over-long
 * value reaches the checks (queries/library-admin-catalogue/records.ts) and is refused by field
 * with its message; past that the request itself is malformed (400).
 */
const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
const RecordSaveBody = Type.Object({
  id: Type.Optional(Id()),
  requestid: Type.Optional(Type.String({ pattern: UUID })),
  title: Text(L.titleMax * 2),
  author: Type.Optional(Text(L.authorMax * 2)),
  publisher: Type.Optional(Text(L.publisherMax * 2)),
  year: Type.Optional(Int(0, 9999)),
  isbn: Type.Optional(Text(40)),
  callnumber: Type.Optional(Text(L.callnumberMax * 2)),
  summary: Type.Optional(Text(L.summaryMax * 2)),
});
const CopyFields = {
  barcode: Text(L.barcodeMax * 2),
  callnumber: Type.Optional(Text(L.callnumberMax * 2)),
  locationid: Type.Optional(Id()),
};
const CopyAddBody = Type.Object({ recordid: Id(), ...CopyFields });
const CopyUpdateBody = Type.Object(CopyFields);

const refusalKeys = {
  copyNotFound: 'catalogueCopyNotFound',
  copyOnLoan: 'catalogueCopyOnLoan',
  copyHeld: 'catalogueCopyHeld',
  sameStatus: 'catalogueSameStatus',
  notMissing: 'catalogueNotMissing',
  copyGone: 'catalogueCopyGone',
  sourceNotFound: 'catalogueSourceNotFound',
  sourceFailed: 'catalogueSourceFailed',
  sourceAddressRefused: 'catalogueSourceAddressRefused',
  recordNotFound: 'catalogueRecordNotFound',
  recordRefused: 'catalogueRecordRefused',
  barcodeTaken: 'catalogueBarcodeTaken',
  badIsbn: 'catalogueBadIsbn',
  badValue: 'catalogueBadValue',
  isbnTaken: 'catalogueIsbnTaken',
  locationNotFound: 'catalogueLocationNotFound',
  bookNotFound: 'catalogueBookNotFound',
} as const satisfies Record<FieldRefused['refused'], MessageKey>;

const fieldKeys = {
  title: 'catalogueFieldTitle',
  author: 'catalogueFieldAuthor',
  publisher: 'catalogueFieldPublisher',
  year: 'catalogueFieldYear',
  isbn: 'catalogueFieldIsbn',
  callnumber: 'catalogueFieldCallnumber',
  summary: 'catalogueFieldSummary',
  barcode: 'catalogueFieldBarcode',
  locationid: 'catalogueFieldLocationid',
} as const satisfies Record<CatalogueField, MessageKey>;

/** The librarian's catalogue: staff only, each call in the member's organisation. */
export const libraryAdminCatalogueRoutes: RoutePlugin = async (app, { ctx }) => {
  const staffOnly = requireRole('librarian', 'admin');
  const staffWrites = [staffOnly, readerWriteLimit(ctx, 'staffChanges')];

  const scopeOf = (request: FastifyRequest) => staffScope(ctx, request);

  /** Code 10158 with the translated message, and the refusal in `data` for the widget. */
  async function refused(
    request: FastifyRequest,
    outcome: FieldRefused,
  ): Promise<Envelope<CatalogueRefusalDetail>> {
    const lang = requestLang(request);
    let detail = outcome.detail ?? '';
    if (outcome.refused === 'copyOnLoan' && outcome.detail) {
      const zone = await ctx.timeZones.of(authOf(request).orgId);
      detail = libraryDay(new Date(outcome.detail), zone);
    }
    const field = outcome.field ? translate(lang, fieldKeys[outcome.field]) : '';
    const data: CatalogueRefusalDetail = { refused: outcome.refused, detail: outcome.detail };
    if (outcome.field) data.field = outcome.field;
    if (outcome.recordid !== undefined) data.recordid = outcome.recordid;
    return {
      code: ResultCode.businessError,
      msg: translate(lang, refusalKeys[outcome.refused], { detail, due: detail, field }),
      data,
    };
  }

  app.post(
    ApiPath.catalogueFind,
    { schema: { body: FindBody }, preHandler: staffOnly },
    async (request): Promise<Envelope<CataloguePage>> => {
      const { orgId } = authOf(request);
      const { keyword, pageindex = 1, pagesize = 20 } = request.body;
      return ok(
        request,
        await findRecords(ctx.db, orgId, keyword.trim(), { index: pageindex, pagesize }),
      );
    },
  );

  app.post(
    ApiPath.catalogueCopyStatus,
    { schema: { body: CopyStatusBody }, preHandler: staffWrites },
    async (request): Promise<Envelope<CatalogueCopy | CatalogueRefusalDetail>> => {
      const scope = await scopeOf(request);
      const barcode = request.body.barcode.trim();
      const outcome = await changeCopyStatus(ctx.db, scope, {
        barcode,
        status: request.body.status,
        note: request.body.note?.trim() || null,
      });
      if ('refused' in outcome) return refused(request, outcome);
      // The copy joined or left the lendable ones: the status facet counts changed.
      await ctx.searchChanges.copiesChanged(scope.orgId);
      const page = await findRecords(ctx.db, scope.orgId, barcode, { index: 1, pagesize: 1 });
      const copy = page.list[0]?.copies.find((one) => one.barcode === barcode);
      if (!copy) throw new Error('the copy vanished after its status changed');
      return ok(request, copy);
    },
  );

  app.post(
    ApiPath.copyCataloguingSources,
    { schema: { body: EmptyBody }, preHandler: staffOnly },
    async (request): Promise<Envelope<CataloguingSource[]>> =>
      ok(request, await listSources(ctx.db, authOf(request).orgId)),
  );

  app.post(
    ApiPath.copyCataloguingSearch,
    { schema: { body: SearchBody }, preHandler: staffWrites },
    async (request): Promise<Envelope<CopyCataloguingSearchResult | CatalogueRefusalDetail>> => {
      const outcome = await searchCandidates(ctx.db, authOf(request).orgId, request.body);
      if ('refused' in outcome) return refused(request, outcome);
      return ok(request, outcome);
    },
  );

  app.post(
    ApiPath.copyCataloguingTake,
    { schema: { body: TakeBody }, preHandler: staffWrites },
    async (request): Promise<Envelope<CopyCataloguingTakeResult | CatalogueRefusalDetail>> => {
      const scope = await scopeOf(request);
      const { body } = request;
      const outcome = await takeRecord(ctx.db, scope, {
        source: body.source,
        isbn: body.isbn,
        recordid: body.recordid,
        barcode: body.barcode?.trim() || null,
        callnumber: body.callnumber?.trim() || null,
      });
      if ('refused' in outcome) return refused(request, outcome);
      await ctx.searchChanges.catalogueChanged(scope.orgId);
      return ok(request, outcome);
    },
  );

  app.post(
    ApiPath.catalogueRecordSave,
    { schema: { body: RecordSaveBody }, preHandler: staffWrites },
    async (request): Promise<Envelope<CatalogueRecord | CatalogueRefusalDetail>> => {
      const scope = await scopeOf(request);
      const outcome = await saveRecord(ctx.db, scope, request.body);
      if ('refused' in outcome) {
        // Another organisation's record answers exactly like a missing one.
        if (outcome.refused === 'bookNotFound') throw notFound('catalogueBookNotFound');
        return refused(request, outcome);
      }
      // The record's counts and did-you-mean words changed on every instance.
      await ctx.searchChanges.catalogueChanged(scope.orgId);
      const record = await recordById(ctx.db, scope.orgId, outcome.id);
      if (!record) throw new Error('the saved record vanished');
      return ok(request, record);
    },
  );

  app.post(
    ApiPath.catalogueLocations,
    { schema: { body: EmptyBody }, preHandler: staffOnly },
    async (request): Promise<Envelope<CatalogueLocation[]>> =>
      ok(request, await listLocations(ctx.db, authOf(request).orgId)),
  );

  /** A copy added or edited: the location and status facet counts changed. */
  async function copyAnswer(
    request: FastifyRequest,
    scope: DeskScope,
    outcome: { barcode: string } | FieldRefused,
  ): Promise<Envelope<CatalogueCopy | CatalogueRefusalDetail>> {
    if ('refused' in outcome) return refused(request, outcome);
    await ctx.searchChanges.copiesChanged(scope.orgId);
    const copy = await copyByBarcode(ctx.db, scope.orgId, outcome.barcode);
    if (!copy) throw new Error('the saved copy vanished');
    return ok(request, copy);
  }

  app.post(
    ApiPath.catalogueCopyAdd,
    { schema: { body: CopyAddBody }, preHandler: staffWrites },
    async (request): Promise<Envelope<CatalogueCopy | CatalogueRefusalDetail>> => {
      const scope = await scopeOf(request);
      return copyAnswer(request, scope, await addCopy(ctx.db, scope, request.body));
    },
  );

  app.post(
    ApiPath.catalogueCopyUpdate,
    { schema: { body: CopyUpdateBody }, preHandler: staffWrites },
    async (request): Promise<Envelope<CatalogueCopy | CatalogueRefusalDetail>> => {
      const scope = await scopeOf(request);
      return copyAnswer(request, scope, await updateCopy(ctx.db, scope, request.body));
    },
  );
};
