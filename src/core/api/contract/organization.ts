/** Organisation: who runs the portal, its logo, banner, configuration, home menus and footer links. */

/** GET /IdentityApi/Organization/Query/ByOrgCode?orgcode= */
export interface OrganizationRef {
  id: number;
  name: string;
  orgcode: string;
}

/** GET /IdentityApi/Organization/Query/Brief/Information?orgid= (and …/ById/NoAuth?organizationid=) */
export interface OrganizationBrief extends OrganizationRef {
  logofileid: string | null;
  bannerfileid: string | null;
  servicephone: string | null;
  /**
   * ICP registration record number. The portal's footer shows the default organisation's (the
   * operator's) and no other (spec §2; src/host-app/layout/Footer.tsx).
   */
  registrationno: string | null;
}

/** GET /IdentityApi/Organization/Query/Brief/Information/Refined?orgid= */
export interface OrganizationRefined extends OrganizationBrief {
  address: string | null;
  openinghours: string | null;
  introduction: string | null;
  readernotice: string | null;
}

/** GET /IdentityApi/Organization/Query/Logo?orgcode= */
export interface LogoResult {
  fileid: string | null;
}
/** GET /NewsApi/Banner/Query?orgcode= */
export interface BannerResult {
  imagefileid: string | null;
}
/** GET /IdentityApi/Organization/Query/Config?orgid= */
export interface OrganizationConfig {
  enableailibrarian: boolean;
}
/** GET /NewsApi/OPACMenus/Query?orgid= → `content` is JSON: a menu list or {menus, customerServicePhone}. */
export interface HomeMenuConfig {
  content: string;
}
export interface HomeMenuEntry {
  key: string;
  title: string;
  path?: string;
  icon?: string;
}

/** POST /NewsApi/OPACLinks/List {index, pageSize, organizationid} */
export interface FooterLinksRequest {
  index: number;
  pageSize: number;
  organizationid?: number;
}
export interface FooterLink {
  id: number;
  title: string;
  /** The link's URL. */
  content: string;
  isshow: boolean;
}

/** The paths of this area (ApiPath in index.ts joins every area's). */
export const OrganizationPath = {
  orgByCode: '/IdentityApi/Organization/Query/ByOrgCode',
  orgBrief: '/IdentityApi/Organization/Query/Brief/Information',
  orgRefined: '/IdentityApi/Organization/Query/Brief/Information/Refined',
  orgBriefNoAuth: '/IdentityApi/Organization/Query/Brief/Information/ById/NoAuth',
  orgLogo: '/IdentityApi/Organization/Query/Logo',
  orgBanner: '/NewsApi/Banner/Query',
  orgConfig: '/IdentityApi/Organization/Query/Config',
  homeMenus: '/NewsApi/OPACMenus/Query',
  footerLinks: '/NewsApi/OPACLinks/List',
} as const;
