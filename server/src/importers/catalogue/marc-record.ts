/**
 * A MARC record as both readers (ISO 2709 and MARCXML) hand it to the mappings: the leader,
 * control fields and data fields with decoded text. MARC 21, UNIMARC and CNMARC share this
 * structure (ISO 2709); they differ only in what the tags mean (map-marc21.ts,
 * map-unimarc.ts).
 */

export interface MarcSubfield {
  code: string;
  value: string;
}

export interface MarcDataField {
  tag: string;
  ind1: string;
  ind2: string;
  subfields: MarcSubfield[];
}

export interface MarcRecord {
  leader: string;
  /** Tags 001–009: one value, no indicators or subfields. */
  controlFields: Map<string, string>;
  dataFields: MarcDataField[];
}

/** Which tag set a record is written in. CNMARC is UNIMARC with Chinese local fields. */
export type MarcFlavour = 'marc21' | 'unimarc' | 'cnmarc';

/** A control field's tag: 001–009 in every flavour. */
export const isControlTag = (tag: string) => tag.length === 3 && tag.startsWith('00');

/**
 * The flavour a record's tags show: a MARC 21 record has its title in 245, a UNIMARC one in
 * 200 (which MARC 21 leaves undefined). CNMARC is told apart by its own fields (690 中图分类号,
 * 905 馆藏); the mapping is the same, only the fallback encoding differs (marc-encoding.ts).
 */
export function flavourOfTags(tags: Iterable<string>): MarcFlavour | undefined {
  let unimarc = false;
  let chinese = false;
  for (const tag of tags) {
    if (tag === '245') return 'marc21';
    if (tag === '200') unimarc = true;
    if (tag === '690' || tag === '905') chinese = true;
  }
  if (!unimarc) return undefined;
  return chinese ? 'cnmarc' : 'unimarc';
}

export const fieldsOf = (record: MarcRecord, tag: string) =>
  record.dataFields.filter((field) => field.tag === tag);

export const firstField = (record: MarcRecord, tag: string) =>
  record.dataFields.find((field) => field.tag === tag);

/** The first value of subfield `code`, or undefined. */
export const sub = (field: MarcDataField | undefined, code: string) =>
  field?.subfields.find((subfield) => subfield.code === code)?.value;

/** Every value of subfield `code`, in order. */
export const subs = (field: MarcDataField | undefined, code: string) =>
  field?.subfields.filter((subfield) => subfield.code === code).map(({ value }) => value) ?? [];

/** The first value of subfield `code` among the fields of `tag`. */
export function firstSub(record: MarcRecord, tag: string, code: string): string | undefined {
  for (const field of fieldsOf(record, tag)) {
    const value = sub(field, code);
    if (value !== undefined && value.trim() !== '') return value;
  }
  return undefined;
}

/** Non-empty parts joined by `separator` (undefined when none is left). */
export function joined(parts: (string | undefined)[], separator: string): string | undefined {
  const kept = parts.map((part) => part?.trim()).filter((part): part is string => !!part);
  return kept.length > 0 ? kept.join(separator) : undefined;
}
