/**
 * Spine labels: the demo's copies of YTKJ with their call numbers and titles, in the order
 * asked; and the refusals beside them (a student's token, another organisation's barcode, too
 * many barcodes, wrong and oversized values).
 */
import { and, asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ApiPath, type LabelsResult } from '../../src/core/api/contract';
import { book, bookCopy } from '../src/db/schema';
import { openTestDatabase } from './helpers';
import { DEMO2, YTKJ, desk, newCopies, newPatron, openDeskWorld } from './library-admin-fixtures';

describe('spine labels (PGlite)', () => {
  const world = openDeskWorld(() => openTestDatabase());
  const labels = (body: unknown, token: string | undefined = world.librarian, lang?: 'en') =>
    desk<LabelsResult>(world, ApiPath.catalogueLabels, body, token, lang);

  /** The first `n` demo copies of the organisation (YT… for YTKJ, DM… for DEMO2). */
  async function demoCopies(orgId: number, prefix: string, n: number) {
    return world.db
      .select({ barcode: bookCopy.barcode, callnumber: bookCopy.callNumber, title: book.title })
      .from(bookCopy)
      .innerJoin(book, eq(book.id, bookCopy.bookId))
      .where(and(eq(bookCopy.organizationId, orgId), like(bookCopy.barcode, `${prefix}%`)))
      .orderBy(asc(bookCopy.barcode))
      .limit(n);
  }

  it('answers the demo copies of YTKJ with call number and title, in the order asked', async () => {
    const copies = await demoCopies(YTKJ, 'YT', 3);
    expect(copies).toHaveLength(3);
    const asked = [copies[2]!, copies[0]!, copies[1]!];
    for (const token of [world.librarian, world.admin]) {
      const { status, body } = await labels({ barcodes: asked.map((copy) => copy.barcode) }, token);
      expect(status).toBe(200);
      expect(body.code).toBe(0);
      expect(body.data.labels).toEqual(asked);
      expect(body.data.unknown).toEqual([]);
      expect(body.data.library).toMatch(/\S/);
      // The seed's call numbers are class / author mark: what the widget splits into lines.
      expect(body.data.labels[0]?.callnumber).toMatch(/^\S+\/\S+$/);
    }
  });

  it('answers a barcode listed twice once, and a copy without a call number with null', async () => {
    const made = await newCopies(world.db, YTKJ);
    const barcode = made.barcodes[0]!;
    await world.db.update(bookCopy).set({ callNumber: null }).where(eq(bookCopy.barcode, barcode));
    const { body } = await labels({ barcodes: [barcode, barcode] });
    expect(body.data.labels).toHaveLength(1);
    expect(body.data.labels[0]).toMatchObject({ barcode, callnumber: null });
  });

  it('lists unknown barcodes, another organisation’s among them, without its copy', async () => {
    const [own] = await demoCopies(YTKJ, 'YT', 1);
    const [theirs] = await demoCopies(DEMO2, 'DM', 1);
    const { status, body } = await labels({
      barcodes: ['NO-SUCH-COPY', theirs!.barcode, own!.barcode],
    });
    expect(status).toBe(200);
    expect(body.data.labels.map((label) => label.barcode)).toEqual([own!.barcode]);
    expect(body.data.unknown).toEqual(['NO-SUCH-COPY', theirs!.barcode]);
    expect(JSON.stringify(body.data)).not.toContain(theirs!.title);

    // And the other way round: DEMO2's librarian sees its copy, not YTKJ's.
    const other = await labels({ barcodes: [theirs!.barcode, own!.barcode] }, world.demo2Librarian);
    expect(other.body.data.labels.map((label) => label.barcode)).toEqual([theirs!.barcode]);
    expect(other.body.data.unknown).toEqual([own!.barcode]);
  });

  it('refuses a student’s and a teacher’s token (403) and no token (401)', async () => {
    const [own] = await demoCopies(YTKJ, 'YT', 1);
    const body = { barcodes: [own!.barcode] };
    const student = await newPatron(world.db, YTKJ);
    const teacher = await newPatron(world.db, YTKJ, { teacher: true });
    const refusal = await labels(body, student.token);
    expect(refusal.status).toBe(403);
    expect(refusal.body.msg).toMatch(/\S/);
    expect(refusal.body.data).toBeNull();
    expect((await labels(body, teacher.token)).status).toBe(403);
    // No token at all (labels() would fill in the librarian's).
    expect((await desk(world, ApiPath.catalogueLabels, body, undefined)).status).toBe(401);
  });

  it('refuses 501 barcodes, an empty list, wrong types and oversized values (400)', async () => {
    const many = Array.from({ length: 501 }, (_, i) => `YT${String(i + 1).padStart(8, '0')}`);
    const bad: unknown[] = [
      { barcodes: many },
      { barcodes: [] },
      {},
      { barcodes: 'YT00000001' },
      { barcodes: [1, 2] },
      { barcodes: [null] },
      { barcodes: [''] },
      { barcodes: ['x'.repeat(33)] },
      { barcodes: ['YT 00000001'] },
    ];
    for (const body of bad) {
      const { status, body: answer } = await labels(body);
      expect(status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(answer.msg).toMatch(/\S/);
    }
    // In English too.
    const english = await labels({ barcodes: many }, world.librarian, 'en');
    expect(english.status).toBe(400);
    expect(english.body.msg).toMatch(/[A-Za-z]/);
  });

  it('takes 500 barcodes, the most a request may hold', async () => {
    const copies = await demoCopies(YTKJ, 'YT', 500);
    const barcodes = Array.from({ length: 500 }, (_, i) => copies[i]?.barcode ?? `NONE${i}`);
    const { status, body } = await labels({ barcodes });
    expect(status).toBe(200);
    expect(body.data.labels.length + body.data.unknown.length).toBe(500);
    expect(body.data.labels.length).toBe(copies.length);
  });
});
