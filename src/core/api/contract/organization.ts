/** Organisation: who runs the portal, its logo, banner, configuration, home menus and footer links. */

/** GET /IdentityApi/Organization/Query/ByOrgCode?orgcode= */
export interface OrganizationRef {
  id: number;
  name: string;
  orgcode: string;
  /**
   * The library's IANA time zone (default Asia/Shanghai, DEFAULT_TIME_ZONE): its days — due
   * dates, rankings' weeks and months, news dates — are shown in it, wherever the reader is.
   */
  timezone: string;
}

/** GET /IdentityApi/Organization/Query/Brief/Information?orgid= (and …/ById/NoAuth?organizationid=) */
export interface OrganizationBrief extends OrganizationRef {
  logofileid: string | null;
  bannerfileid: string | null;
  servicephone: string | null;
  /**
   * ICP registration record number. The portal's footer shows the default organisation's (the
   * operator's) and no other (src/host-app/layout/Footer.tsx).
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
  /** A portal path (`/about`) or an `https://` address. */
  path?: string;
  icon?: string;
  /**
   * The library's own title (renamed, or an entry it added): shown as it is. Without it the
   * portal shows the key's translation, so a default entry reads right in every language.
   */
  owntitle?: boolean;
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

/**
 * POST /Api/Organization/List {qname?, pageindex?, pagesize?, id?} → Page<OrganizationProfile>:
 * the organisations that run the portal, for the product's own pages (/case, /case-detail).
 * Public, so an entry holds only what a visitor may see: the name, code and logo, and three
 * aggregate figures; never a reader, a setting or a contact. `qname` matches part of the name
 * or the code; `id` asks for one organisation (a page of one, or of none). Not `organizationid`:
 * the client adds that to every logged-in body, which would narrow the list to the reader's own.
 */
export interface OrganizationListRequest {
  qname?: string;
  pageindex?: number;
  pagesize?: number;
  id?: number;
}

export interface OrganizationProfile extends OrganizationRef {
  logofileid: string | null;
  /** Titles in the catalogue. */
  titles: number;
  /** Readers (students and teachers; staff are not counted). */
  readers: number;
  /** Loans since the first day of the library's current year (as of the last rollup). */
  loansthisyear: number;
}

/** At most this many organisations a page. */
export const MAX_ORGANIZATION_PAGE_SIZE = 50;
/** The longest `qname` the list accepts. */
export const MAX_ORGANIZATION_QUERY_LENGTH = 64;

/**
 * GET /NewsApi/OPACIcons/Query?orgid= → OpacIcon[]: the icons of the home menu's entries, by
 * the entry's key. An icon is drawn from its path data (`<path d>` in a 24×24 box), never
 * from markup, so an organisation's icons cannot carry script.
 */
export interface OpacIcon {
  key: string;
  path: string;
}

/**
 * GET /LibraryApi/Book/Query/InventoryAISystemHost?orgid= → the address of the library's
 * AI inventory system (the shelf-scanning robot's service, which photographs every shelf),
 * or null when the library runs none. A copy's page links to the shelf's latest scan there.
 */
export interface InventorySystemHost {
  host: string | null;
}

/** The paths of this area (ApiPath in index.ts joins every area's). */
export const OrganizationPath = {
  organizationList: '/Api/Organization/List',
  opacIcons: '/NewsApi/OPACIcons/Query',
  inventorySystemHost: '/LibraryApi/Book/Query/InventoryAISystemHost',
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
