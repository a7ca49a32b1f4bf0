/**
 * Copy cataloguing: the organisation's sources (SRU, or Z39.50 for a source with only that:
 * cataloguing/sru.ts, cataloguing/z3950.ts), the candidates one answers for an ISBN
 * (each marked with the book of this library it would update), and taking a candidate into
 * the catalogue with the importer's own matching and writing (importers/catalogue/batch.ts):
 * a record the library has already (same control number, then ISBN) is updated, not doubled.
 *
 * Take asks the source again and takes the record whose digest the librarian picked, so what
 * is written is what the source says, never a record the browser sent.
 */
import { and, asc, eq } from 'drizzle-orm';
import type {
  CataloguingSource,
  CopyCataloguingCandidate,
  CopyCataloguingTakeResult,
} from '../../../../src/core/api/contract';
import {
  checkedIsbn,
  isbnForms,
  isbnQuery,
  sruSearch,
  SruError,
  type SruRecord,
} from '../../cataloguing/sru';
import { z3950Search } from '../../cataloguing/z3950';
import type { Database } from '../../db/client';
import { bookCopy } from '../../db/schema';
import { cataloguingSource } from '../../db/tables/library-admin-catalogue';
import { importBatch } from '../../importers/catalogue/batch';
import { Locations } from '../../importers/catalogue/locations';
import { loadCandidates } from '../../importers/catalogue/lookup';
import { CatalogueIndex } from '../../importers/catalogue/plan';
import type { ImportedRecord } from '../../importers/catalogue/types';
import type { FeedFetchOptions } from '../../rss/fetch';
import { writeAudit } from '../library-admin/audit';
import type { DeskScope } from '../library-admin/common';
import { refuseCatalogue, type CatalogueRefused } from './copy-status';

export async function listSources(db: Database, orgId: number): Promise<CataloguingSource[]> {
  return db
    .select({ name: cataloguingSource.name, url: cataloguingSource.baseUrl })
    .from(cataloguingSource)
    .where(eq(cataloguingSource.organizationId, orgId))
    .orderBy(asc(cataloguingSource.name));
}

/** The named source of the organisation, or its first one (by when it was added). */
async function sourceOf(db: Database, orgId: number, name: string | undefined) {
  const [source] = await db
    .select()
    .from(cataloguingSource)
    .where(
      and(
        eq(cataloguingSource.organizationId, orgId),
        name === undefined ? undefined : eq(cataloguingSource.name, name),
      ),
    )
    .orderBy(asc(cataloguingSource.id))
    .limit(1);
  return source;
}

interface Fetched {
  source: string;
  total: number;
  records: SruRecord[];
  isbn13: string;
}

/** Asks the source for the ISBN's records; a refusal for a bad ISBN, source or answer. */
async function fetchRecords(
  db: Database,
  orgId: number,
  request: { isbn: string; source?: string },
  fetchOptions: Partial<FeedFetchOptions>,
): Promise<Fetched | CatalogueRefused> {
  const isbns = checkedIsbn(request.isbn);
  const query = isbnQuery(request.isbn);
  const forms = isbnForms(request.isbn);
  if (!isbns?.isbn13 || !query || !forms) return refuseCatalogue('badIsbn');
  const source = await sourceOf(db, orgId, request.source);
  if (!source) return refuseCatalogue('sourceNotFound');
  try {
    const answer =
      source.protocol === 'z3950'
        ? await z3950Search(
            { address: source.baseUrl, allowPrivate: source.allowPrivate },
            forms,
            fetchOptions,
          )
        : await sruSearch(source, query, fetchOptions);
    return { source: source.name, isbn13: isbns.isbn13, ...answer };
  } catch (error) {
    if (!(error instanceof SruError)) throw error;
    return error.code === 'addressRefused'
      ? refuseCatalogue('sourceAddressRefused')
      : refuseCatalogue('sourceFailed', error.message);
  }
}

const isRefusal = (value: object): value is CatalogueRefused => 'refused' in value;

export async function searchCandidates(
  db: Database,
  orgId: number,
  request: { isbn: string; source?: string },
  fetchOptions: Partial<FeedFetchOptions> = {},
): Promise<
  { source: string; total: number; candidates: CopyCataloguingCandidate[] } | CatalogueRefused
> {
  const fetched = await fetchRecords(db, orgId, request, fetchOptions);
  if (isRefusal(fetched)) return fetched;
  const usable = fetched.records.flatMap((item) =>
    'record' in item ? [{ recordid: item.recordid, record: item.record }] : [],
  );
  const index = new CatalogueIndex();
  await loadCandidates(
    db,
    orgId,
    usable.map(({ record }) => record),
    index,
  );
  const candidates = usable.map(({ recordid, record }): CopyCataloguingCandidate => {
    const { book } = record;
    const existing = index.match(record);
    return {
      recordid,
      controlnumber: book.controlNumber,
      title: book.title,
      author: book.author,
      publisher: book.publisher,
      year: book.publishYear,
      isbn: book.isbn13 ?? book.isbn10,
      isbnmatch: book.isbn13 === fetched.isbn13,
      existingid: existing && existing.id > 0 ? existing.id : null,
    };
  });
  // The records of the ISBN asked for first; a loose server's others after them.
  candidates.sort((a, b) => Number(b.isbnmatch) - Number(a.isbnmatch));
  return { source: fetched.source, total: fetched.total, candidates };
}

export interface TakeRequest {
  source: string;
  isbn: string;
  recordid: string;
  barcode: string | null;
  callnumber: string | null;
}

export async function takeRecord(
  db: Database,
  scope: DeskScope,
  request: TakeRequest,
  fetchOptions: Partial<FeedFetchOptions> = {},
): Promise<CopyCataloguingTakeResult | CatalogueRefused> {
  const fetched = await fetchRecords(db, scope.orgId, request, fetchOptions);
  if (isRefusal(fetched)) return fetched;
  const picked = fetched.records.find((item) => item.recordid === request.recordid);
  if (!picked) return refuseCatalogue('recordNotFound');
  if ('problem' in picked) return refuseCatalogue('recordRefused', picked.problem.key);
  const { barcode } = request;
  const record: ImportedRecord = {
    ...picked.record,
    holdings: barcode ? [{ barcode, callNumber: request.callnumber, location: null }] : [],
  };
  return db.transaction(async (tx): Promise<CopyCataloguingTakeResult | CatalogueRefused> => {
    if (barcode) {
      // A barcode the library uses already, on this record or another, is not a new copy.
      const [taken] = await tx
        .select({ id: bookCopy.id })
        .from(bookCopy)
        .where(and(eq(bookCopy.organizationId, scope.orgId), eq(bookCopy.barcode, barcode)))
        .limit(1);
      if (taken) return refuseCatalogue('barcodeTaken', barcode);
    }
    const index = new CatalogueIndex();
    await loadCandidates(tx, scope.orgId, [record], index);
    const matched = index.match(record);
    const before = matched ? { ...matched.book } : null;
    const { outcomes } = await importBatch(tx, [record], {
      orgId: scope.orgId,
      dryRun: false,
      locations: new Locations(scope.orgId, false),
      index,
    });
    const outcome = outcomes[0];
    if (outcome === undefined) throw new Error('the import planned nothing');
    if (typeof outcome !== 'string') {
      return outcome.problem.key === 'importBarcodeTaken'
        ? refuseCatalogue('barcodeTaken', barcode)
        : refuseCatalogue('recordRefused', outcome.problem.key);
    }
    const entry = index.match(record);
    if (!entry || entry.id <= 0) throw new Error('the taken record has no book');
    await writeAudit(tx, scope, 'takeRecord', barcode ?? `book ${entry.id}`, {
      source: fetched.source,
      recordid: request.recordid,
      bookId: entry.id,
      outcome,
      before,
      after: entry.book,
      barcode,
    });
    return { bookid: entry.id, title: entry.book.title, outcome, barcode };
  });
}
