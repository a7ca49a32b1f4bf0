/**
 * Reads an uploaded spreadsheet into rows of text: CSV with csv-parse, XLSX with
 * read-excel-file (small, maintained, no known advisories; the npm `xlsx` package is the
 * abandoned 0.18 line with open prototype-pollution and ReDoS advisories). Parsed on the
 * server only: the widget sends the file, so no parser ships to the browser.
 */
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';

/** An XLSX larger than this once unzipped is refused before parsing (a zip bomb). */
const MAX_UNZIPPED_BYTES = 20 * 1024 * 1024;

export type SheetOutcome = { rows: string[][] } | { refused: 'badFile' };

const ZIP_END = 0x06054b50;
const ZIP_ENTRY = 0x02014b50;

/**
 * The total size the entries of a ZIP declare once inflated, from its central directory, or
 * undefined when the bytes are no ZIP. Read before inflating anything.
 */
export function zipInflatedSize(bytes: Buffer): number | undefined {
  const from = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= from; at--) {
    if (bytes.readUInt32LE(at) === ZIP_END) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== ZIP_ENTRY) return undefined;
    total += bytes.readUInt32LE(at + 24);
    at +=
      46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return total;
}

/** A cell as text (a date as YYYY-MM-DD). */
export const cellText = (cell: unknown): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell);
};

async function xlsxRows(bytes: Buffer): Promise<SheetOutcome> {
  const size = zipInflatedSize(bytes);
  if (size === undefined || size > MAX_UNZIPPED_BYTES) return { refused: 'badFile' };
  try {
    const sheet = await readSheet(bytes);
    return { rows: sheet.map((row) => row.map(cellText)) };
  } catch {
    return { refused: 'badFile' };
  }
}

function csvRows(bytes: Buffer): SheetOutcome {
  const text = bytes.toString('utf8');
  // Binary sent as .csv: refused rather than read as rows of noise.
  if (text.includes('\u0000') || text.includes('\ufffd')) return { refused: 'badFile' };
  try {
    // Blank lines are kept (as rows of one empty cell), so a row's index is its number in a
    // spreadsheet program, which shows a quoted line break inside one cell.
    const rows = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
    }) as string[][];
    return { rows };
  } catch {
    return { refused: 'badFile' };
  }
}

/** A row and its number in the sheet (1 is the first row, as spreadsheet programs count). */
export interface NumberedRow {
  number: number;
  cells: string[];
}

/** The non-blank rows of a `.csv` or `.xlsx` file (by its name), each with its row number. */
export async function numberedSheetRows(
  filename: string,
  bytes: Buffer,
): Promise<{ rows: NumberedRow[] } | { refused: 'badFile' }> {
  const name = filename.toLowerCase();
  const outcome = name.endsWith('.xlsx')
    ? await xlsxRows(bytes)
    : name.endsWith('.csv')
      ? csvRows(bytes)
      : ({ refused: 'badFile' } as const);
  if ('refused' in outcome) return outcome;
  const rows = outcome.rows
    .map((cells, at) => ({ number: at + 1, cells }))
    .filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  return { rows };
}

/** The rows of a `.csv` or `.xlsx` file (by its name), blank rows dropped. */
export async function sheetRows(filename: string, bytes: Buffer): Promise<SheetOutcome> {
  const outcome = await numberedSheetRows(filename, bytes);
  return 'refused' in outcome ? outcome : { rows: outcome.rows.map((row) => row.cells) };
}
