/**
 * Catalogue records the import suites write into files of every format: a MARC 21 book in
 * UTF-8, one in MARC-8 with diacritics, Chinese CNMARC books with 905 holdings.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import type { ImportedRecord, SourceItem } from '../src/importers/catalogue/types';
import { MARC21_MARC8_LEADER, UNIMARC_LEADER, type TestRecord } from './marc-files';

/** A MARC 21 record (UTF-8) of a book with an 852 holding. */
export function marc21Book(
  n: number | string,
  extra: Partial<{ isbn: string; title: string; barcode: string; location: string }> = {},
): TestRecord {
  return {
    fields: [
      ['001', `m21-${n}`],
      ['003', 'TestLib'],
      ['008', '960101s1966    mau           000 1 eng d'],
      ['020', '  ', 'a', `${extra.isbn ?? '0395071224'} (pbk.)`, 'c', 'CNY25.00'],
      ['084', '  ', 'a', 'I561.45', '2', 'clc'],
      ['100', '1 ', 'a', 'Tolkien, J. R. R.,'],
      [
        '245',
        '14',
        'a',
        `${extra.title ?? `The hobbit ${n}`} :`,
        'b',
        'or, There and back again /',
        'c',
        'by J.R.R. Tolkien.',
      ],
      ['264', ' 1', 'a', 'Boston :', 'b', 'Houghton Mifflin,', 'c', '1966.'],
      [
        '852',
        '  ',
        'b',
        'Main',
        'c',
        extra.location ?? 'Juvenile',
        'h',
        'PZ8.T57',
        'i',
        'Ho',
        'p',
        extra.barcode ?? `M21-${n}`,
      ],
    ],
  };
}

/** A MARC 21 record in MARC-8 (leader/09 blank): Latin letters with ANSEL diacritics. */
export function marc8Book(n: number | string): TestRecord {
  return {
    leader: MARC21_MARC8_LEADER,
    encoding: 'marc8',
    fields: [
      ['001', `m8-${n}`],
      ['100', '1 ', 'a', 'Brontë, Charlotte,'],
      ['245', '10', 'a', `Café société à Québec ${n} /`, 'c', 'Charlotte Brontë.'],
      ['260', '  ', 'a', 'Paris :', 'b', 'Éditions Gallimard,', 'c', '2003.'],
      ['952', '  ', 'a', 'MAIN', 'c', 'Français', 'o', 'F BRO', 'p', `M8-${n}`],
    ],
  };
}

/** A CNMARC record (Chinese, UTF-8 with leader/09 `a` unless written in GB18030). */
export function cnmarcBook(
  n: number | string,
  extra: Partial<{
    title: string;
    author: string;
    isbn: string;
    encoding: TestRecord['encoding'];
    barcodes: string[];
  }> = {},
): TestRecord {
  const encoding = extra.encoding ?? 'utf8';
  return {
    leader:
      encoding === 'utf8'
        ? `${UNIMARC_LEADER.slice(0, 9)}a${UNIMARC_LEADER.slice(10)}`
        : UNIMARC_LEADER,
    encoding,
    fields: [
      ['001', `cn-${n}`],
      ['010', '  ', 'a', extra.isbn ?? '978-7-02-000220-7', 'd', 'CNY59.70'],
      ['100', '  ', 'a', '20040223d1996    em y0chiy50      ea'],
      ['101', '0 ', 'a', 'chi'],
      ['200', '1 ', 'a', extra.title ?? `红楼梦${n}`, 'f', '曹雪芹著'],
      ['210', '  ', 'a', '北京', 'c', '人民文学出版社', 'd', '1996'],
      ['330', '  ', 'a', '中国古典小说四大名著之一。'],
      ['690', '  ', 'a', 'I242.4', 'v', '5'],
      ['701', ' 0', 'a', extra.author ?? '曹雪芹', '4', '著'],
      ['702', ' 0', 'a', '高鹗', '4', '续'],
      ...(extra.barcodes ?? [`CN-${n}`]).map((barcode): TestRecord['fields'][number] => [
        '905',
        '  ',
        'a',
        'SCH1',
        'b',
        barcode,
        'c',
        '二楼书库',
        'd',
        'I242.4',
        'e',
        '12',
      ]),
    ],
  };
}

/** A scratch folder for a suite's files, removed after it. */
export function scratchFiles() {
  const dir = mkdtempSync(join(tmpdir(), 'libportal-import-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let next = 0;
  return (name: string, content: Buffer | string) => {
    const path = join(dir, `${next++}-${name}`);
    writeFileSync(path, content);
    return path;
  };
}

export async function collect(items: AsyncIterable<SourceItem>) {
  const all: SourceItem[] = [];
  for await (const item of items) all.push(item);
  return all;
}

export const recordsOf = (items: SourceItem[]): ImportedRecord[] =>
  items.flatMap((item) => ('record' in item ? [item.record] : []));

export const rejectionsOf = (items: SourceItem[]) =>
  items.flatMap((item) =>
    'rejected' in item ? [{ position: item.position, key: item.rejected.key, at: item.at }] : [],
  );
