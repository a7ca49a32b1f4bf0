/**
 * A MARC 21 bibliographic record as a book (docs/import.md "MARC 21"). Values are taken as
 * written; fields.ts cleans the ISBD punctuation MARC 21 keeps inside subfields.
 */
import { withoutIsbdPunctuation, type DraftRecord } from './fields';
import { marc21HoldingsOf } from './holdings';
import {
  fieldsOf,
  firstField,
  firstSub,
  joined,
  sub,
  subs,
  type MarcDataField,
  type MarcRecord,
} from './marc-record';

/** Names in the author value: the main entry and the first added entries. */
export const MAX_NAMES = 10;

/** "$a. $n. $p" without the punctuation each part ends with. */
export function titleOf(field: MarcDataField | undefined, parts: string[]): string | undefined {
  if (!field) return undefined;
  const values = parts.flatMap((code) => subs(field, code)).map(withoutIsbdPunctuation);
  return joined(values, '. ');
}

/** A personal or corporate name: its $a with the subfields that complete it. */
const nameOf = (field: MarcDataField) =>
  joined(
    ['a', 'b', 'c', 'q'].flatMap((code) => subs(field, code)).map(withoutIsbdPunctuation),
    ' ',
  );

function authorOf(record: MarcRecord): string | undefined {
  const persons = ['100', '700'].flatMap((tag) => fieldsOf(record, tag));
  const bodies = ['110', '111', '710', '711'].flatMap((tag) => fieldsOf(record, tag));
  const names = (persons.length > 0 ? persons : bodies).map(nameOf).slice(0, MAX_NAMES);
  return joined(names, '; ') ?? sub(firstField(record, '245'), 'c');
}

/** The publication statement: 264 with second indicator 1 (RDA), else 260 (AACR2). */
function publication(record: MarcRecord): MarcDataField | undefined {
  return fieldsOf(record, '264').find((field) => field.ind2 === '1') ?? firstField(record, '260');
}

/** A class number: 中图分类号 in 084 $2 clc first (Chinese MARC 21 records), then DDC, LCC. */
function classOf(record: MarcRecord): string | undefined {
  const clc = fieldsOf(record, '084').find((field) =>
    subs(field, '2').some((source) => source.trim().toLowerCase().startsWith('clc')),
  );
  return sub(clc, 'a') ?? firstSub(record, '082', 'a') ?? firstSub(record, '050', 'a');
}

/** 008/35–37, else 041 $a. */
function languageOf(record: MarcRecord): string | undefined {
  const code = record.controlFields.get('008')?.slice(35, 38).trim();
  if (code && /^[a-z]{3}$/.test(code)) return code;
  return firstSub(record, '041', 'a');
}

export function draftFromMarc21(record: MarcRecord): DraftRecord {
  const number = record.controlFields.get('001')?.trim();
  const agency = record.controlFields.get('003')?.trim();
  const title = firstField(record, '245');
  const published = publication(record);
  const parallel = fieldsOf(record, '246').find((field) => field.ind2 === '1');
  return {
    title: titleOf(title, ['a', 'n', 'p']),
    subtitle: sub(title, 'b'),
    parallelTitle: sub(parallel, 'a') ?? firstSub(record, '242', 'a'),
    series: firstSub(record, '490', 'a') ?? firstSub(record, '440', 'a'),
    author: authorOf(record),
    publisher: sub(published, 'b'),
    year: sub(published, 'c') ?? record.controlFields.get('008')?.slice(7, 11),
    isbn: firstSub(record, '020', 'a'),
    price: firstSub(record, '020', 'c'),
    // The MARC 21 way of naming a number's source: "(003)001", as 035 writes it.
    controlNumber: number ? (agency ? `(${agency})${number}` : number) : undefined,
    categoryCode: classOf(record),
    language: languageOf(record),
    intro: firstSub(record, '520', 'a'),
    holdings: marc21HoldingsOf(record),
    titleSource: '245 $a',
  };
}
