/**
 * Tables of the reader (every person who logs in: students, teachers, staff) and of signing in:
 * refresh tokens, revoked sessions and the organisations' single-sign-on secrets.
 *
 * columns.ts imports `reader` from here, so this file takes its builders from base-columns.ts
 * and organisations.ts.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, identity, time } from './base-columns';
import { borrowType, department, file, organization, organizationRef } from './organisations';

export const reader = pgTable(
  'reader',
  {
    id: identity(),
    uuid: uuid().notNull().unique().defaultRandom(),
    organizationId: organizationRef(),
    readercode: varchar({ length: 64 }).notNull(),
    name: text().notNull(),
    nickname: text().notNull().default(''),
    /** 1 is a teacher; anything else a student. */
    usertype: smallint().notNull().default(0),
    passwordHash: text().notNull(),
    /** A generated initial or reset password: the portal asks for a new one at the next login. */
    mustChangePassword: boolean().notNull().default(false),
    sex: smallint().notNull().default(1),
    email: text(),
    phone: text(),
    departmentId: integer().references(() => department.id),
    grade: text(),
    level: smallint().notNull().default(1),
    score: integer().notNull().default(0),
    depositFen: integer().notNull().default(0),
    /** Money recharged into the reader's account (fen). */
    balanceFen: integer().notNull().default(0),
    borrowTypeId: integer().references(() => borrowType.id),
    avatarFileId: text().references(() => file.id),
    expireAt: time(),
    /**
     * Why the library blocked the account (lost card, unreturned books, …): the desk lends
     * nothing while it is set. Null: not blocked.
     */
    blockedReason: text(),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.organizationId, t.readercode),
    check('reader_sex', sql`${t.sex} in (1, 2)`),
  ],
);

export const refreshToken = pgTable(
  'refresh_token',
  {
    id: identity(),
    readerId: integer()
      .notNull()
      .references(() => reader.id, { onDelete: 'cascade' }),
    family: uuid().notNull(),
    /** sha256 of the token (hex): the token itself is never stored. */
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    expiresAt: time().notNull(),
    createdAt: createdAt(),
    revokedAt: time(),
    replacedBy: integer(),
  },
  (t) => [index().on(t.family), index().on(t.readerId)],
);

/**
 * Sessions (refresh-token families, the access token's `sid`) ended by logout, a password
 * change or a replayed refresh token. Kept for an access token's lifetime: the server loads
 * them into the shared state on start, so a restarted instance still refuses their tokens.
 */
export const revokedSession = pgTable(
  'revoked_session',
  {
    family: uuid().primaryKey(),
    readerId: integer()
      .notNull()
      .references(() => reader.id, { onDelete: 'cascade' }),
    revokedAt: createdAt(),
  },
  (t) => [index().on(t.revokedAt)],
);

/**
 * An organisation's single-sign-on secret, with which its own systems mint one-time login
 * codes server to server (POST /SSOApi/Cookie/Mint). Only its sha256 is stored.
 */
export const ssoSecret = pgTable('sso_secret', {
  organizationId: integer()
    .primaryKey()
    .references(() => organization.id, { onDelete: 'cascade' }),
  secretHash: varchar({ length: 64 }).notNull(),
  createdAt: createdAt(),
});
