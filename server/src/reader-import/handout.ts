/**
 * The initial passwords for the teacher to hand out: CSV (reader code, name, class,
 * password), by class then code so the sheet cuts into one list per class. Written with
 * mode 0600 and never over an existing file (last term's list, or a link planted in a shared
 * directory). UTF-8 with a byte-order mark, which Excel needs to show Chinese from a CSV.
 */
import { open, rm } from 'node:fs/promises';

export interface Handout {
  readercode: string;
  name: string;
  className: string;
  password: string;
}

const HEADER = ['读者证号', '姓名', '班级', '初始密码'];

/**
 * A cell as CSV: quoted when it holds a separator, a quote or a line break; a leading = + - @
 * (or tab, CR) is prefixed with ' so a spreadsheet shows it as text instead of running it as a
 * formula (CSV injection: names come from a sheet someone else filled in).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function handoutCsv(rows: readonly Handout[]): string {
  const sorted = [...rows].sort(
    (a, b) =>
      a.className.localeCompare(b.className, 'zh') || a.readercode.localeCompare(b.readercode),
  );
  const lines = [HEADER, ...sorted.map((r) => [r.readercode, r.name, r.className, r.password])];
  return `\ufeff${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Creates `path` (refused when it exists) with the list; the caller removes it on failure. */
export async function writeHandout(path: string, rows: readonly Handout[]): Promise<void> {
  const file = await open(path, 'wx', 0o600);
  try {
    await file.writeFile(handoutCsv(rows), 'utf8');
    await file.sync();
  } finally {
    await file.close();
  }
}

export const removeHandout = (path: string) => rm(path, { force: true });
