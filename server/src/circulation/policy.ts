import { eq, sql } from 'drizzle-orm';
import type { BorrowTypeInfo } from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { borrowType, reader } from '../db/schema';

/**
 * What a reader's borrow type allows and charges. A reader without a type gets the column
 * defaults of borrow_type (db/tables/organisations.ts), which these mirror.
 */
export interface CirculationPolicy {
  maxLoans: number;
  loanDays: number;
  maxRenewals: number;
  renewDays: number;
  fineFenPerDay: number;
  fineLimitFen: number;
}

export const DEFAULT_POLICY: CirculationPolicy = {
  maxLoans: 5,
  loanDays: 30,
  maxRenewals: 2,
  renewDays: 30,
  fineFenPerDay: 10,
  fineLimitFen: 1000,
};

/** The policy columns, selected beside a reader (left join borrow_type: null when none). */
export const policyColumns = {
  maxLoans: borrowType.maxLoans,
  loanDays: borrowType.loanDays,
  maxRenewals: borrowType.maxRenewals,
  renewDays: sql<number | null>`coalesce(${borrowType.renewDays}, ${borrowType.loanDays})`,
  fineFenPerDay: borrowType.fineFenPerDay,
  fineLimitFen: borrowType.fineLimitFen,
};

type PolicyRow = { [K in keyof CirculationPolicy]: number | null };

export function toPolicy(row: PolicyRow): CirculationPolicy {
  return {
    maxLoans: row.maxLoans ?? DEFAULT_POLICY.maxLoans,
    loanDays: row.loanDays ?? DEFAULT_POLICY.loanDays,
    maxRenewals: row.maxRenewals ?? DEFAULT_POLICY.maxRenewals,
    renewDays: row.renewDays ?? row.loanDays ?? DEFAULT_POLICY.renewDays,
    fineFenPerDay: row.fineFenPerDay ?? DEFAULT_POLICY.fineFenPerDay,
    fineLimitFen: row.fineLimitFen ?? DEFAULT_POLICY.fineLimitFen,
  };
}

/** The reader's policy and card expiry, only if the reader belongs to `orgId`. */
export async function readerPolicy(db: Database, orgId: number, readerId: number) {
  const [row] = await db
    .select({ expireAt: reader.expireAt, organizationId: reader.organizationId, ...policyColumns })
    .from(reader)
    .leftJoin(borrowType, eq(borrowType.id, reader.borrowTypeId))
    .where(eq(reader.id, readerId));
  if (!row || row.organizationId !== orgId) return undefined;
  return { expireAt: row.expireAt, policy: toPolicy(row) };
}

/** A borrow type of the organisation as the contract shows it. */
export async function findBorrowType(
  db: Database,
  orgId: number,
  id: number,
): Promise<BorrowTypeInfo | undefined> {
  const [row] = await db.select().from(borrowType).where(eq(borrowType.id, id));
  if (!row || row.organizationId !== orgId) return undefined;
  return {
    id: row.id,
    name: row.name,
    maxloans: row.maxLoans,
    loandays: row.loanDays,
    maxrenewals: row.maxRenewals,
    renewdays: row.renewDays ?? row.loanDays,
    fineperday: row.fineFenPerDay,
    finelimit: row.fineLimitFen,
    maxpreborrows: row.maxPreborrows,
    preborrowholddays: row.preborrowHoldDays,
  };
}
