/**
 * The fixed query set: what readers type, by kind. ISBN, barcode and call number come from
 * the generated catalogue (the same for every run of a size).
 */
import {
  ApiPath,
  type BookSearchRequest,
  type SuggestionRequest,
} from '../../src/core/api/contract';
import { OrgIds } from '../../server/src/seed/content';
import type { CatalogueProbes } from './catalogue';

export const QUERY_KINDS = [
  'CJK 1 char',
  'CJK 2 chars',
  'CJK 3+ chars',
  'Latin prefix',
  'whole words',
  'pinyin',
  'ISBN',
  'barcode / call no.',
  'no match',
  'no keyword',
  'facet selected',
] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

export interface BenchRequest {
  kind: QueryKind;
  label: string;
  path: string;
  body: SuggestionRequest | BookSearchRequest;
}

/** What the search box sends (it asks for up to 100 suggestions). */
const SUGGESTION_PAGE = 100;
const org = { organizationid: OrgIds.ytkj };

/** "9787267198381" → "978-7-2671-9838-1", as printed on a book. */
export const hyphenateIsbn13 = (isbn: string) =>
  `${isbn.slice(0, 3)}-${isbn.slice(3, 4)}-${isbn.slice(4, 8)}-${isbn.slice(8, 12)}-${isbn.slice(12)}`;

function keywords(probes: CatalogueProbes): [QueryKind, string][] {
  return [
    ['CJK 1 char', '史'],
    ['CJK 1 char', '书'],
    ['CJK 2 chars', '中国'],
    ['CJK 2 chars', '历史'],
    ['CJK 2 chars', '三体'],
    ['CJK 2 chars', '量子'],
    ['CJK 3+ chars', '西游记'],
    ['CJK 3+ chars', '人工智能'],
    ['CJK 3+ chars', '紅樓夢'],
    ['CJK 3+ chars', '中華書局'],
    ['Latin prefix', 'har'],
    ['Latin prefix', 'hu'],
    ['Latin prefix', 'the'],
    ['Latin prefix', 'mock'],
    ['whole words', 'harry potter'],
    ['whole words', 'rowling'],
    ['whole words', 'the great gatsby'],
    // Pinyin and initials of Chinese titles and authors (search/match.ts pinyinMatch).
    ['pinyin', 'santi'],
    ['pinyin', 'san ti'],
    ['pinyin', 'st'],
    ['pinyin', 'liucixin'],
    ['pinyin', 'lcx'],
    ['pinyin', 'zhongguo'],
    ['pinyin', 'zg'],
    ['ISBN', hyphenateIsbn13(probes.isbn13)],
    ['ISBN', probes.isbn10],
    ['barcode / call no.', probes.barcode],
    ['barcode / call no.', probes.callNumber],
    ['no match', 'qzxvkjw'],
    ['no match', 'harry poterr'],
    ['no match', '龘靐'],
  ];
}

export function suggestionRequests(probes: CatalogueProbes): BenchRequest[] {
  return keywords(probes).map(([kind, keyword]) => ({
    kind,
    label: keyword,
    path: ApiPath.bookSuggestions,
    body: { keywords: keyword, pagesize: SUGGESTION_PAGE, ...org },
  }));
}

/** A results page with facet counts, as the search page asks for it. */
export function searchRequests(probes: CatalogueProbes): BenchRequest[] {
  const search = (kind: QueryKind, keyword: string): BenchRequest => ({
    kind,
    label: keyword || '(none)',
    path: ApiPath.bookSearch,
    body: { keyword, pagesize: 20, index: 1, facets: true, ...org },
  });
  const picked = new Set([
    '史',
    '中国',
    '西游记',
    '人工智能',
    'the',
    'har',
    'harry potter',
    'rowling',
    'santi',
    'st',
    'lcx',
    'zhongguo',
  ]);
  return [
    ...keywords(probes)
      .filter(
        ([kind, keyword]) =>
          picked.has(keyword) || ['ISBN', 'barcode / call no.', 'no match'].includes(kind),
      )
      .filter(([, keyword]) => keyword !== probes.isbn10 && keyword !== probes.callNumber)
      .map(([kind, keyword]) => search(kind, keyword)),
    search('no keyword', ''),
    {
      ...search('facet selected', '历史'),
      label: '历史 + category K, in stock',
      body: {
        keyword: '历史',
        pagesize: 20,
        index: 1,
        facets: true,
        filters: { category: ['K'], status: ['3'] },
        ...org,
      },
    },
  ];
}
