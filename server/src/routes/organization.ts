import { Type } from 'typebox';
import {
  ApiPath,
  type BannerResult,
  type Envelope,
  type FooterLink,
  type HomeMenuConfig,
  type InventorySystemHost,
  type LogoResult,
  type OpacIcon,
  type OrganizationBrief,
  type OrganizationConfig,
  type OrganizationRef,
  type OrganizationRefined,
  type Page,
} from '../../../src/core/api/contract';
import type { AppContext, RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { Int, OrgInBody, OrgInQuery } from '../http/schemas';
import { homeMenuIcons, shownHomeMenu } from '../queries/home-menu';
import {
  findOrganizationByCode,
  listFooterLinks,
  toOrganizationBrief,
  toOrganizationRef,
  toInventoryHost,
  toOrganizationRefined,
} from '../queries/organizations';
import { namedInQuery, orgInScope, unknownOrganization } from './scope';

const OrgCodeQuery = Type.Object({
  orgcode: Type.String({ minLength: 1, maxLength: 32, pattern: '^\\s*[\\w-]+\\s*$' }),
});
const OrgIdQuery = Type.Object(OrgInQuery);
const FooterLinksBody = Type.Object({
  index: Type.Optional(Int(1, 100_000)),
  pageSize: Type.Optional(Int(1, 100)),
  ...OrgInBody,
});

async function orgByCode(ctx: AppContext, orgcode: string) {
  const org = await findOrganizationByCode(ctx.db, orgcode.trim());
  if (!org) throw unknownOrganization();
  return org;
}

export const organizationRoutes: RoutePlugin = async (app, { ctx }) => {
  const byCode = { schema: { querystring: OrgCodeQuery } };
  const byId = { schema: { querystring: OrgIdQuery } };

  app.get(ApiPath.orgByCode, byCode, async (request): Promise<Envelope<OrganizationRef>> =>
    ok(request, toOrganizationRef(await orgByCode(ctx, request.query.orgcode))),
  );

  app.get(ApiPath.orgLogo, byCode, async (request): Promise<Envelope<LogoResult>> => {
    const org = await orgByCode(ctx, request.query.orgcode);
    return ok(request, { fileid: org.logoFileId });
  });

  app.get(ApiPath.orgBanner, byCode, async (request): Promise<Envelope<BannerResult>> => {
    const org = await orgByCode(ctx, request.query.orgcode);
    return ok(request, { imagefileid: org.bannerFileId });
  });

  for (const path of [ApiPath.orgBrief, ApiPath.orgBriefNoAuth]) {
    app.get(path, byId, async (request): Promise<Envelope<OrganizationBrief>> => {
      const org = await orgInScope(ctx, request, namedInQuery(request.query));
      return ok(request, toOrganizationBrief(org));
    });
  }

  app.get(ApiPath.orgRefined, byId, async (request): Promise<Envelope<OrganizationRefined>> => {
    const org = await orgInScope(ctx, request, namedInQuery(request.query));
    return ok(request, toOrganizationRefined(org));
  });

  app.get(ApiPath.orgConfig, byId, async (request): Promise<Envelope<OrganizationConfig>> => {
    const org = await orgInScope(ctx, request, namedInQuery(request.query));
    return ok(request, { enableailibrarian: org.enableAiLibrarian });
  });

  // The organisation's own menu (the settings page's homeMenu), else the defaults. Read from
  // the row at each call (answers are no-store), so a saved change shows at the next load.
  app.get(ApiPath.homeMenus, byId, async (request): Promise<Envelope<HomeMenuConfig>> => {
    const org = await orgInScope(ctx, request, namedInQuery(request.query));
    const content = {
      menus: shownHomeMenu(org.homeMenu),
      customerServicePhone: org.servicePhone ?? '',
    };
    return ok(request, { content: JSON.stringify(content) });
  });

  app.get(ApiPath.opacIcons, byId, async (request): Promise<Envelope<OpacIcon[]>> => {
    const org = await orgInScope(ctx, request, namedInQuery(request.query));
    return ok(request, homeMenuIcons(org.homeMenu));
  });

  app.get(
    ApiPath.inventorySystemHost,
    byId,
    async (request): Promise<Envelope<InventorySystemHost>> => {
      const org = await orgInScope(ctx, request, namedInQuery(request.query));
      return ok(request, { host: toInventoryHost(org) });
    },
  );

  app.post(
    ApiPath.footerLinks,
    { schema: { body: FooterLinksBody } },
    async (request): Promise<Envelope<Page<FooterLink>>> => {
      const { index = 1, pageSize = 20, organizationid } = request.body;
      const org = await orgInScope(ctx, request, organizationid);
      return ok(request, await listFooterLinks(ctx.db, org.id, index, pageSize));
    },
  );
};
