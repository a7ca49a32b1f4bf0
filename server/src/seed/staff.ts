/**
 * The demo's staff: a librarian (L0001) and an admin (A0001) in each demo organisation, with
 * the demo password and nothing to change at the first login, so the desk and the admin pages
 * can be tried at once. Staff rows are created the way `libportal staff create` creates them.
 */
import { hashPassword } from '../auth/password';
import type { Database } from '../db/client';
import { cataloguingSource } from '../db/tables/library-admin-catalogue';
import { createStaff, type NewStaff } from '../setup/staff';
import { OrgIds } from './content';
import { DEMO_PASSWORD } from './people';

export const DEMO_STAFF: NewStaff[] = [
  { code: 'L0001', name: '馆员李静', role: 'librarian' },
  { code: 'A0001', name: '管理员周平', role: 'admin' },
];

export async function insertStaffDemo(db: Database) {
  for (const orgId of [OrgIds.ytkj, OrgIds.demo2]) {
    for (const staff of DEMO_STAFF) {
      const created = await createStaff(db, orgId, staff, await hashPassword(DEMO_PASSWORD));
      if ('refused' in created) throw new Error(`demo staff ${staff.code} exists already`);
    }
  }
}

/**
 * The demo's copy-cataloguing source: the Library of Congress's public SRU server (MARC 21
 * records by ISBN), in YTKJ only, so DEMO2 shows a library that has configured none. A
 * production install seeds no source: an admin adds the ones the school may use.
 */
export const DEMO_CATALOGUING_SOURCE = {
  name: 'Library of Congress',
  baseUrl: 'http://lx2.loc.gov:210/LCDB',
};

export async function insertCataloguingSourceDemo(db: Database) {
  await db
    .insert(cataloguingSource)
    .values({ organizationId: OrgIds.ytkj, ...DEMO_CATALOGUING_SOURCE });
}
