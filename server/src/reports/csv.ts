/**
 * Reports as CSV: UTF-8 with a byte-order mark, which Excel needs to read Chinese from a CSV;
 * CRLF line ends; each table a section (its title, its header, its rows) with a blank line
 * between sections.
 */
import { safeText, type Cell, type ReportTable } from './table';

export function csvCell(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const text = safeText(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function reportCsv(tables: readonly ReportTable[]): string {
  const lines: string[] = [];
  for (const [at, table] of tables.entries()) {
    if (at > 0) lines.push('');
    if (tables.length > 1) lines.push(csvCell(table.name));
    lines.push(table.columns.map(csvCell).join(','));
    for (const row of table.rows) lines.push(row.map(csvCell).join(','));
  }
  return `\ufeff${lines.join('\r\n')}\r\n`;
}
