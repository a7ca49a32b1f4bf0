import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ErrorState,
  Loading,
  myReviewsQuery,
  saveReview,
  useApi,
  type LpEvent,
  type MyReview,
} from '../../core';
import { StatusLine } from '../../core/ui/AccountTable';
import { useBookDetail } from '../../core/ui/book';
import { CommentEditor } from '../../core/ui/CommentEditor';
import { PortalLink } from '../../core/ui/PortalLink';
import { ReviewPaths } from './paths';
import { Actions, Heading } from './styles';

/** Enough of the reader's reviews of one book to find the one being edited. */
const OWN_REVIEWS_OF_A_BOOK = 50;

/**
 * /write-review?bookid=: a review of one book. The reader's review `reviewid` (else their
 * newest of this book) is edited; without one, a new review is written. Saved, it stays in the
 * form as the review now being edited.
 */
export function WriteReview({
  bookid,
  organizationid,
  reviewid,
  onNavigate,
}: {
  bookid: number;
  organizationid: number;
  reviewid: number | null;
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}) {
  const { t } = useTranslation('people');
  const { t: tc } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState('');
  const book = useBookDetail(bookid, organizationid);
  const mine = useQuery(myReviewsQuery(api, 1, OWN_REVIEWS_OF_A_BOOK, bookid));

  if (book.isPending || mine.isPending) return <Loading />;
  if (book.isError) return <ErrorState>{t('reviews.bookMissing')}</ErrorState>;
  if (mine.isError) return <ErrorState />;
  const editing: MyReview | undefined =
    mine.data.list.find((review) => review.id === reviewid) ?? mine.data.list[0];
  const title = { title: book.data.title };

  const submit = async (value: { content: string; anonymous: boolean }) => {
    const result = await saveReview(api, queryClient, { id: editing?.id, bookid, ...value });
    if (!result.ok) {
      setStatus(result.msg || tc(editing ? 'comments.updateFailed' : 'comments.submitFailed'));
      return false;
    }
    setStatus(t(editing ? 'reviews.saved' : 'reviews.published'));
    return true;
  };

  return (
    <>
      <Heading>{t(editing ? 'reviews.editFor' : 'reviews.writeFor', title)}</Heading>
      <CommentEditor
        // A new review once saved is the one edited: the form starts again from it.
        key={editing?.id ?? 'new'}
        label={t('reviews.label')}
        initial={{ content: editing?.content ?? '', anonymous: editing?.anonymous ?? false }}
        submitText={t(editing ? 'reviews.save' : 'reviews.submit')}
        resetOnSave={false}
        onSubmit={submit}
      />
      <StatusLine role="status">{status}</StatusLine>
      <Actions>
        <PortalLink path={ReviewPaths.book} query={{ bookid }} onNavigate={onNavigate}>
          {t('reviews.allReviews')}
        </PortalLink>
        <PortalLink path={ReviewPaths.mine} onNavigate={onNavigate}>
          {t('reviews.myReviews')}
        </PortalLink>
      </Actions>
    </>
  );
}
