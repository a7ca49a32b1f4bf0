/** What every part of the payments service shares: the options with their defaults filled in. */
import { createHash } from 'node:crypto';
import type { TradeMethod } from '../../../../src/core/api/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { organization } from '../../db/schema';
import { DEFAULT_ZONE, type TimeZone } from '../../time';
import type { PaymentGateway } from '../gateway';
import { CASH_TTL_MS, ONLINE_TTL_MS, type PaymentsOptions } from './types';

export interface PaymentsCore {
  db: Database;
  gateway: PaymentGateway | null;
  notifyUrl: string;
  onlineTtlMs: number;
  cashTtlMs: number;
  /** Told of faults that are recorded rather than thrown. */
  warn: (message: string, error?: unknown) => void;
  /** The organisation's zone, for the date its order numbers carry. */
  zoneOf: (orgId: number) => Promise<TimeZone>;
}

export function paymentsCore(options: PaymentsOptions): PaymentsCore {
  return {
    db: options.db,
    gateway: options.gateway,
    notifyUrl: options.notifyUrl,
    onlineTtlMs: options.onlineTtlMs ?? ONLINE_TTL_MS,
    cashTtlMs: options.cashTtlMs ?? CASH_TTL_MS,
    warn: (message, error) => options.warn?.(message, error),
    zoneOf: (orgId) => options.zoneOf?.(orgId) ?? Promise.resolve(DEFAULT_ZONE),
  };
}

/**
 * Methods a payment of the organisation's readers may use: the gateway's that the library
 * offers (`organization.payment_methods`, null for all of them), and cash at the desk, which
 * the desk always takes.
 */
export async function paymentMethods(core: PaymentsCore, orgId: number): Promise<TradeMethod[]> {
  const offered = core.gateway?.methods ?? [];
  const [org] = await core.db
    .select({ chosen: organization.paymentMethods })
    .from(organization)
    .where(eq(organization.id, orgId));
  const chosen = org?.chosen;
  return [...offered.filter((method) => !chosen || chosen.includes(method)), 'cash'];
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest();
export const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
