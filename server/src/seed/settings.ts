import sharp from 'sharp';
import type { Database } from '../db/client';
import { readerPointLog, type PointReason } from '../db/tables/settings';
import { storeReaderImage } from '../queries/settings';
import { reencodeImage } from '../uploads/image';
import { OrgIds } from './content';
import { ReaderIds } from './people';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How the demo readers' scores (people.ts) were earned, oldest first: [points, reason, days ago]. */
type Award = readonly [points: number, reason: PointReason, daysAgo: number];

const ONLINE: Award[] = [5, 12, 19, 26, 33, 40].map((daysAgo) => [5, 'online', daysAgo] as const);

const HISTORIES: { readerId: number; orgId: number; score: number; awards: Award[] }[] = [
  {
    readerId: ReaderIds.ytkjStudent,
    orgId: OrgIds.ytkj,
    score: 120,
    awards: [
      [10, 'borrow', 80],
      [10, 'borrow', 64],
      [5, 'returnOnTime', 50],
      [20, 'review', 45],
      [30, 'activity', 30],
      [10, 'borrow', 21],
      [5, 'returnOnTime', 9],
      ...ONLINE,
    ],
  },
  {
    readerId: ReaderIds.ytkjTeacher,
    orgId: OrgIds.ytkj,
    score: 260,
    awards: [
      [50, 'activity', 120],
      [10, 'borrow', 90],
      [20, 'review', 70],
      [100, 'activity', 44],
      [10, 'borrow', 20],
      [40, 'review', 11],
      ...ONLINE,
    ],
  },
  {
    readerId: ReaderIds.demo2Student,
    orgId: OrgIds.demo2,
    score: 40,
    awards: [
      [10, 'borrow', 30],
      [5, 'returnOnTime', 14],
      [20, 'review', 6],
      [5, 'online', 2],
    ],
  },
];

/** A drawn portrait (no real child's photo in the demo), uploaded the way a reader would. */
const PORTRAIT_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
<rect width="400" height="400" fill="#cfe6e0"/>
<circle cx="200" cy="165" r="78" fill="#f2c9a0"/>
<path d="M122 150c0-60 40-92 78-92s78 32 78 92c-20-30-50-42-78-42s-58 12-78 42z" fill="#3a2a20"/>
<circle cx="172" cy="170" r="8" fill="#3a2a20"/><circle cx="228" cy="170" r="8" fill="#3a2a20"/>
<path d="M176 205q24 18 48 0" stroke="#a0522d" stroke-width="5" fill="none" stroke-linecap="round"/>
<path d="M70 400c10-90 64-140 130-140s120 50 130 140z" fill="#5ea99a"/>
</svg>`;

/**
 * The demo's personal settings: the points history behind each demo reader's score, and an
 * uploaded avatar for the YTKJ student (a personal file: FileApi/File/Download serves it only to
 * the readers of YTKJ). Medals need no seed: they follow from the loans.
 */
export async function insertSettingsDemo(db: Database, now: Date): Promise<void> {
  for (const { readerId, orgId, score, awards } of HISTORIES) {
    const total = awards.reduce((sum, [points]) => sum + points, 0);
    if (total !== score) throw new Error(`seed: reader ${readerId}'s awards sum to ${total}`);
    await db.insert(readerPointLog).values(
      awards.map(([points, reason, daysAgo]) => ({
        readerId,
        organizationId: orgId,
        points,
        reason,
        createdAt: new Date(now.getTime() - daysAgo * DAY_MS),
      })),
    );
  }
  const png = await sharp(Buffer.from(PORTRAIT_SVG)).png().toBuffer();
  const outcome = await reencodeImage(png, 'avatar');
  if (!('image' in outcome)) throw new Error('seed: the demo avatar was refused');
  const owner = { readerId: ReaderIds.ytkjStudent, orgId: OrgIds.ytkj };
  await storeReaderImage(db, owner, 'avatar', outcome.image);
}
