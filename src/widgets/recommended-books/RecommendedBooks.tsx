import { useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApiPath,
  BookCover,
  ListStates,
  OrganizationGate,
  isPlainLeftClick,
  toCount,
  useApi,
  useHrefTo,
  useNavigateTo,
  useTopItems,
  type BookSummary,
  type CommonWidgetSettings,
  type LpEvent,
} from '../../core';
import { BookPaths, coverUrl } from '../../core/ui/book';
import { Author, Books, CARD_WIDTH, Card, Heading, Muted, Title } from './styles';

export const DEFAULT_RECOMMENDED_BOOKS = 10;
export const MAX_RECOMMENDED_BOOKS = 50;
/** The row's first covers are in view wherever it is seen (a phone shows three). */
const EAGER_COVERS = 4;

export interface RecommendedBooksProps extends CommonWidgetSettings {
  /** How many books (default 10, at most 50). */
  count?: number;
  /** URL template of a book's page, e.g. `/catalogue/book?id={bookid}`; the portal's otherwise. */
  bookUrl?: string;
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

function BookCard({
  book,
  bookUrl,
  onOpen,
  eager,
}: {
  book: BookSummary;
  bookUrl: string | undefined;
  onOpen: (bookid: number) => void;
  eager: boolean;
}) {
  const api = useApi();
  const hrefTo = useHrefTo();
  const href = hrefTo(BookPaths.detail, { bookid: book.bookid }, bookUrl);
  const open = (event: MouseEvent) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    onOpen(book.bookid);
  };
  return (
    <li>
      <Card href={href} part="book" onClick={open}>
        {/* The title and author name the link; the cover adds nothing to say. */}
        <BookCover src={coverUrl(api, book)} alt="" width={CARD_WIDTH} eager={eager} book={book} />
        <Title>{book.title}</Title>
        {book.author && <Author>{book.author}</Author>}
      </Card>
    </li>
  );
}

function RecommendationList({
  organizationid,
  props,
}: {
  organizationid: number;
  props: RecommendedBooksProps;
}) {
  const { t } = useTranslation();
  const navigateTo = useNavigateTo(props.onNavigate);
  const headingId = useId();
  const count = toCount(props.count, DEFAULT_RECOMMENDED_BOOKS, MAX_RECOMMENDED_BOOKS);
  const books = useTopItems<BookSummary>(ApiPath.bookRecommendations, organizationid, count);
  const bookUrl = props.bookUrl || undefined;
  return (
    <section aria-labelledby={headingId} aria-busy={books.isPending}>
      <Heading id={headingId}>{t('searchPage.recommendedBooks')}</Heading>
      <ListStates list={books} empty={<Muted>{t('searchPage.recommendedBooksEmpty')}</Muted>}>
        {(items) => (
          <Books part="list">
            {items.map((book, index) => (
              <BookCard
                key={book.bookid}
                book={book}
                eager={index < EAGER_COVERS}
                bookUrl={bookUrl}
                onOpen={(bookid) => navigateTo(BookPaths.detail, { bookid }, bookUrl)}
              />
            ))}
          </Books>
        )}
      </ListStates>
    </section>
  );
}

/** Recommended books (Book/Query/Recommend): covers, titles and authors linking to each book. */
export function RecommendedBooks(props: RecommendedBooksProps) {
  return (
    <OrganizationGate>
      {(organization) => <RecommendationList organizationid={organization.id} props={props} />}
    </OrganizationGate>
  );
}
