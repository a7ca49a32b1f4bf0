import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  ApiPath,
  CATALOGUING_PROTOCOLS,
  LOAN_RULE_FIGURES,
  ResultCode,
  SETTINGS_IMAGE_KINDS,
  SETTINGS_LIMITS as L,
  TRADE_METHODS,
  type Envelope,
  type LibrarySettings,
  type SettingsField,
  type SettingsProblem,
  type SettingsRefusal,
  type SettingsRefusalDetail,
  type SettingsUpdateRequest,
} from '../../../src/core/api/contract';
import { authOf, requireRole } from '../auth/guard';
import type { RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { requestLang, translate, type MessageKey } from '../http/messages';
import { Id, Int, OptionalBody, Text } from '../http/schemas';
import {
  checkSettings,
  readSettings,
  saveImage,
  saveSettings,
  type SettingsRefused,
} from '../queries/library-admin-settings';
import { acceptImageUploads } from '../uploads/multipart';
import { imageWork, uploadedImage } from './files';
import { readerWriteLimit } from './rate-limit';
import { staffScope } from './scope';

/*
 * Bodies are bounded by the schema a little above the form's own limits, so that an over-long
 * value reaches checkSettings and is refused by field, with its message, rather than as a
 * malformed request; lists are bounded by what the form can hold.
 */
const Bool = Type.Boolean();
const General = Type.Object({
  name: Text(L.nameMax * 2),
  servicephone: Text(L.phoneMax * 2),
  enableailibrarian: Bool,
});
const Hours = Type.Object({
  openinghours: Text(L.openingHoursMax * 2),
  address: Text(L.addressMax * 2),
});
const FooterLinks = Type.Array(
  Type.Object({ title: Text(L.footerTitleMax * 2), url: Text(L.urlMax * 2), isshow: Bool }),
  { maxItems: L.footerLinksMax * 2 },
);
const Origins = Type.Array(Text(L.originMax * 2), { maxItems: L.originsMax * 2 });
const LoanRules = Type.Array(
  Type.Object({
    id: Id(),
    name: Text(100),
    ...Object.fromEntries(LOAN_RULE_FIGURES.map((figure) => [figure, Int(-1_000_000_000)])),
  }),
  { maxItems: 100 },
);
const Sources = Type.Array(
  Type.Object({
    name: Text(L.sourceNameMax * 2),
    protocol: Type.Union(CATALOGUING_PROTOCOLS.map((protocol) => Type.Literal(protocol))),
    url: Text(L.urlMax * 2),
    allowprivate: Bool,
  }),
  { maxItems: L.sourcesMax * 2 },
);
const Payments = Type.Object({
  methods: Type.Array(Type.Union(TRADE_METHODS.map((method) => Type.Literal(method))), {
    maxItems: TRADE_METHODS.length * 2,
  }),
});
const HomeMenu = Type.Array(
  Type.Object({
    key: Text(32),
    title: Text(L.homeMenuTitleMax * 2),
    path: Type.Optional(Text(L.homeMenuPathMax * 2)),
    icon: Text(L.homeMenuIconMax * 2),
    isshow: Bool,
  }),
  { maxItems: L.homeMenuMax * 2 },
);
const UpdateBody = Type.Union([
  Type.Object({ section: Type.Literal('general'), value: General }),
  Type.Object({ section: Type.Literal('hours'), value: Hours }),
  Type.Object({ section: Type.Literal('footerLinks'), value: FooterLinks }),
  Type.Object({ section: Type.Literal('origins'), value: Origins }),
  Type.Object({ section: Type.Literal('loanRules'), value: LoanRules }),
  Type.Object({ section: Type.Literal('sources'), value: Sources }),
  Type.Object({ section: Type.Literal('payments'), value: Payments }),
  Type.Object({ section: Type.Literal('homeMenu'), value: HomeMenu }),
]);
const EmptyBody = OptionalBody(Type.Object({}));
const ImageQuery = Type.Object({
  kind: Type.Union(SETTINGS_IMAGE_KINDS.map((kind) => Type.Literal(kind))),
});

const problemKeys = {
  empty: 'settingsFieldEmpty',
  tooLong: 'settingsFieldTooLong',
  notHttp: 'settingsFieldNotHttp',
  notZ3950: 'settingsFieldNotZ3950',
  notOrigin: 'settingsFieldNotOrigin',
  outOfRange: 'settingsFieldOutOfRange',
  tooMany: 'settingsFieldTooMany',
  notOffered: 'settingsFieldNotOffered',
  notPath: 'settingsFieldNotPath',
  notIcon: 'settingsFieldNotIcon',
} as const satisfies Record<SettingsProblem, MessageKey>;

const refusalKeys = {
  invalidField: 'settingsFieldEmpty',
  duplicate: 'settingsDuplicate',
  readerTypeNotFound: 'settingsReaderTypeNotFound',
} as const satisfies Record<SettingsRefusal, MessageKey>;

const fieldKeys = {
  name: 'settingsFieldName',
  servicephone: 'settingsFieldServicephone',
  openinghours: 'settingsFieldOpeninghours',
  address: 'settingsFieldAddress',
  title: 'settingsFieldTitle',
  url: 'settingsFieldUrl',
  origin: 'settingsFieldOrigin',
  maxloans: 'settingsFieldMaxloans',
  loandays: 'settingsFieldLoandays',
  maxrenewals: 'settingsFieldMaxrenewals',
  finefenperday: 'settingsFieldFinefenperday',
  finelimitfen: 'settingsFieldFinelimitfen',
  maxreservations: 'settingsFieldMaxreservations',
  holddays: 'settingsFieldHolddays',
  methods: 'settingsFieldMethods',
  count: 'settingsFieldCount',
  key: 'settingsFieldKey',
  menutitle: 'settingsFieldMenutitle',
  path: 'settingsFieldPath',
  icon: 'settingsFieldIcon',
} as const satisfies Record<SettingsField, MessageKey>;

/** The refusal envelope: 10158, the translated message, and the field and row for the form. */
function refused(
  request: FastifyRequest,
  outcome: SettingsRefused,
): Envelope<SettingsRefusalDetail> {
  const lang = requestLang(request);
  const key = outcome.problem ? problemKeys[outcome.problem] : refusalKeys[outcome.refused];
  const { refused: why, section, field, problem, index } = outcome;
  return {
    code: ResultCode.businessError,
    msg: translate(lang, key, {
      field: field ? translate(lang, fieldKeys[field]) : '',
      max: outcome.limit ?? '',
    }),
    data: { refused: why, section, field, problem, index },
  };
}

const isRefusal = (outcome: object): outcome is SettingsRefused => 'refused' in outcome;

/**
 * The library's settings: admins only (a librarian's token gets 403 like a reader's), always
 * the admin's own organisation. A save drops every instance's cached copy of what it changed.
 */
export const libraryAdminSettingsRoutes: RoutePlugin = async (app, { ctx }) => {
  const adminOnly = requireRole('admin');
  const adminWrites = [adminOnly, readerWriteLimit(ctx, 'staffChanges')];
  // Multipart for this plugin's routes only (Image): a JSON call sent as multipart is a 400.
  await acceptImageUploads(app);
  const work = imageWork();

  /** The methods the payment gateway offers: the payments section chooses among them. */
  const offered = () => ctx.payments.gateway?.methods ?? [];

  const scopeOf = (request: FastifyRequest) => staffScope(ctx, request);

  app.post(
    ApiPath.settingsGet,
    { schema: { body: EmptyBody }, preHandler: adminOnly },
    async (request): Promise<Envelope<LibrarySettings>> => {
      const settings = await readSettings(ctx.db, authOf(request).orgId, offered());
      if (!settings) throw notFound('notFound');
      return ok(request, settings);
    },
  );

  app.post(
    ApiPath.settingsUpdate,
    { schema: { body: UpdateBody }, preHandler: adminWrites },
    async (request): Promise<Envelope<LibrarySettings | SettingsRefusalDetail>> => {
      const checked = checkSettings(request.body as SettingsUpdateRequest, { offered: offered() });
      if (isRefusal(checked)) return refused(request, checked);
      const scope = await scopeOf(request);
      const saved = await saveSettings(ctx.db, scope, checked.ok, offered());
      if (!saved) throw notFound('notFound');
      if (isRefusal(saved)) return refused(request, saved);
      await ctx.organizationChanges.changed(scope.orgId);
      return ok(request, saved);
    },
  );

  /** A new logo or banner through the image pipeline (checked, re-encoded, metadata dropped). */
  app.post(
    ApiPath.settingsImage,
    { schema: { querystring: ImageQuery }, preHandler: adminWrites },
    async (request): Promise<Envelope<LibrarySettings>> => {
      const { kind } = request.query;
      const image = await uploadedImage(request, work, kind);
      const scope = await scopeOf(request);
      const saved = await saveImage(ctx.db, scope, kind, image, offered());
      if (!saved) throw notFound('notFound');
      await ctx.organizationChanges.changed(scope.orgId);
      return ok(request, saved);
    },
  );
};
