import type { LibraryInfo } from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import type { Lang } from '../http/messages';
import { copyCounts, inLibraryLocations } from '../queries/books';
import { toLibraryInfos, type OrganizationRow } from '../queries/organizations';
import { searchBooks } from '../search/books';
import type { ParsedQuestion } from './intents';

/** The spec's widget is a chat: three books are an answer, more are a search page. */
export const MAX_BOOKS_IN_ANSWER = 3;

export interface BookFinding {
  title: string;
  author: string | null;
  /** Copies in the library now (status 3). */
  available: number;
  /** Copies held, on the shelf or not. */
  copies: number;
  /** Where the available copies are shelved. */
  locations: string[];
}

/** What the librarian knows when answering: the library's own data, nothing else. */
export interface LibraryFacts {
  libraryName: string;
  /** Introduction, reader notice, opening hours, address, phone: those that are set. */
  infos: LibraryInfo[];
  /** The catalogue search made for the question; null when it named no book. */
  bookSearch: { query: string; books: BookFinding[] } | null;
}

export async function findBooks(
  db: Database,
  orgId: number,
  query: string,
): Promise<BookFinding[]> {
  const search = { orgId, keyword: query, offset: 0, limit: MAX_BOOKS_IN_ANSWER, withTotal: false };
  const { hits } = await searchBooks(db, search);
  const ids = hits.map((hit) => hit.id);
  const counts = await copyCounts(db, orgId, ids);
  const locations = await inLibraryLocations(db, orgId, ids);
  return hits.map((hit) => ({
    title: hit.title,
    author: hit.author,
    available: counts.get(hit.id)?.available ?? 0,
    copies: counts.get(hit.id)?.copies ?? 0,
    locations: locations.get(hit.id) ?? [],
  }));
}

export async function gatherFacts(
  db: Database,
  org: OrganizationRow,
  parsed: ParsedQuestion,
  lang: Lang,
): Promise<LibraryFacts> {
  const query = parsed.bookQuery;
  return {
    libraryName: org.name,
    infos: toLibraryInfos(org, lang),
    bookSearch: query === null ? null : { query, books: await findBooks(db, org.id, query) },
  };
}
