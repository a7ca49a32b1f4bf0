/**
 * A report as files see it: named tables of text and number cells, written as CSV (csv.ts)
 * or XLSX (xlsx.ts). The route builds them with translated headings.
 */
export type Cell = string | number | null;

export interface ReportTable {
  /** The table's title: a CSV section's first line, an XLSX sheet's name. */
  name: string;
  columns: string[];
  rows: Cell[][];
}

/**
 * Text a spreadsheet would run as a formula (= + - @, or a tab or CR before one) gets a
 * leading ' so it shows as typed: names and titles come from class lists and catalogues other
 * people filled in (CSV injection). Numbers stay numbers.
 */
export function safeText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
