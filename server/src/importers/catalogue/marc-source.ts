/**
 * ISO 2709 files (MARC 21, UNIMARC, CNMARC) as a stream of records: frames cut at record
 * terminators (iso2709-frames.ts), each parsed and checked (iso2709.ts), mapped by its flavour
 * and finished (fields.ts). A refused record is reported with its position and byte offset,
 * and the next one is read.
 */
import { finishRecord } from './fields';
import { checkRecordCount, fileChunks, type ByteCounter } from './file-chunks';
import { isoFrames, MAX_RECORD_BYTES } from './iso2709-frames';
import { parseIso2709 } from './iso2709';
import { draftFromMarc21 } from './map-marc21';
import { draftFromUnimarc } from './map-unimarc';
import type { MarcFlavour, MarcRecord } from './marc-record';
import type { RecordSource, SourceItem } from './types';

/** The flavours a file's records were read as, for the summary ("marc21", "marc21+cnmarc"). */
export class FlavoursSeen {
  private readonly seen = new Set<MarcFlavour>();
  constructor(private readonly container: string) {}
  add(flavour: MarcFlavour) {
    this.seen.add(flavour);
  }
  get label(): string {
    return this.seen.size > 0 ? `${this.container}/${[...this.seen].join('+')}` : this.container;
  }
}

/** A parsed MARC record of either family as a source item. */
export function marcItem(position: number, record: MarcRecord, flavour: MarcFlavour): SourceItem {
  const draft = flavour === 'marc21' ? draftFromMarc21(record) : draftFromUnimarc(record);
  const finished = finishRecord(draft);
  return 'problem' in finished
    ? { position, rejected: finished.problem }
    : { position, record: finished };
}

/** `flavour` undefined: each record's is told from its tags. */
export function iso2709Source(path: string, flavour: MarcFlavour | undefined): RecordSource {
  const counter: ByteCounter = { bytes: 0 };
  const flavours = new FlavoursSeen('iso2709');
  return {
    get format() {
      return flavours.label;
    },
    bytesRead: () => counter.bytes,
    async *items() {
      let position = 0;
      for await (const frame of isoFrames(fileChunks(path, counter))) {
        checkRecordCount(++position);
        const at = `byte ${frame.offset}`;
        if ('problem' in frame) {
          yield frame.problem === 'tooLong'
            ? {
                position,
                at,
                rejected: {
                  key: 'importRecordTooLarge',
                  params: { max: String(MAX_RECORD_BYTES) },
                },
              }
            : { position, at, rejected: { key: 'importTruncated' } };
          continue;
        }
        const parsed = parseIso2709(frame.bytes, flavour);
        if ('problem' in parsed) {
          yield { position, at, rejected: parsed.problem };
          continue;
        }
        flavours.add(parsed.flavour);
        const item = marcItem(position, parsed.record, parsed.flavour);
        yield 'rejected' in item ? { ...item, at } : item;
      }
    },
  };
}
