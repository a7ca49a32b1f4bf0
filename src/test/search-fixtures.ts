import {
  ResultCode,
  type BookAsset,
  type BookSearchRequest,
  type BookSearchResult,
  type BookSummary,
  type FacetFilters,
  type FacetName,
  type FacetValue,
  type LoginResult,
} from '../core';
import { DEMO_READER } from './demo-reader';
import { ok, type FakeReply } from './fake-api';

/**
 * Test and story data: a small catalogue whose facet counts are computed from the books,
 * the way the server counts them, so a selection visibly changes counts and results.
 */

export function book(bookid: number, title: string, patch: Partial<BookSummary> = {}): BookSummary {
  return {
    bookid,
    title,
    author: 'J.K. Rowling',
    publisher: 'Scholastic',
    publishyear: 1997,
    isbn: '0439554934',
    isbn13: '9780439554930',
    assettype: 1,
    cover: null,
    coverfileid: null,
    language: 'eng',
    categorycode: 'I561.45',
    rating: 0,
    raters: 0,
    available: 1,
    copies: 2,
    ...patch,
  };
}

export const CATALOGUE: BookSummary[] = [
  book(1, "Harry Potter and the Sorcerer's Stone"),
  book(2, 'Harry Potter and the Chamber of Secrets', { publishyear: 1999, available: 0 }),
  book(3, '三体', {
    author: '刘慈欣',
    publisher: '重庆出版社',
    publishyear: 2008,
    language: 'chi',
    categorycode: 'I247.55',
  }),
  book(4, '骆驼祥子', {
    author: '老舍',
    publisher: '人民文学出版社',
    publishyear: 1936,
    language: 'chi',
    categorycode: 'I246.57',
  }),
  book(5, 'Science Journal 2020/1', {
    author: null,
    publisher: 'Science Press',
    publishyear: 2020,
    assettype: 2,
    categorycode: 'N',
    isbn: null,
    isbn13: null,
  }),
];

const LANGUAGE_LABEL: Record<string, string> = { chi: '中文', eng: '英语' };
const TYPE_LABEL: Record<string, string> = { '1': '图书', '2': '期刊', '3': '合订本' };

/** The facet values of a book (status: 3 when a copy is in, else 2). */
function valuesOf(item: BookSummary): Partial<Record<FacetName, string>> {
  return {
    assettype: String(item.assettype),
    category: (item.categorycode ?? '').slice(0, 1),
    publisher: item.publisher ?? '',
    year: item.publishyear ? String(item.publishyear) : '',
    language: item.language ?? '',
    status: item.available > 0 ? '3' : '2',
  };
}

function matches(item: BookSummary, filters: FacetFilters, except?: FacetName): boolean {
  const values = valuesOf(item);
  return Object.entries(filters).every(
    ([name, chosen]) =>
      name === except || !chosen?.length || chosen.includes(values[name as FacetName] ?? ''),
  );
}

function labelOf(name: FacetName, value: string): string {
  if (name === 'language') return LANGUAGE_LABEL[value] ?? value;
  if (name === 'assettype') return TYPE_LABEL[value] ?? value;
  if (name === 'category') return value === 'I' ? '文学' : value === 'N' ? '自然科学总论' : value;
  return value;
}

/** A search over `books`: keyword on title/author, filters, paging, facets when asked. */
export function searchCatalogue(
  request: BookSearchRequest,
  books: BookSummary[] = CATALOGUE,
): BookSearchResult {
  const keyword = (request.keyword ?? '').toLowerCase();
  const filters = request.filters ?? {};
  const byText = books.filter(
    (item) =>
      !keyword ||
      item.title.toLowerCase().includes(keyword) ||
      (item.author ?? '').toLowerCase().includes(keyword),
  );
  const found = byText.filter((item) => matches(item, filters));
  const size = request.pagesize ?? 20;
  const index = request.index ?? 1;
  let facets: BookSearchResult['facets'] = null;
  if (request.facets) {
    facets = {};
    for (const name of [
      'assettype',
      'category',
      'publisher',
      'year',
      'language',
      'status',
    ] as const) {
      const counts = new Map<string, number>();
      for (const item of byText.filter((candidate) => matches(candidate, filters, name))) {
        const value = valuesOf(item)[name] ?? '';
        counts.set(value, (counts.get(value) ?? 0) + 1);
      }
      // As the contract says: a selected value stays, even with nothing left to count.
      for (const value of filters[name] ?? []) if (!counts.has(value)) counts.set(value, 0);
      const values: FacetValue[] = [...counts].map(([value, count]) => ({
        value,
        label: labelOf(name, value),
        count,
      }));
      facets[name] = values.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    }
  }
  return {
    total: found.length,
    index,
    pagesize: size,
    list: found.slice((index - 1) * size, index * size),
    suggestion: found.length === 0 && keyword === 'hary' ? 'harry' : null,
    facets,
  };
}

/** The server's answer to a search: a query containing `~` is refused as a parse error is. */
export function answerSearch(request: BookSearchRequest): FakeReply {
  if (request.query?.includes('~')) {
    return {
      body: {
        code: ResultCode.queryError,
        msg: '第 3 个字符处缺少检索词',
        data: { key: 'missingOperand', position: 2 },
      },
    };
  }
  return ok(searchCatalogue(request));
}

export const ASSETS: BookAsset[] = [
  {
    assetid: 10,
    barcode: 'YT00000002',
    callnumber: 'I712.45/J2',
    collectionlocation: '总馆一楼借阅区',
    currentlocation: '总馆一楼借阅区',
    status: 3,
  },
  {
    assetid: 11,
    barcode: 'YT00000003',
    callnumber: 'I712.45/J2:2',
    collectionlocation: '总馆一楼借阅区',
    currentlocation: null,
    status: 2,
  },
];

/** The demo student (a usertype other than 1 is a student). */
export const STUDENT: LoginResult = DEMO_READER;
