import { book } from '../db/schema';

/** What a search returns of each book: the columns of a result list or a suggestion. */
export interface BookHit {
  id: number;
  title: string;
  author: string | null;
  publisher: string | null;
  publishYear: number | null;
  isbn10: string | null;
  isbn13: string | null;
  assetType: number;
  coverUrl: string | null;
  coverFileId: string | null;
  language: string | null;
  categoryCode: string | null;
  /** × 100 on the source's 5-point scale. */
  averageRating: number;
  ratingsCount: number;
}

export const hitColumns = {
  id: book.id,
  title: book.title,
  author: book.author,
  publisher: book.publisher,
  publishYear: book.publishYear,
  isbn10: book.isbn10,
  isbn13: book.isbn13,
  assetType: book.assetType,
  coverUrl: book.coverUrl,
  coverFileId: book.coverFileId,
  language: book.language,
  categoryCode: book.categoryCode,
  averageRating: book.averageRating,
  ratingsCount: book.ratingsCount,
};
