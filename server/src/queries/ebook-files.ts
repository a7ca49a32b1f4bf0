/**
 * Who may open an e-book's file, and what a file is (the reader asks before downloading): the
 * digital library's rules beside the download's own (queries/settings.ts fileForViewer).
 */
import { eq, sql } from 'drizzle-orm';
import type { EBookFormat, FileInfo } from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { file } from '../db/schema';
import { ebook } from '../db/tables/ebooks';

/** The file's format from its stored type; anything else cannot be read online. */
const FORMAT_OF_MIME: Record<string, EBookFormat> = {
  'application/epub+zip': 'epub',
  'application/pdf': 'pdf',
};
export const formatOfMime = (mime: string): EBookFormat | undefined => FORMAT_OF_MIME[mime];

export interface FileViewer {
  readerId: number;
  orgId: number;
}

/**
 * Whether the caller may open a file that is an e-book's: `undefined` when the file belongs
 * to no e-book (other rules apply), `allowed`, `login` (the book needs a logged-in reader) or
 * `hidden` (a logged-in reader of another organisation: answered like a missing file).
 */
export async function ebookFileAccess(
  db: Database,
  fileId: string,
  viewer: FileViewer | null,
): Promise<'allowed' | 'login' | 'hidden' | undefined> {
  const books = await db
    .select({ orgId: ebook.organizationId, requiresLogin: ebook.requiresLogin })
    .from(ebook)
    .where(eq(ebook.fileId, fileId));
  if (books.length === 0) return undefined;
  const readable = (book: { orgId: number; requiresLogin: boolean }) =>
    viewer ? book.orgId === viewer.orgId : !book.requiresLogin;
  if (books.some(readable)) return 'allowed';
  return viewer ? 'hidden' : 'login';
}

/** The file's name, format and size; `unrecognized` when it is no e-book format. */
export async function fileInfo(
  db: Database,
  fileId: string,
): Promise<FileInfo | 'unrecognized' | undefined> {
  const [row] = await db
    .select({
      filename: file.filename,
      mime: file.mime,
      size: sql<number>`octet_length(${file.content})`.mapWith(Number),
    })
    .from(file)
    .where(eq(file.id, fileId));
  if (!row) return undefined;
  const format = formatOfMime(row.mime);
  if (!format) return 'unrecognized';
  return { fileid: fileId, filename: row.filename, format, size: row.size };
}
