/**
 * Where the organisations' zones are read. A request that already loaded its organisation's
 * row takes the zone from it (zoneOfOrganization); one that knows only the id (a reader's
 * token) asks OrganizationZones, which reads every organisation's zone once a minute in one
 * query — a loans list or a renewal must not cost a query more for its dates. A job reads them
 * once per run (listOrganizationZones) and works one organisation at a time.
 */
import type { Database } from '../db/client';
import { organization } from '../db/schema';
import { DEFAULT_ZONE, zoneOfOrganization, type TimeZone, type ZoneWarning } from './zone';

/** A changed zone reaches every instance within this long. */
export const ZONES_TTL_MS = 60_000;

export interface OrganizationZone {
  id: number;
  orgcode: string;
  zone: TimeZone;
}

/** Every organisation with its checked zone. */
export async function listOrganizationZones(
  db: Database,
  warn?: ZoneWarning,
): Promise<OrganizationZone[]> {
  const rows = await db
    .select({ id: organization.id, orgcode: organization.orgcode, timeZone: organization.timeZone })
    .from(organization)
    .orderBy(organization.id);
  return rows.map((row) => ({
    id: row.id,
    orgcode: row.orgcode,
    zone: zoneOfOrganization(row, warn),
  }));
}

/** The organisations' zones by id, re-read at most once a TTL, one read at a time. */
export class OrganizationZones {
  private zones: { expires: number; byId: Map<number, TimeZone> } | undefined;
  private loading: Promise<Map<number, TimeZone>> | undefined;

  constructor(
    private readonly db: Database,
    private readonly warn?: ZoneWarning,
    private readonly ttlMs = ZONES_TTL_MS,
  ) {}

  /** The organisation's zone (the default one for an id that names none). */
  async of(orgId: number): Promise<TimeZone> {
    return (await this.current()).get(orgId) ?? DEFAULT_ZONE;
  }

  /** Read again at the next call: this instance changed a zone. */
  forget(): void {
    this.zones = undefined;
  }

  private current(): Promise<Map<number, TimeZone>> {
    if (this.zones && this.zones.expires > Date.now()) return Promise.resolve(this.zones.byId);
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    return this.loading;
  }

  private async load(): Promise<Map<number, TimeZone>> {
    const rows = await listOrganizationZones(this.db, this.warn);
    const byId = new Map(rows.map((row) => [row.id, row.zone]));
    this.zones = { expires: Date.now() + this.ttlMs, byId };
    return byId;
  }
}
