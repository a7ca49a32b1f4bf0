/**
 * Which character set an ISO 2709 record's bytes are in, and their decoding. The directory
 * counts bytes, so fields are cut from the bytes first and each is decoded on its own.
 *
 * - Leader/09 `a`: UTF-8, in every flavour. Bytes that are not UTF-8 refuse the record.
 * - MARC 21 with leader/09 blank: MARC-8 (ASCII, ANSEL diacritics and the escape sequences to
 *   Greek, Cyrillic, Hebrew, Arabic and the East Asian EACC set), decoded by the `marc8`
 *   package, which carries the Library of Congress code tables. A blank leader/09 on a record
 *   whose bytes are valid UTF-8 with non-ASCII characters is taken as UTF-8: exporters that
 *   forget to set the flag are common, and ANSEL bytes almost never form valid UTF-8 (a
 *   diacritic byte 0xE1–0xFE is followed by an ASCII letter, never a continuation byte).
 * - UNIMARC leaves leader/09 undefined: UTF-8 when the bytes are valid UTF-8; otherwise, for
 *   CNMARC (and records whose flavour was detected), GB18030 — the superset of GB2312 and GBK
 *   that Chinese library systems export in. An explicit `--format unimarc` has no fallback
 *   (ISO 5426 / 6937 are not read).
 * Decoded text is NFC-normalised later (fields.ts): MARC-8 and many UTF-8 MARC 21 records
 * write letters and their diacritics apart.
 */
import { isUtf8 } from 'node:buffer';
import marc8 from 'marc8';
import type { MarcFlavour } from './marc-record';

export type MarcEncoding = 'UTF-8' | 'MARC-8' | 'GB18030';

export class FieldDecodeError extends Error {}

const gb18030 = new TextDecoder('gb18030', { fatal: true });

function isAscii(bytes: Uint8Array): boolean {
  for (const byte of bytes) if (byte >= 0x80) return false;
  return true;
}

/** Decodes one field's (or subfield's) bytes in the record's character set. */
export function decodeBytes(bytes: Buffer, encoding: MarcEncoding): string {
  switch (encoding) {
    case 'UTF-8':
      // Checked once per record by encodingOf; toString is the fast native path.
      return bytes.toString('utf8');
    case 'GB18030':
      try {
        return gb18030.decode(bytes);
      } catch {
        throw new FieldDecodeError('GB18030');
      }
    case 'MARC-8':
      // ASCII is MARC-8's default G0 set: no table needed (most of most records).
      if (isAscii(bytes)) return bytes.toString('latin1');
      try {
        // normalization false: the text is NFC-normalised with everything else (fields.ts).
        return marc8(bytes, { normalization: false, expandNCR: true });
      } catch {
        // marc8 throws a string naming the byte; the record's reason names the field.
        throw new FieldDecodeError('MARC-8');
      }
  }
}

/**
 * The character set of a record, from its leader and the bytes of its fields (everything
 * after the directory), or undefined when the bytes fit none the flavour allows.
 */
export function encodingOf(
  flavour: MarcFlavour,
  leader: string,
  data: Buffer,
  detected: boolean,
): MarcEncoding | undefined {
  const utf8 = isUtf8(data);
  if (leader[9] === 'a') return utf8 ? 'UTF-8' : undefined;
  if (flavour === 'marc21') return utf8 && !isAscii(data) ? 'UTF-8' : 'MARC-8';
  if (utf8) return 'UTF-8';
  return flavour === 'cnmarc' || detected ? 'GB18030' : undefined;
}
