import { eq } from 'drizzle-orm';
import type { FastReading } from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { fastReading } from '../db/schema';
import type { Lang } from '../http/messages';
import { truncate } from '../text/html';
import type { BookRow } from './book-detail';

/** A quick read, not the book: long catalogue texts are cut. */
const PASSAGE_LENGTH = 300;

const toFastReading = (row: typeof fastReading.$inferSelect): FastReading => ({
  bookid: row.bookId,
  summary: row.summary,
  generatedat: row.generatedAt.toISOString(),
});

export async function findFastReading(db: Database, bookId: number): Promise<FastReading | null> {
  const [row] = await db.select().from(fastReading).where(eq(fastReading.bookId, bookId));
  return row ? toFastReading(row) : null;
}

/** Stores a book's quick read, replacing an older one (the holdings it mentions change). */
export async function saveFastReading(
  db: Database,
  bookId: number,
  summary: string,
): Promise<FastReading> {
  const generatedAt = new Date();
  const [row] = await db
    .insert(fastReading)
    .values({ bookId, summary, generatedAt })
    .onConflictDoUpdate({ target: fastReading.bookId, set: { summary, generatedAt } })
    .returning();
  if (!row) throw new Error('fast reading upsert returned nothing');
  return toFastReading(row);
}

export type QuickReadBook = Pick<
  BookRow,
  | 'title'
  | 'parallelTitle'
  | 'subtitle'
  | 'author'
  | 'series'
  | 'publisher'
  | 'publishYear'
  | 'intro'
  | 'authorIntro'
  | 'notes'
>;

export interface Holdings {
  copies: number;
  available: number;
}

const passage = (text: string | null) => {
  const trimmed = text?.trim();
  return trimmed ? truncate(trimmed.replace(/\s+/g, ' '), PASSAGE_LENGTH) : null;
};

interface Phrases {
  name(book: QuickReadBook): string;
  /** Follows the name. */
  author(author: string): string;
  published(publisher: string | null, year: number | null): string;
  series(series: string): string;
  /** Joins the parts of the first sentence and ends it. */
  sentence(parts: string[]): string;
  intro: string;
  authorIntro: string;
  notes: string;
  holdings(holdings: Holdings): string;
}

const phrases: Record<Lang, Phrases> = {
  zh: {
    name: (b) =>
      `《${b.title}${b.subtitle ? `：${b.subtitle}` : ''}》${b.parallelTitle ? `（${b.parallelTitle}）` : ''}`,
    author: (author) => `，${author}著`,
    published: (publisher, year) => `${publisher ?? ''}${year === null ? '' : `${year}年`}出版`,
    series: (series) => `收入“${series}”`,
    sentence: (parts) => `${parts.join('，')}。`,
    intro: '内容简介：',
    authorIntro: '作者简介：',
    notes: '附注：',
    holdings: ({ copies, available }) => {
      if (copies === 0) return '本馆暂无此书的馆藏。';
      if (available === 0) return `本馆藏有 ${copies} 册，目前没有在馆可借的，可以预借。`;
      return `本馆藏有 ${copies} 册，现有 ${available} 册在馆可借。`;
    },
  },
  en: {
    name: (b) =>
      `“${b.title}${b.subtitle ? `: ${b.subtitle}` : ''}”${b.parallelTitle ? ` (${b.parallelTitle})` : ''}`,
    author: (author) => ` by ${author}`,
    published: (publisher, year) =>
      `published${publisher ? ` by ${publisher}` : ''}${year === null ? '' : ` in ${year}`}`,
    series: (series) => `in the series “${series}”`,
    sentence: (parts) => `${parts.join(', ')}.`,
    intro: 'About the book: ',
    authorIntro: 'About the author: ',
    notes: 'Notes: ',
    holdings: ({ copies, available }) => {
      if (copies === 0) return 'The library holds no copies of this book.';
      const held = copies === 1 ? '1 copy' : `${copies} copies`;
      if (available === 0)
        return `The library holds ${held}; none is on the shelf now, but you can reserve one.`;
      return `The library holds ${held}; ${available} ${available === 1 ? 'is' : 'are'} on the shelf to borrow now.`;
    },
  },
};

/**
 * The quick read built from the catalogue's own record, without any network: what the book
 * is, what it is about, who wrote it, and whether it can be borrowed now. Deterministic: the
 * same record and holdings give the same text. Plain text, one paragraph a line.
 */
export function composeQuickRead(lang: Lang, book: QuickReadBook, holdings: Holdings): string {
  const p = phrases[lang];
  const author = book.author?.trim();
  const first = [p.name(book) + (author ? p.author(author) : '')];
  if (book.publisher || book.publishYear !== null) {
    first.push(p.published(book.publisher, book.publishYear));
  }
  if (book.series) first.push(p.series(book.series));
  const lines = [p.sentence(first)];
  const intro = passage(book.intro);
  if (intro) lines.push(p.intro + intro);
  const authorIntro = passage(book.authorIntro);
  if (authorIntro) lines.push(p.authorIntro + authorIntro);
  const notes = passage(book.notes);
  if (notes) lines.push(p.notes + notes);
  lines.push(p.holdings(holdings));
  return lines.join('\n');
}
