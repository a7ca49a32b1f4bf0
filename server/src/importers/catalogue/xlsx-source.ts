/**
 * XLSX catalogues through read-excel-file (the reader the question bank uses). It reads the
 * whole workbook into memory — an XLSX is a ZIP of XML it cannot read a row at a time — so the
 * file and what it inflates to are bounded before anything is inflated (limits.ts); larger
 * catalogues come as CSV, which streams.
 */
import { readFile, stat } from 'node:fs/promises';
import { readSheet } from 'read-excel-file/node';
import { cellText, zipInflatedSize } from '../../questions/spreadsheet';
import { finishRecord } from './fields';
import { checkRecordCount } from './file-chunks';
import { MAX_XLSX_BYTES, MAX_XLSX_INFLATED_BYTES } from './limits';
import { draftFromRow, isBlankRow, readHeader, type HeaderMap } from './tabular';
import { ImportFileError, type RecordSource, type SourceItem } from './types';

const mebibytes = (bytes: number) => `${bytes / 1024 ** 2} MiB`;

async function sheetRows(path: string): Promise<string[][]> {
  const { size } = await stat(path);
  if (size > MAX_XLSX_BYTES) {
    throw new ImportFileError({
      key: 'importFileTooLarge',
      params: { max: mebibytes(MAX_XLSX_BYTES) },
    });
  }
  const bytes = await readFile(path);
  const inflated = zipInflatedSize(bytes);
  if (inflated === undefined) {
    throw new ImportFileError({
      key: 'importBadSpreadsheet',
      params: { detail: 'not an XLSX (ZIP) file' },
    });
  }
  if (inflated > MAX_XLSX_INFLATED_BYTES) {
    const max = `${mebibytes(MAX_XLSX_INFLATED_BYTES)} unzipped`;
    throw new ImportFileError({ key: 'importFileTooLarge', params: { max } });
  }
  try {
    return (await readSheet(bytes)).map((row) => row.map(cellText));
  } catch (error) {
    const detail = (error instanceof Error ? error.message : String(error)).slice(0, 200);
    throw new ImportFileError({ key: 'importBadSpreadsheet', params: { detail } });
  }
}

export function xlsxSource(path: string): RecordSource & { ignoredColumns(): string[] } {
  let header: HeaderMap | undefined;
  let read = 0;
  return {
    format: 'xlsx',
    bytesRead: () => read,
    ignoredColumns: () => header?.ignored ?? [],
    async *items(): AsyncGenerator<SourceItem> {
      const rows = await sheetRows(path);
      read = (await stat(path)).size;
      let position = 0;
      for (const [at, cells] of rows.entries()) {
        if (isBlankRow(cells)) continue;
        if (!header) {
          header = readHeader(cells);
          continue;
        }
        checkRecordCount(++position);
        const finished = finishRecord(draftFromRow(header, cells));
        // Spreadsheet rows are numbered from 1, the header included.
        yield 'problem' in finished
          ? { position, at: `row ${at + 1}`, rejected: finished.problem }
          : { position, record: finished };
      }
      if (!header) throw new ImportFileError({ key: 'importNoTitleColumn' });
    },
  };
}
