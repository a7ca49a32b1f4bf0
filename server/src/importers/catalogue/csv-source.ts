/**
 * CSV catalogues, streamed through csv-parse a row at a time. The file is UTF-8 (with or
 * without a byte-order mark) or, when its first megabyte is not UTF-8, GB18030 — what Excel
 * saves as "CSV" on a Chinese Windows. A row csv-parse cannot read (an unclosed quote, a row
 * longer than the limit) stops the file there, the rows before it imported: after broken
 * quoting no reader can tell where the next row starts (an unclosed quote takes in the rest of
 * the file), and csv-parse's skip-and-continue mode (7.0.3) loses the rest of the chunk after a
 * row over the size limit, which would drop rows silently.
 */
import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { finishRecord } from './fields';
import { checkRecordCount, fileChunks, type ByteCounter } from './file-chunks';
import { MAX_CSV_ROW_CHARS } from './limits';
import { draftFromRow, isBlankRow, readHeader, type HeaderMap } from './tabular';
import { ImportFileError, type RecordSource, type SourceItem } from './types';

function decoderFor(first: Buffer): TextDecoder {
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  try {
    // stream: a character cut at the chunk's end is not an error.
    utf8.decode(first, { stream: true });
    return new TextDecoder('utf-8', { fatal: true });
  } catch {
    return new TextDecoder('gb18030', { fatal: true });
  }
}

async function* decodedText(chunks: AsyncIterable<Buffer>, counter: ByteCounter) {
  let decoder: TextDecoder | undefined;
  let offset = 0;
  const failed = (encoding: string) =>
    new ImportFileError({
      key: 'importBadFileEncoding',
      params: { encoding: encoding.toUpperCase(), offset: String(offset) },
    });
  for await (const chunk of chunks) {
    decoder ??= decoderFor(chunk);
    try {
      yield decoder.decode(chunk, { stream: true });
    } catch {
      throw failed(decoder.encoding);
    }
    offset = counter.bytes;
  }
  try {
    if (decoder) yield decoder.decode();
  } catch {
    throw failed(decoder?.encoding ?? 'utf-8');
  }
}

export function csvSource(path: string): RecordSource & { ignoredColumns(): string[] } {
  const counter: ByteCounter = { bytes: 0 };
  let header: HeaderMap | undefined;
  return {
    format: 'csv',
    bytesRead: () => counter.bytes,
    ignoredColumns: () => header?.ignored ?? [],
    async *items(): AsyncGenerator<SourceItem> {
      const parser = parse({
        bom: true,
        info: true,
        relax_column_count: true,
        // A quote inside an unquoted cell (12" ruler) is text, as spreadsheets write it.
        relax_quotes: true,
        skip_empty_lines: true,
        max_record_size: MAX_CSV_ROW_CHARS,
      });
      const input = Readable.from(decodedText(fileChunks(path, counter), counter));
      input.on('error', (error) => parser.destroy(error));
      input.pipe(parser);

      let position = 0;
      try {
        for await (const { record: cells, info } of parser as AsyncIterable<{
          record: string[];
          info: { lines: number };
        }>) {
          if (!header) {
            header = readHeader(cells);
            continue;
          }
          if (isBlankRow(cells)) continue;
          checkRecordCount(++position);
          const finished = finishRecord(draftFromRow(header, cells));
          yield 'problem' in finished
            ? { position, at: `line ${info.lines}`, rejected: finished.problem }
            : { position, record: finished };
        }
      } catch (error) {
        if (error instanceof ImportFileError || !(error instanceof CsvError)) throw error;
        // csv-parse cannot find the next row after broken quoting: the file stops here.
        throw new ImportFileError({
          key: 'importBadRow',
          params: { detail: error.message.slice(0, 200) },
        });
      }
      if (!header) throw new ImportFileError({ key: 'importNoTitleColumn' });
    },
  };
}
