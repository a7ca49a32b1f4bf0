/**
 * Reports as XLSX, written with JSZip (the zip library the repository already uses for the
 * demo's EPUB files and the importers' test sheets) rather than a spreadsheet package: a
 * report needs text and number cells on a sheet per table, which is a few lines of
 * SpreadsheetML. Text is written as inline strings (never a formula, and guarded as the CSV
 * is, for a sheet later saved as CSV); numbers as numbers, so the sheet can sum them.
 */
import JSZip from 'jszip';
import { safeText, type Cell, type ReportTable } from './table';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // Characters XML 1.0 cannot carry at all (a control character in a catalogue's title).
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

function cellXml(cell: Cell, ref: string): string {
  if (cell === null || cell === '') return '';
  if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`;
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(safeText(cell))}</t></is></c>`;
}

function sheetXml(table: ReportTable): string {
  const rows = [table.columns, ...table.rows]
    .map(
      (row, r) =>
        `<row r="${r + 1}">${row.map((cell, c) => cellXml(cell, `${columnName(c)}${r + 1}`)).join('')}</row>`,
    )
    .join('');
  return `${XML_HEAD}<worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData></worksheet>`;
}

/**
 * A sheet name Excel accepts: at most 31 characters, none of : \ / ? * [ ], unique in the
 * workbook.
 */
function sheetNames(tables: readonly ReportTable[]): string[] {
  const used = new Set<string>();
  return tables.map((table, at) => {
    let name =
      table.name
        .replace(/[:\\/?*[\]]/g, ' ')
        .trim()
        .slice(0, 31) || `Sheet${at + 1}`;
    if (used.has(name)) name = `${name.slice(0, 28)} ${at + 1}`;
    used.add(name);
    return name;
  });
}

export async function reportXlsx(tables: readonly ReportTable[]): Promise<Buffer> {
  const names = sheetNames(tables);
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${tables
      .map(
        (_, at) =>
          `<Override PartName="/xl/worksheets/sheet${at + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
      )
      .join('')}</Types>`,
  );
  zip.file(
    '_rels/.rels',
    `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  );
  zip.file(
    'xl/workbook.xml',
    `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>${names
      .map(
        (name, at) => `<sheet name="${escapeXml(name)}" sheetId="${at + 1}" r:id="rId${at + 1}"/>`,
      )
      .join('')}</sheets></workbook>`,
  );
  zip.file(
    'xl/_rels/workbook.xml.rels',
    `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL}">${tables
      .map(
        (_, at) =>
          `<Relationship Id="rId${at + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${at + 1}.xml"/>`,
      )
      .join('')}</Relationships>`,
  );
  for (const [at, table] of tables.entries()) {
    zip.file(`xl/worksheets/sheet${at + 1}.xml`, sheetXml(table));
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
