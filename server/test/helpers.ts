import { constants, publicEncrypt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { count, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { ApiPath, type Envelope, type LoginResult } from '../../src/core/api/contract';
import { buildApp, type BuildAppOptions } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { DEFAULT_WRITE_LIMITS, type WriteLimits } from '../src/http/limit-counter';
import * as t from '../src/db/schema';
import { migrationsDir } from '../src/paths';
import { ebook } from '../src/db/tables/ebooks';
import type { SeedOptions } from '../src/seed/index';
import { seededDatabase } from './seeded-snapshots';

export const DEMO_PASSWORD = 'Passw0rd!';

/** The migrations this code ships (drizzle's journal): what /api/health compares against. */
const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};
export const MIGRATIONS = journal.entries.length;
export const LATEST_MIGRATION = journal.entries.at(-1)?.tag;
/** Enough of books.csv for tests that do not search the catalogue. */
export const SMALL_CATALOGUE: SeedOptions = { catalogueLimit: 200, testFixtures: true };

/** One database per test file: PGlite in memory, migrated and seeded (or a copy of one). */
export function openTestDatabase(seed: SeedOptions = SMALL_CATALOGUE): Promise<DatabaseHandle> {
  return seededDatabase(seed);
}

export interface TestServer {
  handle: DatabaseHandle;
  app: FastifyInstance;
}

/**
 * A test file's database and app: opened (migrated, seeded) before its tests, closed after
 * them. `opened` hands both to the file's own variables.
 */
export function openTestServer(
  opened: (server: TestServer) => void,
  seed?: SeedOptions,
  options: Partial<BuildAppOptions> = {},
): void {
  let server: Partial<TestServer> = {};
  beforeAll(async () => {
    const handle = await openTestDatabase(seed);
    server = { handle, app: await testApp(handle, options) };
    opened(server as TestServer);
  });
  afterAll(async () => {
    await server.app?.close();
    await server.handle?.close();
  });
}

/** Every kind of write at 1,000 a minute: the suites' own writes never meet a limit. */
export const RELAXED_WRITE_LIMITS = Object.fromEntries(
  Object.keys(DEFAULT_WRITE_LIMITS).map((kind) => [kind, [{ max: 1000, windowMs: 60_000 }]]),
) as WriteLimits;

export function testApp(handle: DatabaseHandle, options: Partial<BuildAppOptions> = {}) {
  // High limits so the suites can log in, ask and write freely; the limit tests set their own.
  return buildApp({
    db: handle,
    loginRateLimit: 1000,
    questionRateLimit: 1000,
    loginAddressRateLimit: 1000,
    writeLimits: RELAXED_WRITE_LIMITS,
    distDir: '/nonexistent',
    ...options,
  });
}

export interface ApiResponse<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: Record<string, unknown>;
}

/** Any request, its JSON envelope parsed (post and get cover the common cases). */
export async function send<T>(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<ApiResponse<T>> {
  const response = await app.inject(options);
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

const authHeaders = (token?: string): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

export function post<T = unknown>(
  app: FastifyInstance,
  path: string,
  body: unknown,
  token?: string,
) {
  return send<T>(app, {
    method: 'POST',
    url: `/api${path}`,
    payload: body as object,
    headers: authHeaders(token),
  });
}

export function get<T = unknown>(app: FastifyInstance, path: string, token?: string) {
  return send<T>(app, { method: 'GET', url: `/api${path}`, headers: authHeaders(token) });
}

/** Encrypts like the browser: jsencrypt's encryptOAEP (SHA-256) over the UTF-8 bytes. */
export function encryptPassword(publicKeyPem: string, password: string): string {
  return publicEncrypt(
    { key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password, 'utf8'),
  ).toString('base64');
}

export async function loginKey(app: FastifyInstance): Promise<string> {
  return (await get<string>(app, ApiPath.loginKey)).body.data;
}

export async function login(
  app: FastifyInstance,
  orgcode: string,
  readercode: string,
  password = DEMO_PASSWORD,
) {
  const encrypted = encryptPassword(await loginKey(app), password);
  return post<LoginResult>(app, ApiPath.login, {
    orgcode,
    readercode,
    password: encrypted,
    islogin: true,
  });
}

/** Logs in and returns the session, failing the test when login does not succeed. */
export async function session(app: FastifyInstance, orgcode: string, readercode: string) {
  const response = await login(app, orgcode, readercode);
  if (response.body.code !== 0) throw new Error(`login failed: ${JSON.stringify(response.body)}`);
  return response.body.data;
}

/**
 * Access tokens of the demo readers the social suites act as: the YTKJ student and teacher
 * and the DEMO2 student (same reader code, another organisation).
 */
export async function demoReaderTokens(app: FastifyInstance) {
  const token = async (orgcode: string, readercode: string) =>
    (await session(app, orgcode, readercode)).token;
  return {
    ytkjStudent: await token('YTKJ', '20230001'),
    ytkjTeacher: await token('YTKJ', 'T0001'),
    demo2Student: await token('DEMO2', '20230001'),
  };
}

/** Row counts of every seeded table, to prove an operation changed nothing. */
export async function tableCounts(handle: DatabaseHandle): Promise<Record<string, number>> {
  const tables: PgTable[] = [
    t.organization,
    t.file,
    t.footerLink,
    t.department,
    t.borrowType,
    t.reader,
    t.libraryLocation,
    t.preborrowSite,
    t.book,
    t.bookCopy,
    t.borrowRecord,
    t.preborrow,
    t.bill,
    t.fine,
    t.news,
    ebook,
    t.seedMarker,
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await handle.db.select({ n: count() }).from(table);
    counts[getTableName(table)] = row?.n ?? -1;
  }
  return counts;
}
