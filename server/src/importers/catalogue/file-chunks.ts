/**
 * A file read a megabyte at a time, counting what has been read (the progress bar's
 * measure), and the record count every streaming reader stops at.
 */
import { createReadStream } from 'node:fs';
import { MAX_RECORDS } from './limits';
import { ImportFileError } from './types';

export interface ByteCounter {
  bytes: number;
}

const CHUNK_BYTES = 1024 * 1024;

export async function* fileChunks(path: string, counter: ByteCounter): AsyncGenerator<Buffer> {
  for await (const chunk of createReadStream(path, { highWaterMark: CHUNK_BYTES })) {
    counter.bytes += (chunk as Buffer).length;
    yield chunk as Buffer;
  }
}

/** Throws once a file holds more records than one run takes. */
export function checkRecordCount(position: number): void {
  if (position > MAX_RECORDS) {
    throw new ImportFileError({
      key: 'importTooManyRecords',
      params: { max: MAX_RECORDS.toLocaleString('en') },
    });
  }
}
