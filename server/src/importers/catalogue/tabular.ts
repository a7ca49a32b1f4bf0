/**
 * CSV and XLSX catalogues: a header row naming the columns (in English or as Chinese library
 * systems and spreadsheets name them), then one row per copy — rows of the same book repeat
 * its description with their own barcode (docs/import.md "CSV and XLSX").
 */
import type { DraftRecord } from './fields';
import { ImportFileError } from './types';

export const COLUMNS = {
  title: ['title', '题名', '书名', '正题名'],
  author: ['author', '责任者', '作者', '著者'],
  isbn: ['isbn', '国际标准书号'],
  publisher: ['publisher', '出版社', '出版者'],
  year: ['year', '出版年', '出版日期', '出版时间'],
  category: ['category', '分类号', '中图分类号'],
  barcode: ['barcode', '条码号', '条形码', '条码'],
  callnumber: ['callnumber', 'call number', '索书号'],
  location: ['location', '馆藏地点', '馆藏地', '馆藏位置'],
  price: ['price', '价格', '定价'],
} as const;

export type Column = keyof typeof COLUMNS;

/** "Call Number", "call_number", "ＩＳＢＮ" and "callnumber" are one name. */
const headerKey = (header: string) =>
  header
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

const COLUMN_OF = new Map<string, Column>(
  (Object.entries(COLUMNS) as [Column, readonly string[]][]).flatMap(([column, names]) =>
    names.map((name) => [headerKey(name), column] as const),
  ),
);

export interface HeaderMap {
  /** Cell index of each known column (the first of that name). */
  index: Partial<Record<Column, number>>;
  /** Header cells that name no known column (not read). */
  ignored: string[];
}

/** The columns of the header row; a header without a title column stops the import. */
export function readHeader(cells: string[]): HeaderMap {
  const map: HeaderMap = { index: {}, ignored: [] };
  cells.forEach((cell, at) => {
    const column = COLUMN_OF.get(headerKey(cell));
    if (column && map.index[column] === undefined) map.index[column] = at;
    else if (cell.trim() !== '') map.ignored.push(cell.trim());
  });
  if (map.index.title === undefined) throw new ImportFileError({ key: 'importNoTitleColumn' });
  return map;
}

/** One data row as a record: its book, and its copy when it has a barcode. */
export function draftFromRow(header: HeaderMap, cells: string[]): DraftRecord {
  const cell = (column: Column) => {
    const at = header.index[column];
    const value = at === undefined ? undefined : cells[at];
    return value === undefined || value.trim() === '' ? undefined : value;
  };
  const holding = {
    barcode: cell('barcode'),
    callNumber: cell('callnumber'),
    location: cell('location'),
  };
  const hasHolding = Object.values(holding).some((value) => value !== undefined);
  return {
    title: cell('title'),
    author: cell('author'),
    isbn: cell('isbn'),
    publisher: cell('publisher'),
    year: cell('year'),
    categoryCode: cell('category'),
    price: cell('price'),
    holdings: hasHolding ? [holding] : [],
    titleSource: 'title',
  };
}

/** A blank row (every cell empty) is skipped, not counted. */
export const isBlankRow = (cells: string[]) => cells.every((cell) => cell.trim() === '');
