/**
 * MARCXML files as a stream of records. The text is decoded as it arrives (UTF-8, or the
 * encoding the XML declaration names, e.g. GBK), cut at each `</record>` — holding at most one
 * record's text — and each record is parsed on its own (marcxml.ts), so one broken record is
 * refused with its line and the rest still import. A record's flavour is told from its tags
 * (245: MARC 21, 200: UNIMARC/CNMARC) unless --format names it.
 */
import { checkRecordCount, fileChunks, type ByteCounter } from './file-chunks';
import { MAX_XML_RECORD_CHARS } from './limits';
import { flavourOfTags, type MarcFlavour } from './marc-record';
import { FlavoursSeen, marcItem } from './marc-source';
import { parseMarcXml } from './marcxml';
import { ImportFileError, type Problem, type RecordSource, type SourceItem } from './types';

/** A record's start tag, with or without a namespace prefix (group 1: its name). */
const RECORD_START = /<((?:[A-Za-z_][\w.-]*:)?record)(?=[\s>/])/;
/** Enough text kept between chunks for a start tag split across them. */
const TAIL_CHARS = 64;

type XmlPiece = { text: string; line: number } | { problem: Problem; line: number };

function countLines(text: string, from = 0, to = text.length): number {
  let lines = 0;
  for (let at = text.indexOf('\n', from); at !== -1 && at < to; at = text.indexOf('\n', at + 1)) {
    lines++;
  }
  return lines;
}

/** The decoder the XML declaration asks for (UTF-8 when it names none). */
function decoderFor(first: Buffer): TextDecoder {
  const declaration = first
    .toString('latin1', 0, 200)
    .match(/^\s*<\?xml[^>]*encoding=["']([^"']+)["']/);
  const label = declaration?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(label, { fatal: true });
  } catch {
    throw new ImportFileError({
      key: 'importBadFileEncoding',
      params: { encoding: label, offset: '0' },
    });
  }
}

async function* xmlPieces(
  chunks: AsyncIterable<Buffer>,
  counter: ByteCounter,
): AsyncGenerator<XmlPiece> {
  let decoder: TextDecoder | undefined;
  let buffer = '';
  /** Line of buffer[0]. */
  let line = 1;
  /** The end tag of a record too long to keep, whose text is being skipped. */
  let skippingTo: string | undefined;

  const consume = (length: number) => {
    line += countLines(buffer, 0, length);
    buffer = buffer.slice(length);
  };

  for await (const chunk of chunks) {
    decoder ??= decoderFor(chunk);
    try {
      buffer += decoder.decode(chunk, { stream: true });
    } catch {
      throw new ImportFileError({
        key: 'importBadFileEncoding',
        params: { encoding: decoder.encoding, offset: String(counter.bytes - chunk.length) },
      });
    }
    for (;;) {
      if (skippingTo) {
        const end = buffer.indexOf(skippingTo);
        if (end === -1) {
          consume(Math.max(0, buffer.length - skippingTo.length));
          break;
        }
        consume(end + skippingTo.length);
        skippingTo = undefined;
      }
      const start = RECORD_START.exec(buffer);
      if (!start) {
        consume(Math.max(0, buffer.length - TAIL_CHARS));
        break;
      }
      consume(start.index);
      const startTagEnd = buffer.indexOf('>');
      if (startTagEnd !== -1 && buffer[startTagEnd - 1] === '/') {
        yield { problem: { key: 'importNotMarcXml', params: { detail: 'an empty record' } }, line };
        consume(startTagEnd + 1);
        continue;
      }
      const endTag = `</${start[1]}>`;
      const end = startTagEnd === -1 ? -1 : buffer.indexOf(endTag, startTagEnd);
      if (end === -1) {
        if (buffer.length > MAX_XML_RECORD_CHARS) {
          const max = String(MAX_XML_RECORD_CHARS);
          yield { problem: { key: 'importRecordTooLarge', params: { max } }, line };
          skippingTo = endTag;
          continue;
        }
        break;
      }
      const text = buffer.slice(0, end + endTag.length);
      yield { text, line };
      consume(text.length);
    }
  }
  if (RECORD_START.test(buffer)) {
    yield {
      problem: { key: 'importTruncated' },
      line: line + countLines(buffer, 0, buffer.search(RECORD_START)),
    };
  }
}

export function marcXmlSource(path: string, flavour: MarcFlavour | undefined): RecordSource {
  const counter: ByteCounter = { bytes: 0 };
  const flavours = new FlavoursSeen('marcxml');
  return {
    get format() {
      return flavours.label;
    },
    bytesRead: () => counter.bytes,
    async *items(): AsyncGenerator<SourceItem> {
      let position = 0;
      for await (const piece of xmlPieces(fileChunks(path, counter), counter)) {
        checkRecordCount(++position);
        const at = `line ${piece.line}`;
        if ('problem' in piece) {
          yield { position, at, rejected: piece.problem };
          continue;
        }
        const record = parseMarcXml(piece.text);
        if ('problem' in record) {
          yield { position, at, rejected: record.problem };
          continue;
        }
        const recordFlavour = flavour ?? flavourOfTags(record.dataFields.map(({ tag }) => tag));
        if (!recordFlavour) {
          yield { position, at, rejected: { key: 'importUnknownFlavour' } };
          continue;
        }
        flavours.add(recordFlavour);
        const item = marcItem(position, record, recordFlavour);
        yield 'rejected' in item ? { ...item, at } : item;
      }
    },
  };
}
