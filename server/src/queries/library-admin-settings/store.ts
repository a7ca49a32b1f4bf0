/**
 * Reading and saving the library's settings. Everything is read and written inside the
 * admin's organisation only: the organisation's row (name, phone, hours, address, origins, payment methods, home menu), its footer links, its reader types and
 * its copy-cataloguing sources. A save locks the organisation's row first, so two admins saving
 * at once are put in a row and each audit entry's `before` is what that save replaced; the
 * audit entry is written in the same transaction as the change.
 */
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type {
  LibrarySettings,
  SettingsHomeMenuEntry,
  SettingsImageKind,
  SettingsSection,
  SettingsUpdateRequest,
  SettingsValues,
  TradeMethod,
} from '../../../../src/core/api/contract';
import type { Database } from '../../db/client';
import { borrowType, footerLink, organization } from '../../db/schema';
import { cataloguingSource } from '../../db/tables/library-admin-catalogue';
import { DEFAULT_SETTINGS_HOME_MENU, homeMenuChoices, homeMenuOf } from '../home-menu';
import { writeAudit } from '../library-admin/audit';
import { storePublicImage } from '../public-files';
import type { DeskScope } from '../library-admin/common';
import type { EncodedImage } from '../../uploads/image';
import type { SettingsRefused } from './validate';

/** `offered`: the methods the payment gateway offers (none without a gateway). */
export async function readSettings(
  db: Database,
  orgId: number,
  offered: readonly TradeMethod[] = [],
): Promise<LibrarySettings | undefined> {
  const [org] = await db.select().from(organization).where(eq(organization.id, orgId));
  if (!org) return undefined;
  const links = await db
    .select({ title: footerLink.title, url: footerLink.url, isshow: footerLink.isShow })
    .from(footerLink)
    .where(eq(footerLink.organizationId, orgId))
    .orderBy(asc(footerLink.sortOrder), asc(footerLink.id));
  const types = await db
    .select()
    .from(borrowType)
    .where(eq(borrowType.organizationId, orgId))
    .orderBy(asc(borrowType.id));
  const sources = await db
    .select({
      name: cataloguingSource.name,
      protocol: cataloguingSource.protocol,
      url: cataloguingSource.baseUrl,
      allowprivate: cataloguingSource.allowPrivate,
    })
    .from(cataloguingSource)
    .where(eq(cataloguingSource.organizationId, orgId))
    .orderBy(asc(cataloguingSource.name));
  return {
    general: {
      name: org.name,
      servicephone: org.servicePhone ?? '',
      enableailibrarian: org.enableAiLibrarian,
      logofileid: org.logoFileId,
      bannerfileid: org.bannerFileId,
    },
    hours: { openinghours: org.openingHours ?? '', address: org.address ?? '' },
    footerLinks: links,
    origins: org.allowedOrigins,
    loanRules: types.map((type) => ({
      id: type.id,
      name: type.name,
      maxloans: type.maxLoans,
      loandays: type.loanDays,
      maxrenewals: type.maxRenewals,
      finefenperday: type.fineFenPerDay,
      finelimitfen: type.fineLimitFen,
      maxreservations: type.maxPreborrows,
      holddays: type.preborrowHoldDays,
    })),
    sources,
    payments: {
      // Null (never chosen) offers all of the gateway's; a method it dropped is not shown.
      methods: offered.filter((method) => org.paymentMethods?.includes(method) ?? true),
      offered: [...offered],
    },
    homeMenu: homeMenuOf(org.homeMenu),
    homeMenuChoices: homeMenuChoices(),
  };
}

/** The same entries, in the same order, with the same values (keys in any order). */
const sameMenu = (a: readonly SettingsHomeMenuEntry[], b: readonly SettingsHomeMenuEntry[]) =>
  a.length === b.length &&
  a.every((entry, index) => {
    const other = b[index]!;
    return (
      entry.key === other.key &&
      entry.title === other.title &&
      (entry.path ?? '') === (other.path ?? '') &&
      entry.icon === other.icon &&
      entry.isshow === other.isshow
    );
  });

type Tx = Database;

/** Writes one section (values already checked); a refusal when a row is not this library's. */
const writers: {
  [S in SettingsSection]: (
    tx: Tx,
    orgId: number,
    value: SettingsValues[S],
  ) => Promise<SettingsRefused | void>;
} = {
  general: async (tx, orgId, value) => {
    await tx
      .update(organization)
      .set({
        name: value.name,
        servicePhone: value.servicephone || null,
        enableAiLibrarian: value.enableailibrarian,
      })
      .where(eq(organization.id, orgId));
  },
  hours: async (tx, orgId, value) => {
    await tx
      .update(organization)
      .set({ openingHours: value.openinghours || null, address: value.address || null })
      .where(eq(organization.id, orgId));
  },
  footerLinks: async (tx, orgId, links) => {
    // The list replaces the old one; the order given is the footer's order.
    await tx.delete(footerLink).where(eq(footerLink.organizationId, orgId));
    if (links.length === 0) return;
    await tx.insert(footerLink).values(
      links.map((link, index) => ({
        organizationId: orgId,
        title: link.title,
        url: link.url,
        isShow: link.isshow,
        sortOrder: index,
      })),
    );
  },
  origins: async (tx, orgId, origins) => {
    await tx
      .update(organization)
      .set({ allowedOrigins: origins })
      .where(eq(organization.id, orgId));
  },
  loanRules: async (tx, orgId, rules) => {
    if (rules.length === 0) return;
    const own = await tx
      .select({ id: borrowType.id })
      .from(borrowType)
      .where(
        and(
          eq(borrowType.organizationId, orgId),
          inArray(
            borrowType.id,
            rules.map((rule) => rule.id),
          ),
        ),
      );
    const ownIds = new Set(own.map((row) => row.id));
    const missing = rules.findIndex((rule) => !ownIds.has(rule.id));
    if (missing >= 0) {
      return {
        refused: 'readerTypeNotFound',
        section: 'loanRules',
        field: null,
        problem: null,
        index: missing,
      };
    }
    for (const rule of rules) {
      await tx
        .update(borrowType)
        .set({
          name: rule.name,
          maxLoans: rule.maxloans,
          loanDays: rule.loandays,
          maxRenewals: rule.maxrenewals,
          fineFenPerDay: rule.finefenperday,
          fineLimitFen: rule.finelimitfen,
          maxPreborrows: rule.maxreservations,
          preborrowHoldDays: rule.holddays,
        })
        .where(and(eq(borrowType.id, rule.id), eq(borrowType.organizationId, orgId)));
    }
  },
  sources: async (tx, orgId, sources) => {
    // Kept by name (the catalogue's search names a source by it): changed, added, removed.
    const names = sources.map((source) => source.name);
    await tx
      .delete(cataloguingSource)
      .where(
        and(
          eq(cataloguingSource.organizationId, orgId),
          ...(names.length ? [notInArray(cataloguingSource.name, names)] : []),
        ),
      );
    for (const source of sources) {
      await tx
        .insert(cataloguingSource)
        .values({
          organizationId: orgId,
          name: source.name,
          baseUrl: source.url,
          protocol: source.protocol,
          allowPrivate: source.allowprivate,
        })
        .onConflictDoUpdate({
          target: [cataloguingSource.organizationId, cataloguingSource.name],
          set: {
            protocol: source.protocol,
            baseUrl: source.url,
            allowPrivate: source.allowprivate,
          },
        });
    }
  },
  payments: async (tx, orgId, value) => {
    // The list as chosen, even when it is all the gateway offers: a method the gateway adds
    // later is not offered until the admin chooses it.
    await tx
      .update(organization)
      .set({ paymentMethods: value.methods })
      .where(eq(organization.id, orgId));
  },
  homeMenu: async (tx, orgId, entries) => {
    // The defaults exactly ("Restore the defaults") are stored as null, so the library follows
    // the product's default menu as it changes, as one that never edited it does.
    const homeMenu = sameMenu(entries, DEFAULT_SETTINGS_HOME_MENU) ? null : entries;
    await tx.update(organization).set({ homeMenu }).where(eq(organization.id, orgId));
  },
};

/**
 * Saves a checked section and audits it with the section before and after; answers the whole
 * settings as saved, or the refusal (nothing written then).
 */
export async function saveSettings(
  db: Database,
  scope: DeskScope,
  request: SettingsUpdateRequest,
  offered: readonly TradeMethod[] = [],
): Promise<LibrarySettings | SettingsRefused | undefined> {
  class Refused extends Error {
    constructor(readonly value: SettingsRefused) {
      super(value.refused);
    }
  }
  try {
    return await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: organization.id })
        .from(organization)
        .where(eq(organization.id, scope.orgId))
        .for('update');
      if (!locked) return undefined;
      const before = await readSettings(tx, scope.orgId, offered);
      const write = writers[request.section] as (
        tx: Tx,
        orgId: number,
        value: unknown,
      ) => Promise<SettingsRefused | void>;
      const refused = await write(tx, scope.orgId, request.value);
      if (refused) throw new Refused(refused);
      const after = await readSettings(tx, scope.orgId, offered);
      if (!before || !after) return undefined;
      await writeAudit(tx, scope, 'settings', request.section, {
        section: request.section,
        before: before[request.section],
        after: after[request.section],
      });
      return after;
    });
  } catch (error) {
    if (error instanceof Refused) return error.value;
    throw error;
  }
}

/**
 * Stores a re-encoded logo or banner as a public file of the organisation and makes it the
 * current one, audited with the file ids before and after. The old file is kept: pages a
 * browser or the server rendered a moment ago still name it, and a public file is cached a day.
 */
export async function saveImage(
  db: Database,
  scope: DeskScope,
  kind: SettingsImageKind,
  image: EncodedImage,
  offered: readonly TradeMethod[] = [],
): Promise<LibrarySettings | undefined> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ logo: organization.logoFileId, banner: organization.bannerFileId })
      .from(organization)
      .where(eq(organization.id, scope.orgId))
      .for('update');
    if (!locked) return undefined;
    const fileId = await storePublicImage(tx, scope.orgId, kind, image);
    await tx
      .update(organization)
      .set(kind === 'logo' ? { logoFileId: fileId } : { bannerFileId: fileId })
      .where(eq(organization.id, scope.orgId));
    const field = kind === 'logo' ? 'logofileid' : 'bannerfileid';
    await writeAudit(tx, scope, 'settings', 'general', {
      section: 'general',
      before: { [field]: locked[kind] },
      after: { [field]: fileId },
    });
    return readSettings(tx, scope.orgId, offered);
  });
}
