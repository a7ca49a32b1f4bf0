/**
 * The holdings fields school library systems put in the bibliographic records they export,
 * one field per copy: barcode, call number and location (docs/import.md "Holdings"). One
 * table per tag, so a system that writes a subfield elsewhere is one line here.
 *
 * - MARC 21 852 (the standard location field): $p barcode, $k $h $i $m call number (prefix,
 *   classification part, item part, suffix), $c shelving location, else $b sublocation.
 * - MARC 21 952 (Koha's item field, the most common export of open-source systems):
 *   $p barcode, $o call number, $c shelving location, else $a home library.
 * - CNMARC 905 (馆藏信息, the holdings field of Chinese systems): $b 登录号/条码号 barcode,
 *   $d 分类号 and $e 书次号 call number ("I247.5/123"; a $d that already holds the whole
 *   索书号 with its "/" is taken as it is), $c 排架区分号 location (the shelving area:
 *   书库, 阅览室, 参考 …). $a (收藏单位代码) names the library, not a place in it; $f (卷册)
 *   is a volume, not a copy.
 * - UNIMARC 995 (Koha's item field in UNIMARC libraries): $f barcode, $k call number,
 *   $e shelving location, else $c holding library.
 */
import type { DraftHolding } from './fields';
import { fieldsOf, joined, sub, subs, type MarcDataField, type MarcRecord } from './marc-record';

interface HoldingsField {
  tag: string;
  holding(field: MarcDataField): DraftHolding;
}

const marc21Holdings: HoldingsField[] = [
  {
    tag: '852',
    holding: (field) => ({
      barcode: sub(field, 'p'),
      callNumber: joined(
        ['k', 'h', 'i', 'm'].flatMap((code) => subs(field, code)),
        ' ',
      ),
      location: sub(field, 'c') ?? sub(field, 'b'),
    }),
  },
  {
    tag: '952',
    holding: (field) => ({
      barcode: sub(field, 'p'),
      callNumber: sub(field, 'o'),
      location: sub(field, 'c') ?? sub(field, 'a'),
    }),
  },
];

/** 索书号: 分类号/书次号, unless the class subfield already holds both. */
function chineseCallNumber(field: MarcDataField): string | undefined {
  const classNumber = sub(field, 'd')?.trim();
  const bookNumber = sub(field, 'e')?.trim();
  if (classNumber?.includes('/')) return classNumber;
  return joined([classNumber, bookNumber], '/');
}

const unimarcHoldings: HoldingsField[] = [
  {
    tag: '905',
    holding: (field) => ({
      barcode: sub(field, 'b'),
      callNumber: chineseCallNumber(field),
      location: sub(field, 'c'),
    }),
  },
  {
    tag: '995',
    holding: (field) => ({
      barcode: sub(field, 'f'),
      callNumber: sub(field, 'k'),
      location: sub(field, 'e') ?? sub(field, 'c'),
    }),
  },
];

function holdingsFrom(record: MarcRecord, table: HoldingsField[]): DraftHolding[] {
  return table.flatMap(({ tag, holding }) => fieldsOf(record, tag).map(holding));
}

export const marc21HoldingsOf = (record: MarcRecord) => holdingsFrom(record, marc21Holdings);
export const unimarcHoldingsOf = (record: MarcRecord) => holdingsFrom(record, unimarcHoldings);
