import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ErrorState,
  deleteReview,
  myReviewsQuery,
  QueryStates,
  useApi,
  useRepeatsPageTitle,
  useRuntime,
  type LpEvent,
  type MyReview,
} from '../../core';
import { Muted, StatusLine } from '../../core/ui/AccountTable';
import { Pager } from '../../core/ui/Pager';
import { PortalLink } from '../../core/ui/PortalLink';
import { REVIEW_PAGE_SIZE, ReviewPaths } from './paths';
import { ReviewItem } from './ReviewItem';
import { Actions, Heading, ReviewList } from './styles';

/** The reader's own reviews (/student-review): each book, edit, delete after a confirmation. */
export function MyReviews({
  onNavigate,
}: {
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}) {
  const { t } = useTranslation('people');
  const { t: tc } = useTranslation();
  const pageTitled = useRepeatsPageTitle(t('reviews.mineHeading'));
  const api = useApi();
  const queryClient = useQueryClient();
  const { notifier } = useRuntime();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState('');
  const reviews = useQuery(myReviewsQuery(api, page, REVIEW_PAGE_SIZE));

  const remove = async (review: MyReview) => {
    const confirmed = await notifier.confirm({
      key: `review-delete-${review.id}`,
      title: tc('common.tip'),
      text: t('reviews.deleteConfirm'),
      confirmText: t('reviews.delete'),
      cancelText: tc('common.cancel'),
      tone: 'warning',
    });
    if (!confirmed) return;
    const result = await deleteReview(api, queryClient, review.id);
    setStatus(result.ok ? t('reviews.deleted') : result.msg || tc('comments.deleteFailed'));
    // The deleted review's buttons are gone: the heading takes the focus.
    if (result.ok) headingRef.current?.focus();
  };

  const body = (
    <QueryStates query={reviews} error={<ErrorState />} empty={<Muted>{t('reviews.empty')}</Muted>}>
      {(data) => (
        <>
          <ReviewList aria-label={t('reviews.mineHeading')} part="reviews">
            {data.list.map((review) => {
              const title = { title: review.title };
              return (
                <ReviewItem
                  key={review.id}
                  review={review}
                  head={
                    <PortalLink
                      path={ReviewPaths.book}
                      query={{ bookid: review.bookid }}
                      onNavigate={onNavigate}
                    >
                      《{review.title}》
                    </PortalLink>
                  }
                  actions={
                    <Actions>
                      <PortalLink
                        path={ReviewPaths.write}
                        query={{ bookid: review.bookid, id: review.id }}
                        onNavigate={onNavigate}
                        aria-label={t('reviews.editLabel', title)}
                      >
                        {t('reviews.edit')}
                      </PortalLink>
                      <Button
                        type="button"
                        $variant="ghost"
                        aria-label={t('reviews.deleteLabel', title)}
                        onClick={() => void remove(review)}
                      >
                        {t('reviews.delete')}
                      </Button>
                    </Actions>
                  }
                />
              );
            })}
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
      <Heading ref={headingRef} tabIndex={-1} {...pageTitled}>
        {t('reviews.mineHeading')}
      </Heading>
      <StatusLine role="status">{status}</StatusLine>
      {body}
    </>
  );
}
