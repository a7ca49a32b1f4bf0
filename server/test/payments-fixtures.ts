/**
 * Fixtures for the payment suites: a real server listening on a port and the gateway emulator
 * on its own, so orders, the payer's pages and the signed notifications all travel over HTTP;
 * fresh readers with fines of their own, so tests do not depend on each other or on order.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  ApiPath,
  type Envelope,
  type PaymentRefusal,
  type PaymentStart,
  type Transaction,
} from '../../src/core/api/contract';
import type { Database, DatabaseHandle } from '../src/db/client';
import { bill, fine, reader } from '../src/db/schema';
import { payment } from '../src/db/tables/money';
import { emulatorGateway } from '../src/payments/emulator/adapter';
import { startPaymentEmulator, type PaymentEmulator } from '../src/payments/emulator/service';
import type { BuildAppOptions } from '../src/app';
import { openTestDatabase, send, testApp } from './helpers';
import { newReader, type TestReader } from './preborrow-fixtures';

export { YTKJ, DEMO2, newReader, type TestReader } from './preborrow-fixtures';

export const SECRET = randomBytes(32);
export const DESK_SECRET = 'desk-secret-for-the-tests-0123456789abcdef';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface PaymentsServer {
  handle: DatabaseHandle;
  db: Database;
  app: FastifyInstance;
  emulator: PaymentEmulator;
  notifyUrl: string;
}

/** The server (listening) and the emulator for a test file, closed after it. */
export function openPaymentsServer(
  opened: (server: PaymentsServer) => void,
  options: Partial<BuildAppOptions> = {},
): void {
  let server: Partial<PaymentsServer> = {};
  beforeAll(async () => {
    const handle = await openTestDatabase();
    // Retries come quickly here: a test that loses a notification waits for none of them.
    const emulator = await startPaymentEmulator({ secret: SECRET, retryDelaysMs: [50, 200] });
    const port = await freePort();
    const notifyUrl = `http://127.0.0.1:${port}/api${ApiPath.paymentNotify}`;
    const app = await testApp(handle, {
      paymentGateway: emulatorGateway({ url: emulator.baseUrl, secret: SECRET }),
      paymentNotifyUrl: notifyUrl,
      deskSecrets: { YTKJ: DESK_SECRET },
      ...options,
    });
    await app.listen({ host: '127.0.0.1', port });
    server = { handle, db: handle.db, app, emulator, notifyUrl };
    opened(server as PaymentsServer);
  });
  afterAll(async () => {
    await server.app?.close();
    await server.emulator?.close();
    await server.handle?.close();
  });
}

export const newKey = () => randomBytes(16).toString('hex');

/** A fine of the reader, unpaid. */
export async function addFine(db: Database, readerId: number, amountFen: number) {
  const [row] = await db
    .insert(fine)
    .values({ readerId, amountFen, reason: '测试罚款' })
    .returning({ id: fine.id });
  if (!row) throw new Error('fine insert returned nothing');
  return row.id;
}

/** A reader with fines of these amounts. */
export async function readerWithFines(db: Database, orgId: number, amounts: number[]) {
  const who = await newReader(db, orgId);
  const fineIds: number[] = [];
  for (const amount of amounts) fineIds.push(await addFine(db, who.id, amount));
  return { ...who, fineIds };
}

type Result = Envelope<PaymentStart | PaymentRefusal | null>;

export function call<T = PaymentStart>(
  app: FastifyInstance,
  path: string,
  token: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return send<T>(app, {
    method: 'POST',
    url: `/api${path}`,
    payload: body as object,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });
}

export const payFine = (
  app: FastifyInstance,
  who: TestReader,
  body: Record<string, unknown>,
  headers?: Record<string, string>,
) => call(app, ApiPath.payFine, who.token, body, headers);

/** The refusal's detail, failing the test when the call was not refused so. */
export function refusalOf(body: Result | Envelope<unknown>): PaymentRefusal {
  expect(body.code).toBe(10158);
  return body.data as PaymentRefusal;
}

export async function stateOf(app: FastifyInstance, token: string, orderno: string) {
  const response = await send<Transaction>(app, {
    method: 'GET',
    url: `/api${ApiPath.transactionState}?orderno=${encodeURIComponent(orderno)}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return response.body;
}

/** Polls the state (as the widget does) until it leaves paying, or fails the test. */
export async function settled(app: FastifyInstance, token: string, orderno: string) {
  for (let i = 0; i < 100; i++) {
    const state = await stateOf(app, token, orderno);
    if (state.data && state.data.status !== 'paying') return state.data;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`order ${orderno} still paying`);
}

/** The payer's decision on the emulator's page (the phone page or the bank's). */
export async function decide(url: string, decision: 'confirm' | 'decline') {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `decision=${decision}`,
    redirect: 'manual',
  });
}

/** The phone page's URL of a QR answer. */
export function qrUrl(start: PaymentStart): string {
  if (start.action.kind !== 'qr' || !start.action.url) throw new Error('no QR page');
  return start.action.url;
}

export async function billsOf(db: Database, readerId: number) {
  return db.select().from(bill).where(eq(bill.readerId, readerId)).orderBy(bill.id);
}

export async function paymentOf(db: Database, orderNo: string) {
  const [row] = await db
    .select({ payment, status: bill.status })
    .from(bill)
    .innerJoin(payment, eq(payment.billId, bill.id))
    .where(eq(bill.orderNo, orderNo));
  return row;
}

export async function finesOf(db: Database, readerId: number) {
  return db.select().from(fine).where(eq(fine.readerId, readerId)).orderBy(fine.id);
}

export async function readerRow(db: Database, readerId: number) {
  const [row] = await db.select().from(reader).where(eq(reader.id, readerId));
  return row;
}
