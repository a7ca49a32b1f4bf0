/**
 * Cuts an ISO 2709 byte stream into records at the record terminator (0x1D), holding at most
 * one record's bytes at a time (a record is at most 99,999 bytes: its leader's length has five
 * digits), so memory stays flat whatever the file's size. Bytes that never end in a terminator
 * are reported, not dropped: a record too long to be one, or the file ending inside a record.
 */

const RECORD_TERMINATOR = 0x1d;
/** ISO 2709's largest record: five digits of length. */
export const MAX_RECORD_BYTES = 99_999;

export type Frame =
  { offset: number; bytes: Buffer } | { offset: number; problem: 'tooLong' | 'truncated' };

/** Line ends and DOS end-of-file marks some exporters put between or after records. */
const isFiller = (byte: number) => byte === 0x0a || byte === 0x0d || byte === 0x1a;

export async function* isoFrames(chunks: AsyncIterable<Buffer>): AsyncGenerator<Frame> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  /** File offset of the first byte of the record being gathered. */
  let start = 0;
  /** File offset of the current chunk's first byte. */
  let chunkOffset = 0;
  /** The record being gathered is already too long: its bytes are skipped to its end. */
  let overflow = false;

  for await (const chunk of chunks) {
    let from = 0;
    while (from < chunk.length) {
      if (pendingBytes === 0 && !overflow) {
        // Between records: skip filler, and note where the next record starts.
        while (from < chunk.length && isFiller(chunk[from] as number)) from++;
        if (from === chunk.length) break;
        start = chunkOffset + from;
      }
      const end = chunk.indexOf(RECORD_TERMINATOR, from);
      if (end === -1) {
        const rest = chunk.subarray(from);
        if (!overflow && pendingBytes + rest.length > MAX_RECORD_BYTES) {
          overflow = true;
          pending = [];
        }
        if (!overflow) pending.push(rest);
        pendingBytes += rest.length;
        break;
      }
      const piece = chunk.subarray(from, end + 1);
      if (overflow || pendingBytes + piece.length > MAX_RECORD_BYTES) {
        yield { offset: start, problem: 'tooLong' };
      } else {
        pending.push(piece);
        // One piece (the usual case, a record inside a chunk) is used as it is, not copied.
        yield {
          offset: start,
          bytes: pending.length === 1 ? piece : Buffer.concat(pending, pendingBytes + piece.length),
        };
      }
      pending = [];
      pendingBytes = 0;
      overflow = false;
      from = end + 1;
    }
    chunkOffset += chunk.length;
  }
  if (pendingBytes > 0) yield { offset: start, problem: 'truncated' };
}
