/**
 * A UNIMARC or CNMARC bibliographic record as a book (docs/import.md "UNIMARC and CNMARC").
 * CNMARC is UNIMARC as Chinese libraries write it (GB/T 33286): the same fields, plus 690
 * 中图分类号 and the 905 holdings field. UNIMARC subfields carry no ISBD punctuation.
 */
import type { DraftRecord } from './fields';
import { unimarcHoldingsOf } from './holdings';
import { MAX_NAMES, titleOf } from './map-marc21';
import {
  fieldsOf,
  firstField,
  firstSub,
  joined,
  sub,
  type MarcDataField,
  type MarcRecord,
} from './marc-record';

/** 701 $a 曹雪芹; 701 $a Tolkien $b J. R. R. (entry element, then the rest of the name). */
const nameOf = (field: MarcDataField) => joined([sub(field, 'a'), sub(field, 'b')], ', ');

/** 700 main, 701 alternative, 702 secondary responsibility; bodies (71X) when no person. */
function authorOf(record: MarcRecord): string | undefined {
  const persons = ['700', '701', '702'].flatMap((tag) => fieldsOf(record, tag));
  const bodies = ['710', '711', '712'].flatMap((tag) => fieldsOf(record, tag));
  const names = (persons.length > 0 ? persons : bodies).map(nameOf).slice(0, MAX_NAMES);
  return joined(names, '; ') ?? sub(firstField(record, '200'), 'f');
}

/** 210 (publication), else 214 (its 2017 successor). */
const publication = (record: MarcRecord) => firstField(record, '210') ?? firstField(record, '214');

export function draftFromUnimarc(record: MarcRecord): DraftRecord {
  const title = firstField(record, '200');
  const published = publication(record);
  return {
    // $h and $i: the number and name of a part ("第2卷. 上").
    title: titleOf(title, ['a', 'h', 'i']),
    subtitle: sub(title, 'e'),
    parallelTitle: sub(title, 'd') ?? firstSub(record, '510', 'a'),
    series: firstSub(record, '225', 'a') ?? firstSub(record, '410', 'a'),
    author: authorOf(record),
    publisher: sub(published, 'c'),
    // 100 $a positions 9–12: the first date of publication.
    year: sub(published, 'd') ?? firstSub(record, '100', 'a')?.slice(9, 13),
    isbn: firstSub(record, '010', 'a'),
    price: firstSub(record, '010', 'd'),
    controlNumber: record.controlFields.get('001'),
    // 690 中图分类号 (CNMARC), else 686 (another scheme), else 676 (Dewey).
    categoryCode:
      firstSub(record, '690', 'a') ?? firstSub(record, '686', 'a') ?? firstSub(record, '676', 'a'),
    language: firstSub(record, '101', 'a'),
    intro: firstSub(record, '330', 'a'),
    holdings: unimarcHoldingsOf(record),
    titleSource: '200 $a',
  };
}
