import type { LibraryInfo } from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import type { Lang } from '../http/messages';
import { copyCounts, inLibraryLocations } from '../queries/books';
import { toLibraryInfos, type OrganizationRow } from '../queries/organizations';
import { searchBooks, type BookSearchQuery } from '../search/books';
import { suggestCorrection } from '../search/did-you-mean';
import { normalizeText } from '../search/normalize';
import { accountFacts, type AccountFacts, type Asker } from './account-facts';
import { contentFacts, type ContentFacts } from './content-facts';
import { policyFacts, type PolicyFact } from './policy-facts';
import { isVolume } from './understanding/volume';
import type { ParsedQuestion } from './intents';

/** The AI librarian is a chat widget: three books are an answer, more are a search page. */
export const MAX_BOOKS_IN_ANSWER = 3;

export interface BookFinding {
  /** The book's id, for the link to its detail page. */
  id: number;
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
  /** News, activities, notices and e-books, when asked for. */
  content?: ContentFacts;
  /** The asker's own loans, fines or reservations, when asked for (null: not logged in). */
  account?: AccountFacts | null;
  /** The borrow types' limits and fines, for a question about the rules. */
  policies?: PolicyFact[];
}

type Hits = Awaited<ReturnType<typeof searchBooks>>['hits'];

async function toFindings(db: Database, orgId: number, hits: Hits): Promise<BookFinding[]> {
  const ids = hits.map((hit) => hit.id);
  const counts = await copyCounts(db, orgId, ids);
  const locations = await inLibraryLocations(db, orgId, ids);
  return hits.map((hit) => ({
    id: hit.id,
    title: hit.title,
    author: hit.author,
    available: counts.get(hit.id)?.available ?? 0,
    copies: counts.get(hit.id)?.copies ?? 0,
    locations: locations.get(hit.id) ?? [],
  }));
}

const search = (db: Database, query: Omit<BookSearchQuery, 'offset' | 'withTotal'>) =>
  searchBooks(db, { offset: 0, withTotal: false, ...query }).then((result) => result.hits);

/**
 * Whether every Latin word of the query starts a word of some hit's title or author. A
 * mistyped word can still match inside another ("hobit" in "Chobits"): such hits are weak.
 */
function startsWords(query: string, hits: Hits): boolean {
  const words = normalizeText(query).match(/[a-z0-9]{3,}/g) ?? [];
  if (words.length === 0) return true;
  return hits.some((hit) => {
    const text = normalizeText(`${hit.title} ${hit.author ?? ''}`);
    return words.every((word) => new RegExp(`(^|[^a-z0-9])${word}`).test(text));
  });
}

/** Hits of a series read for the volume asked for: that volume's titles first, then the rest. */
function volumeFirst(hits: Hits, volume: number | undefined): Hits {
  if (!volume) return hits;
  const ranked = [...hits].sort(
    (a, b) => Number(isVolume(b.title, volume)) - Number(isVolume(a.title, volume)),
  );
  return ranked.slice(0, MAX_BOOKS_IN_ANSWER);
}

/** Titles read through for a volume: a long series' later books rank after its first three. */
const SERIES_HITS = 20;

/** The catalogue search for a keyword; a mistyped one ("Harry Poter") is searched corrected. */
export async function findBooks(db: Database, orgId: number, query: string, volume?: number) {
  const limit = volume ? SERIES_HITS : MAX_BOOKS_IN_ANSWER;
  const hits = volumeFirst(await search(db, { orgId, keyword: query, limit }), volume);
  if (hits.length === 0 || !startsWords(query, hits)) {
    const corrected = await suggestCorrection(db, orgId, query);
    if (corrected) {
      const better = volumeFirst(await search(db, { orgId, keyword: corrected, limit }), volume);
      if (better.length > 0) return toFindings(db, orgId, better);
    }
  }
  return toFindings(db, orgId, hits);
}

/** A genre's books: its classes by rating, then its keywords, up to three books. */
async function genreBooks(
  db: Database,
  orgId: number,
  genre: NonNullable<ParsedQuestion['genre']>,
) {
  const hits: Hits = [];
  const seen = new Set<number>();
  const add = (more: Hits) => {
    for (const hit of more) {
      if (hits.length >= MAX_BOOKS_IN_ANSWER || seen.has(hit.id)) continue;
      hits.push(hit);
      seen.add(hit.id);
    }
  };
  if (genre.classes.length > 0) {
    const sort = [{ field: 'rating' as const, order: 'desc' as const }];
    const filters = { category: genre.classes };
    add(await search(db, { orgId, keyword: '', filters, sort, limit: MAX_BOOKS_IN_ANSWER }));
  }
  for (const keyword of genre.keywords) {
    if (hits.length >= MAX_BOOKS_IN_ANSWER) break;
    add(await search(db, { orgId, keyword, limit: 1 }));
  }
  return toFindings(db, orgId, hits);
}

export async function gatherFacts(
  db: Database,
  org: OrganizationRow,
  parsed: ParsedQuestion,
  lang: Lang,
  asker: Asker | null = null,
): Promise<LibraryFacts> {
  const query = parsed.bookQuery;
  let bookSearch: LibraryFacts['bookSearch'] = null;
  if (parsed.genre) {
    const label = parsed.genre[lang];
    bookSearch = { query: label, books: await genreBooks(db, org.id, parsed.genre) };
  } else if (query !== null) {
    bookSearch = { query, books: await findBooks(db, org.id, query, parsed.volume) };
  }
  return {
    libraryName: org.name,
    infos: toLibraryInfos(org, lang),
    bookSearch,
    content: await contentFacts(db, org.id, parsed.intents),
    account: await accountFacts(db, org.id, parsed.intents, asker),
    policies: await policyFacts(db, org.id, parsed.intents),
  };
}
