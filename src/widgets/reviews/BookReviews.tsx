import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bookReviewsQuery, ErrorState, QueryStates, useApi, type LpEvent } from '../../core';
import { Muted } from '../../core/ui/AccountTable';
import { useBookDetail } from '../../core/ui/book';
import { Pager } from '../../core/ui/Pager';
import { PortalLink } from '../../core/ui/PortalLink';
import { REVIEW_PAGE_SIZE, ReviewPaths } from './paths';
import { ReviewItem } from './ReviewItem';
import { Actions, Heading, Meta, ReviewList } from './styles';

/**
 * /book-review-comment?bookid=: every reader's reviews of a book (its comments), the reader's
 * own marked, with the way to write one. Key under `comments`, as lp-book-detail's, so a review
 * saved anywhere refreshes both.
 */
export function BookReviews({
  bookid,
  organizationid,
  onNavigate,
}: {
  bookid: number;
  organizationid: number;
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}) {
  const { t } = useTranslation('people');
  const { t: tc } = useTranslation();
  const api = useApi();
  const [page, setPage] = useState(1);
  const book = useBookDetail(bookid, organizationid);
  const reviews = useQuery(bookReviewsQuery(api, organizationid, bookid, page, REVIEW_PAGE_SIZE));

  if (book.isError) return <ErrorState>{t('reviews.bookMissing')}</ErrorState>;
  const body = (
    <QueryStates
      query={reviews}
      error={<ErrorState />}
      empty={<Muted>{t('reviews.emptyBook')}</Muted>}
    >
      {(data) => (
        <>
          <p role="status">{t('reviews.total', { count: data.total })}</p>
          <ReviewList aria-label={t('reviews.bookHeading')} part="reviews">
            {data.list.map((review) => (
              <ReviewItem
                key={review.id}
                review={review}
                head={
                  <>
                    <strong>{review.authorname ?? tc('comments.anonymousAuthor')}</strong>
                    {review.mine ? <Meta>{t('reviews.mine')}</Meta> : null}
                  </>
                }
              />
            ))}
          </ReviewList>
          <Pager
            page={page}
            total={data.total}
            pageSize={REVIEW_PAGE_SIZE}
            label={t('reviews.pagination')}
            onPage={setPage}
          />
        </>
      )}
    </QueryStates>
  );

  return (
    <>
      <Heading>
        {book.data ? `《${book.data.title}》${t('reviews.bookHeading')}` : t('reviews.bookHeading')}
      </Heading>
      <Actions>
        <PortalLink
          path={ReviewPaths.write}
          query={{ bookid }}
          onNavigate={onNavigate}
          aria-label={t('reviews.writeLabel')}
        >
          {t('reviews.write')}
        </PortalLink>
      </Actions>
      {body}
    </>
  );
}
