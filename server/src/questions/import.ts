/**
 * A batch of questions from a spreadsheet. All or nothing: when any row is wrong nothing is
 * imported and every wrong row is listed, because a teacher fixes the sheet and imports it
 * again — half a sheet in the bank would be imported twice on the second try.
 */
import {
  IMPORT_COLUMNS,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  type ImportRowError,
  type QuestionImportResult,
} from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { translate, type Lang, type MessageKey } from '../http/messages';
import { addQuestions, bookByIsbnOrTitle, type StoredQuestion } from '../queries/questions';
import type { ReaderScope } from '../queries/paging';
import { isTemplateHeader, questionOfRow } from './import-rows';
import { sheetRows } from './spreadsheet';

/** Refused as a whole (no row numbers): the route answers with the message. */
export class ImportRefusal extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: Record<string, string> = {},
  ) {
    super(key);
  }
}

export interface ImportInput {
  filename: string;
  bytes: Buffer;
  shared: boolean;
  lang: Lang;
}

const SHOWN_ERRORS = 100;

export async function importQuestions(
  db: Database,
  scope: ReaderScope,
  input: ImportInput,
): Promise<QuestionImportResult> {
  if (input.bytes.length > MAX_IMPORT_BYTES) {
    throw new ImportRefusal('importTooLarge', { max: `${MAX_IMPORT_BYTES / 1024 / 1024} MB` });
  }
  const sheet = await sheetRows(input.filename, input.bytes);
  if ('refused' in sheet) throw new ImportRefusal('importBadFile');
  const [header, ...rows] = sheet.rows;
  if (!header || !isTemplateHeader(header)) {
    throw new ImportRefusal('importBadHeader', { columns: IMPORT_COLUMNS.join(', ') });
  }
  if (rows.length === 0) throw new ImportRefusal('importEmpty');
  if (rows.length > MAX_IMPORT_ROWS) {
    throw new ImportRefusal('importTooManyRows', { max: String(MAX_IMPORT_ROWS) });
  }
  const errors: ImportRowError[] = [];
  const questions: StoredQuestion[] = [];
  const books = new Map<string, number | undefined>();
  const fail = (at: number, column: string, key: MessageKey) =>
    errors.push({ row: at + 2, column, message: translate(input.lang, key) });
  for (const [at, cells] of rows.entries()) {
    const outcome = questionOfRow(cells);
    if (!('ok' in outcome)) {
      fail(at, outcome.column, outcome.key);
      continue;
    }
    let bookId: number | null = null;
    if (outcome.book) {
      if (!books.has(outcome.book)) {
        books.set(outcome.book, await bookByIsbnOrTitle(db, scope.orgId, outcome.book));
      }
      const found = books.get(outcome.book);
      if (found === undefined) {
        fail(at, 'book', 'questionBookNotFound');
        continue;
      }
      bookId = found;
    }
    questions.push({ ...outcome.ok, bookId, shared: input.shared });
  }
  if (errors.length > 0) return { imported: 0, errors: errors.slice(0, SHOWN_ERRORS) };
  // One INSERT of every row: it all lands or none of it does.
  const ids = await addQuestions(db, scope, questions);
  return { imported: ids.length, errors: [] };
}
