/**
 * A class list uploaded on the readers page, through the importer the `libportal import
 * readers` verb uses (reader-import/): the same checks, the same transaction and lock, the same
 * rule that a reader already there keeps their password. The new readers' generated passwords
 * come back in the answer (the page shows them once, and as a hand-out CSV) instead of a file.
 * The import writes one audit row with its counts, inside its transaction.
 */
import type { Database } from '../../db/client';
import { applyImport, existingReaders, type ImportResult } from '../../reader-import/apply';
import { initialPasswords } from '../../reader-import/passwords';
import type { RowError } from '../../reader-import/read';
import { writeAudit } from '../library-admin/audit';
import type { DeskScope } from '../library-admin/common';
import type { ReaderLine } from '../../reader-import/columns';

export async function importClassList(
  db: Database,
  scope: DeskScope,
  fileName: string,
  lines: { row: number; line: ReaderLine }[],
  readErrors: RowError[],
): Promise<ImportResult> {
  const codes = lines.map(({ line }) => line.readercode);
  const known = await existingReaders(db, scope.orgId, codes);
  const newPasswords = await initialPasswords(codes.filter((code) => !known.has(code)));
  return applyImport(db, {
    organizationId: scope.orgId,
    lines,
    newPasswords,
    deliver: async () => {},
    record: async (tx, result) => {
      await writeAudit(tx, scope, 'readerImport', fileName, {
        after: {
          imported: result.imported,
          updated: result.updated,
          unchanged: result.unchanged,
          classescreated: result.classesCreated,
          rejected: readErrors.length + result.errors.length,
          readers: result.handout.map((made) => made.readercode),
        },
      });
    },
  });
}
