/**
 * Which reader a file needs (docs/import.md "Formats"). `--format auto` looks at the first
 * bytes before the name: a ZIP is XLSX, `<` is MARCXML, a MARC leader (five digits of length,
 * "22" at 10–11, five digits of base address) is ISO 2709, and text whose first line names a
 * known column (or a .csv name) is CSV. Within MARC, each record's flavour is told from its
 * tags (245: MARC 21; 200: UNIMARC, CNMARC with 690/905) — a file may mix them — unless
 * --format marc21|unimarc|cnmarc names it; the container (ISO 2709 or MARCXML) is still read
 * from the bytes then.
 */
import { open, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { csvSource } from './csv-source';
import { MAX_FILE_BYTES } from './limits';
import type { MarcFlavour } from './marc-record';
import { iso2709Source } from './marc-source';
import { marcXmlSource } from './marcxml-source';
import { COLUMNS } from './tabular';
import { ImportFileError, type RecordSource } from './types';
import { xlsxSource } from './xlsx-source';

export const IMPORT_FORMATS = [
  'auto',
  'marc21',
  'unimarc',
  'cnmarc',
  'marcxml',
  'csv',
  'xlsx',
] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

type Container = 'iso2709' | 'marcxml' | 'csv' | 'xlsx';

export type OpenedSource = RecordSource & { ignoredColumns?(): string[] };

const SNIFF_BYTES = 4096;

async function head(path: string): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await file.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

const KNOWN_HEADERS = Object.values(COLUMNS).flat();

/** The container the bytes (then the name) show, or undefined. */
export function sniffContainer(bytes: Buffer, name: string): Container | undefined {
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'xlsx';
  const text = bytes.toString('latin1').replace(/^\uFEFF|^\u00EF\u00BB\u00BF/, '');
  const start = text.search(/\S/);
  if (start >= 0 && text[start] === '<') return 'marcxml';
  // eslint-disable-next-line no-control-regex -- the filler (CR, LF, DOS end-of-file) some exporters write
  if (/^[\r\n\u001A]*\d{5}.{5}[2 ]{2}\d{5}/s.test(text)) return 'iso2709';
  // Named .csv: read as CSV, so a stray binary byte refuses its row with a reason.
  if (extname(name).toLowerCase() === '.csv') return 'csv';
  if (bytes.includes(0)) return undefined;
  const firstLine = bytes.toString('utf8').split(/\r?\n/, 1)[0]?.toLowerCase() ?? '';
  return KNOWN_HEADERS.some((header) => firstLine.includes(header)) ? 'csv' : undefined;
}

const FLAVOURS: Partial<Record<ImportFormat, MarcFlavour>> = {
  marc21: 'marc21',
  unimarc: 'unimarc',
  cnmarc: 'cnmarc',
};

/** The reader for `path` in `format`; refuses a file too large or of no known format. */
export async function openSource(path: string, format: ImportFormat): Promise<OpenedSource> {
  const { size } = await stat(path);
  if (size > MAX_FILE_BYTES) {
    throw new ImportFileError({ key: 'importFileTooLarge', params: { max: '2 GiB' } });
  }
  if (format === 'xlsx') return xlsxSource(path);
  if (format === 'csv') return csvSource(path);
  const sniffed = sniffContainer(await head(path), path);
  const flavour = FLAVOURS[format];
  if (format === 'marcxml' || (flavour && sniffed === 'marcxml'))
    return marcXmlSource(path, flavour);
  if (flavour) return iso2709Source(path, flavour);
  switch (sniffed) {
    case 'xlsx':
      return xlsxSource(path);
    case 'marcxml':
      return marcXmlSource(path, undefined);
    case 'iso2709':
      return iso2709Source(path, undefined);
    case 'csv':
      return csvSource(path);
    default:
      throw new ImportFileError({ key: 'importUnknownFormat' });
  }
}
