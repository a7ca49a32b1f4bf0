/**
 * Tables of the organisation (the library) and its settings: the file store (logos, covers,
 * avatars and every other upload are rows of `file`), the organisation itself, its footer links,
 * departments (classes), borrow types (the lending rules of a kind of reader), library locations
 * (reading rooms) and pre-borrow pick-up sites.
 *
 * This file and readers.ts are the tables every other refers to: columns.ts imports them, so
 * they take their builders from base-columns.ts, and `organizationRef` is defined here.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  type ReferenceConfig,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import type { SettingsHomeMenuEntry } from '../../../../src/core/api/contract';
import { bytea, createdAt, identity } from './base-columns';

export const file = pgTable('file', {
  id: text().primaryKey(),
  organizationId: integer().references((): AnyPgColumn => organization.id),
  filename: text().notNull(),
  mime: text().notNull(),
  content: bytea().notNull(),
  createdAt: createdAt(),
});

export const organization = pgTable('organization', {
  id: identity(),
  orgcode: varchar({ length: 32 }).notNull().unique(),
  name: text().notNull(),
  logoFileId: text().references((): AnyPgColumn => file.id),
  bannerFileId: text().references((): AnyPgColumn => file.id),
  servicePhone: text(),
  registrationNo: text(),
  enableAiLibrarian: boolean().notNull().default(true),
  /**
   * Origins allowed to call the API with credentials and to frame the portal's pages: exact
   * origins or `scheme://host:*` (server/src/http/origin-patterns.ts); a `*` is never honoured.
   */
  allowedOrigins: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /**
   * IANA time zone of the library's day (due dates, fines, holds, rankings' periods,
   * reminders, opening hours): server/src/time/ computes every library day in it.
   */
  timeZone: text().notNull().default('Asia/Shanghai'),
  address: text(),
  openingHours: text(),
  introduction: text(),
  readerNotice: text(),
  /**
   * The address (http or https) of the library's AI inventory system, which scans the shelves
   * and keeps where each copy was last seen; null when the library runs none.
   */
  inventoryHost: text(),
  /**
   * The online payment methods the library offers its readers (a subset of the gateway's: the
   * settings page's `payments`); null offers everything the gateway does. Cash at the desk is
   * not listed: the desk always takes it.
   */
  paymentMethods: text().array(),
  /**
   * The portal's home menu as the admin saved it (the settings page's `homeMenu`: entries with
   * key, title, path, icon, shown); null is the default menu (queries/home-menu.ts), so a
   * library that never edited it follows the product's defaults.
   */
  homeMenu: jsonb().$type<SettingsHomeMenuEntry[]>(),
});

/**
 * The organisation a row belongs to: every query of the row is scoped by it. `actions` as
 * `references()` takes them (the reading-stats rollups go with the organisation).
 */
export const organizationRef = (actions?: ReferenceConfig['actions']) =>
  integer()
    .notNull()
    .references(() => organization.id, actions);

export const footerLink = pgTable(
  'footer_link',
  {
    id: identity(),
    organizationId: organizationRef(),
    title: text().notNull(),
    url: text().notNull(),
    isShow: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [index().on(t.organizationId, t.sortOrder)],
);

export const department = pgTable('department', {
  id: identity(),
  organizationId: organizationRef(),
  name: text().notNull(),
});

export const borrowType = pgTable('borrow_type', {
  id: identity(),
  organizationId: organizationRef(),
  name: text().notNull(),
  maxLoans: integer().notNull(),
  loanDays: integer().notNull(),
  /** Active reservations (waiting, not arrived or arrived) a reader of this type may hold. */
  maxPreborrows: integer().notNull().default(3),
  /** Days a reserved copy is held for the reader once it has arrived. */
  preborrowHoldDays: integer().notNull().default(3),
  /** Renewals a loan may have (server/src/circulation/renewal.ts). */
  maxRenewals: integer().notNull().default(2),
  /** Days a renewal gives, counted from the day of the renewal; null: `loanDays`. */
  renewDays: integer(),
  /** Fine per overdue day, fen (server/src/jobs/fines.ts accrues it). */
  fineFenPerDay: integer().notNull().default(10),
  /** Unpaid fines above this (fen) refuse renewals. */
  fineLimitFen: integer().notNull().default(1000),
  /** Deposit a reader of this type pays (fen; 0: none asked). */
  depositFen: integer().notNull().default(0),
});

export const libraryLocation = pgTable('library_location', {
  id: identity(),
  organizationId: organizationRef(),
  name: text().notNull(),
  /**
   * The storey the room is on (1 = the entrance's), for the 3D floor map; null where the
   * library has not said, which the map reads as the entrance's storey.
   */
  floor: smallint(),
});

export const preborrowSite = pgTable('preborrow_site', {
  id: identity(),
  organizationId: organizationRef(),
  name: text().notNull(),
});
