import type { Database } from '../db/client';
import { listAllowedOrigins } from '../queries/organizations';
import { OriginList, parseOriginPattern } from './origin-patterns';

/** Lists are re-read at most once a minute: a new school site works within a minute. */
export const ALLOWED_ORIGINS_TTL_MS = 60_000;

/** An organisation as a request names it: by id (token, `orgid`) or by code (`orgcode`). */
export interface NamedOrganization {
  id?: number;
  code?: string;
}

interface Lists {
  expires: number;
  byId: Map<number, OriginList>;
  idByCode: Map<string, number>;
  union: OriginList;
}

/**
 * Each organisation's allow-list from the database, plus the deployment's own origins
 * (ALLOWED_ORIGINS), which every organisation allows. Read once a minute, one read at a time.
 */
export class AllowedOrigins {
  private lists: Lists | undefined;
  private loading: Promise<Lists> | undefined;
  private readonly extra: OriginList;
  private readonly reported = new Set<string>();

  constructor(
    private readonly db: Database,
    extra: readonly string[] = [],
    /** Told once of each stored entry that is skipped (`*`, or not an origin). */
    private readonly onSkipped: (orgcode: string, entry: string) => void = () => undefined,
  ) {
    this.extra = new OriginList(extra);
  }

  /** The organisation's list, or undefined when no organisation has that id or code. */
  async of(named: NamedOrganization): Promise<OriginList | undefined> {
    const lists = await this.current();
    const id = named.id ?? (named.code ? lists.idByCode.get(named.code.toUpperCase()) : undefined);
    return id === undefined ? undefined : lists.byId.get(id);
  }

  /** Every organisation's origins together. */
  async union(): Promise<OriginList> {
    return (await this.current()).union;
  }

  /** Read again at the next call: an admin changed a list (http/organization-changes.ts). */
  forget(): void {
    this.lists = undefined;
  }

  private current(): Promise<Lists> {
    if (this.lists && this.lists.expires > Date.now()) return Promise.resolve(this.lists);
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    return this.loading;
  }

  private async load(): Promise<Lists> {
    const rows = await listAllowedOrigins(this.db);
    const byId = new Map<number, OriginList>();
    const idByCode = new Map<string, number>();
    const all: string[] = [];
    for (const row of rows) {
      const valid = row.origins.filter((entry) => {
        const ok = parseOriginPattern(entry) !== undefined;
        const key = `${row.orgcode} ${entry}`;
        if (!ok && !this.reported.has(key)) {
          this.reported.add(key);
          this.onSkipped(row.orgcode, entry);
        }
        return ok;
      });
      byId.set(row.id, new OriginList(valid).with(this.extra));
      idByCode.set(row.orgcode.toUpperCase(), row.id);
      all.push(...valid);
    }
    this.lists = {
      expires: Date.now() + ALLOWED_ORIGINS_TTL_MS,
      byId,
      idByCode,
      union: new OriginList(all).with(this.extra),
    };
    return this.lists;
  }
}
