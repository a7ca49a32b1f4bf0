import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { borrowType } from '../db/schema';
import type { Intent } from './intents';

/** What each kind of reader may borrow and is charged: the rules as data, in any language. */
export interface PolicyFact {
  /** The borrow type's name, as the library wrote it. */
  name: string;
  maxLoans: number;
  loanDays: number;
  maxRenewals: number;
  fineFenPerDay: number;
}

/** Questions whose answer the borrowing rules are. */
const RULE_INTENTS: readonly Intent[] = ['readerNotice', 'fines', 'renewal', 'reservation'];

/**
 * The library's borrow types, for a question about the rules: an English answer states them
 * from these figures instead of pasting the library's notice written in Chinese.
 */
export async function policyFacts(
  db: Database,
  orgId: number,
  intents: Intent[],
): Promise<PolicyFact[] | undefined> {
  if (!intents.some((intent) => RULE_INTENTS.includes(intent))) return undefined;
  const rows = await db
    .select({
      name: borrowType.name,
      maxLoans: borrowType.maxLoans,
      loanDays: borrowType.loanDays,
      maxRenewals: borrowType.maxRenewals,
      fineFenPerDay: borrowType.fineFenPerDay,
    })
    .from(borrowType)
    .where(eq(borrowType.organizationId, orgId))
    .orderBy(asc(borrowType.id));
  return rows.length > 0 ? rows : undefined;
}
