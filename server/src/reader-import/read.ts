/**
 * A class list file into checked reader lines: bounded in size and rows, CSV or XLSX (the
 * parsers of the question import: questions/spreadsheet.ts), every row refused with its
 * number and reason or kept. A CSV that is not UTF-8 is read as GB18030, which is what Excel
 * on a Chinese Windows writes ("CSV" there means the ANSI code page, GBK).
 */
import { open } from 'node:fs/promises';
import { extname } from 'node:path';
import type { ReaderImportRefusal } from '../../../src/core/api/contract';
import { numberedSheetRows } from '../questions/spreadsheet';
import { readHeader, readLine, type LineProblem, type ReaderLine } from './columns';

/** A school of 5,000 pupils is ~300 KB of CSV; 10 MiB leaves room for XLSX and many columns. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Rows past the header: the largest schools are a few thousand readers. */
export const MAX_ROWS = 20_000;

/** Why a row was refused, as data: the browser's report says it in the reader's language. */
export type RowIssue =
  | ({ kind: 'field' } & Omit<LineProblem, 'reason'>)
  | { kind: 'duplicate'; row: number }
  | { kind: 'staff' }
  | { kind: 'changed' };

export interface RowError {
  row: number;
  /** In English, as the CLI prints it. */
  reason: string;
  issue: RowIssue;
}

/** A file refused as a whole: the CLI's sentence and its kind. */
export interface FileRefusal {
  refused: string;
  why: ReaderImportRefusal;
}

export type SheetReading =
  | { lines: { row: number; line: ReaderLine }[]; errors: RowError[]; ignoredColumns: string[] }
  | FileRefusal;

async function readBounded(path: string): Promise<Buffer | FileRefusal> {
  let file;
  try {
    file = await open(path, 'r');
  } catch (error) {
    return {
      refused: `cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? error}`,
      why: 'unreadable',
    };
  }
  try {
    const { size } = await file.stat();
    if (size > MAX_FILE_BYTES) {
      return {
        refused: `${path} is ${size} bytes; at most ${MAX_FILE_BYTES} (split the list)`,
        why: 'tooLarge',
      };
    }
    return await file.readFile();
  } finally {
    await file.close();
  }
}

/** UTF-8 as it is; anything else that decodes as GB18030, re-encoded to UTF-8. */
export function utf8Csv(bytes: Buffer): Buffer {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return bytes;
  } catch {
    return Buffer.from(new TextDecoder('gb18030').decode(bytes), 'utf8');
  }
}

/** The kind of a class list by its name's extension: .csv or .xlsx, else null. */
export function classListKind(name: string): '.csv' | '.xlsx' | null {
  const kind = extname(name).toLowerCase();
  return kind === '.csv' || kind === '.xlsx' ? kind : null;
}

export async function readClassList(path: string): Promise<SheetReading> {
  const kind = classListKind(path);
  if (!kind) return { refused: `${path}: a class list is a .csv or .xlsx file`, why: 'notSheet' };
  const bytes = await readBounded(path);
  if (!Buffer.isBuffer(bytes)) return bytes;
  return readClassListBytes(kind, bytes, path);
}

/**
 * The same for a file already in memory (an upload of at most MAX_FILE_BYTES); `label` names
 * it in the refusals.
 */
export async function readClassListBytes(
  kind: '.csv' | '.xlsx',
  bytes: Buffer,
  label: string,
): Promise<SheetReading> {
  const sheet = await numberedSheetRows(kind, kind === '.csv' ? utf8Csv(bytes) : bytes);
  if ('refused' in sheet)
    return {
      refused: `${label} cannot be read as ${kind.slice(1).toUpperCase()}`,
      why: 'unreadable',
    };
  const [header, ...rows] = sheet.rows;
  if (!header) return { refused: `${label} is empty`, why: 'empty' };
  if (rows.length > MAX_ROWS) {
    return {
      refused: `${label} has ${rows.length} rows; at most ${MAX_ROWS} (split the list)`,
      why: 'tooManyRows',
    };
  }
  const map = readHeader(header.cells);
  if ('problems' in map)
    return {
      refused: `row ${header.number} (the header): ${map.problems.join('; ')}`,
      why: 'header',
    };
  const used = new Set(Object.values(map.columns));
  const ignoredColumns = header.cells.filter((cell, at) => cell.trim() && !used.has(at));
  const lines: { row: number; line: ReaderLine }[] = [];
  const errors: RowError[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { number, cells } of rows) {
    const outcome = readLine(cells, map.columns);
    if ('reason' in outcome) {
      const { reason, ...problem } = outcome;
      errors.push({ row: number, reason, issue: { kind: 'field', ...problem } });
      continue;
    }
    const earlier = firstRowOf.get(outcome.line.readercode);
    if (earlier !== undefined) {
      errors.push({
        row: number,
        reason: `reader code ${outcome.line.readercode} is also on row ${earlier}`,
        issue: { kind: 'duplicate', row: earlier },
      });
      continue;
    }
    firstRowOf.set(outcome.line.readercode, number);
    lines.push({ row: number, line: outcome.line });
  }
  return { lines, errors, ignoredColumns };
}
