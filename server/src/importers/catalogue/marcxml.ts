/**
 * One MARCXML `<record>` (MARC 21 slim schema, also used for UNIMARC and CNMARC) parsed with
 * saxes, a strict, streaming XML parser (the one jsdom uses): entities, CDATA and namespace
 * prefixes (`<marc:record>`) are read as XML says, not by character positions. Each record is
 * parsed on its own (marcxml-source.ts cuts the file at record ends), so a broken record is
 * refused and the next one still read.
 */
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { isControlTag, type MarcDataField, type MarcRecord } from './marc-record';
import type { Problem } from './types';

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

class NotMarc extends Error {}

export function parseMarcXml(text: string): MarcRecord | { problem: Problem } {
  const record: MarcRecord = { leader: '', controlFields: new Map(), dataFields: [] };
  let field: MarcDataField | undefined;
  /** Where the text being read goes, once its element closes. */
  let capture: ((value: string) => void) | undefined;
  let captured = '';
  let xmlError: Error | undefined;

  const parser = new SaxesParser({ position: false, xmlns: false });
  parser.on('error', (error) => {
    xmlError ??= error;
  });
  parser.on('opentag', (tag: SaxesTagPlain) => {
    const attribute = (name: string) => tag.attributes[name]?.trim() ?? '';
    captured = '';
    switch (localName(tag.name)) {
      case 'leader':
        capture = (value) => (record.leader = value);
        break;
      case 'controlfield': {
        const name = attribute('tag');
        if (!isControlTag(name)) throw new NotMarc(`controlfield tag "${name}"`);
        capture = (value) => {
          if (!record.controlFields.has(name)) record.controlFields.set(name, value);
        };
        break;
      }
      case 'datafield': {
        const name = attribute('tag');
        if (!/^[0-9A-Za-z]{3}$/.test(name) || isControlTag(name)) {
          throw new NotMarc(`datafield tag "${name}"`);
        }
        const indicator = (value: string | undefined) => (value ? value.slice(0, 1) : ' ');
        field = {
          tag: name,
          ind1: indicator(tag.attributes.ind1),
          ind2: indicator(tag.attributes.ind2),
          subfields: [],
        };
        record.dataFields.push(field);
        break;
      }
      case 'subfield': {
        const code = attribute('code');
        const into = field;
        if (!into) throw new NotMarc('a subfield outside a datafield');
        if (!/^[0-9A-Za-z]$/.test(code)) throw new NotMarc(`subfield code "${code}"`);
        capture = (value) => into.subfields.push({ code, value });
        break;
      }
      default:
        capture = undefined;
    }
  });
  const onText = (text: string) => {
    if (capture) captured += text;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', (tag: SaxesTagPlain) => {
    const name = localName(tag.name);
    if (capture && name !== 'record' && name !== 'datafield') {
      capture(captured);
      capture = undefined;
    }
    if (name === 'datafield') field = undefined;
  });

  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof NotMarc) {
      return { problem: { key: 'importNotMarcXml', params: { detail: error.message } } };
    }
    xmlError ??= error instanceof Error ? error : new Error(String(error));
  }
  if (xmlError) {
    // saxes says "undefined:1:23: unclosed tag: x": the position is the record's own.
    const detail = xmlError.message.replace(/^[^:]*:\d+:\d+: /, '').slice(0, 200);
    return { problem: { key: 'importBadXml', params: { detail } } };
  }
  return record;
}
