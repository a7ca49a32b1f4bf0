/**
 * Holdings name their location (书库, 阅览室, "Juvenile"); copies store the location's id. A
 * name the library has is used (the oldest of that name, when a library has two); a new one is
 * created with the batch that first uses it. New locations per run are bounded, so a file
 * whose location column holds something else (a barcode, a date) stops there instead of making
 * a location per row.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { libraryLocation } from '../../db/schema';

export const MAX_NEW_LOCATIONS = 200;

export class Locations {
  private readonly ids = new Map<string, number>();
  /** Names this run creates, in order; those not yet written have no id. */
  private readonly pending: string[] = [];
  created = 0;

  constructor(
    private readonly orgId: number,
    private readonly dryRun: boolean,
  ) {}

  /** Reads the ids of names not seen before in this run. */
  async load(db: Database, names: string[]): Promise<void> {
    const unknown = names.filter((name) => !this.ids.has(name) && !this.pending.includes(name));
    if (unknown.length === 0) return;
    const rows = await db
      .select({ id: libraryLocation.id, name: libraryLocation.name })
      .from(libraryLocation)
      .where(
        and(eq(libraryLocation.organizationId, this.orgId), inArray(libraryLocation.name, unknown)),
      )
      .orderBy(libraryLocation.id);
    for (const { id, name } of rows) if (!this.ids.has(name)) this.ids.set(name, id);
  }

  /** The names among `names` this run has not met: each would be a new location. */
  unknown(names: (string | null)[]): string[] {
    const fresh = names.filter(
      (name): name is string =>
        name !== null && !this.ids.has(name) && !this.pending.includes(name),
    );
    return [...new Set(fresh)];
  }

  /** How many more locations this run may create. */
  room(): number {
    return MAX_NEW_LOCATIONS - this.created;
  }

  /** Adds names to create with the batch (unknown ones, within room()). */
  add(names: string[]): void {
    this.pending.push(...names);
    this.created += names.length;
  }

  /** Creates the admitted names (a dry run only counts them). */
  async create(db: Database): Promise<void> {
    const names = this.pending.splice(0);
    if (names.length === 0) return;
    if (this.dryRun) {
      names.forEach((name, at) => this.ids.set(name, -1 - at - this.ids.size));
      return;
    }
    const rows = await db
      .insert(libraryLocation)
      .values(names.map((name) => ({ organizationId: this.orgId, name })))
      .returning({ id: libraryLocation.id, name: libraryLocation.name });
    for (const { id, name } of rows) this.ids.set(name, id);
  }

  idOf(name: string | null): number | null {
    return name === null ? null : (this.ids.get(name) ?? null);
  }
}
