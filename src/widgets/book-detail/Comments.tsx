import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApiPath,
  bookCommentsQuery,
  Button,
  EmptyState,
  ErrorState,
  invalidateBookComments,
  MultilineText,
  PagerBar,
  PlainList,
  QueryStates,
  useApi,
  useLibraryTimeZone,
  useRuntime,
  useSession,
  type BookComment,
  type CommentSaveRequest,
} from '../../core';
import { CommentEditor } from '../../core/ui/CommentEditor';
import { LoginPrompt } from '../../core/ui/LoginPrompt';
import { formatDateTime } from '../../core/ui/format';
import { useActionFeedback } from './feedback';
import {
  Author,
  Badge,
  CommentMeta,
  Count,
  Item,
  ItemActions,
  ItemHead,
  SectionHeading,
  Text,
} from './styles';

export const COMMENT_PAGE_SIZE = 10;

function CommentItem({
  comment,
  onSave,
  onDelete,
}: {
  comment: BookComment;
  onSave: (
    comment: BookComment,
    value: { content: string; anonymous: boolean },
  ) => Promise<boolean>;
  onDelete: (comment: BookComment) => void;
}) {
  const { t, i18n } = useTranslation();
  const timeZone = useLibraryTimeZone();
  const [editing, setEditing] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  // eslint-disable-next-line no-restricted-syntax -- focus bookkeeping after editing ends, not a write guard
  const returnFocus = useRef(false);

  // Back from editing, the focus returns to the edit button.
  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editRef.current?.focus();
    }
  }, [editing]);

  const stopEditing = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  const author = comment.authorname ?? t('comments.anonymousAuthor');
  return (
    <Item part="comment" data-mine={comment.mine ? 'true' : undefined}>
      <ItemHead>
        <Author>{author}</Author>
        {comment.mine && comment.anonymous ? (
          <CommentMeta>{t('comments.anonymousMine')}</CommentMeta>
        ) : null}
        {comment.mine ? <Badge>{t('comments.mine')}</Badge> : null}
        <CommentMeta>
          <time dateTime={comment.createdtime}>
            {formatDateTime(comment.createdtime, i18n.language, timeZone)}
          </time>
          {comment.updatedtime !== comment.createdtime ? ` · ${t('comments.edited')}` : null}
        </CommentMeta>
      </ItemHead>
      {editing ? (
        <CommentEditor
          label={t('comments.editLabel')}
          initial={{ content: comment.content, anonymous: comment.anonymous }}
          submitText={t('comments.save')}
          autoFocus
          onCancel={stopEditing}
          onSubmit={async (value) => {
            const saved = await onSave(comment, value);
            if (saved) stopEditing();
            return saved;
          }}
        />
      ) : (
        <>
          <Text>
            <MultilineText text={comment.content} />
          </Text>
          {/* Only the reader's own comments can be changed (the server enforces it too). */}
          {comment.mine ? (
            <ItemActions>
              <Button
                ref={editRef}
                type="button"
                $variant="ghost"
                aria-label={t('comments.editLabel')}
                onClick={() => setEditing(true)}
              >
                {t('comments.edit')}
              </Button>
              <Button
                type="button"
                $variant="ghost"
                aria-label={t('comments.deleteLabel')}
                onClick={() => onDelete(comment)}
              >
                {t('comments.delete')}
              </Button>
            </ItemActions>
          ) : null}
        </>
      )}
    </Item>
  );
}

/**
 * Readers' comments on a book (CommentUserApi): a paged list for everyone; logged-in readers
 * add comments (optionally anonymous) and edit or delete their own.
 */
export function Comments({
  bookid,
  organizationid,
  onLogin,
}: {
  bookid: number;
  organizationid: number;
  onLogin: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const { notifier } = useRuntime();
  const queryClient = useQueryClient();
  const session = useSession();
  const feedback = useActionFeedback();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [page, setPage] = useState(1);
  // `mine` depends on who asks: another reader (or none) is another list.
  const viewer = session.isLogin ? (session.user?.id ?? 0) : 0;
  const comments = useQuery(
    bookCommentsQuery(api, organizationid, bookid, viewer, page, COMMENT_PAGE_SIZE),
  );

  const total = comments.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / COMMENT_PAGE_SIZE));
  // The last comment of the last page was deleted: show the page before it.
  if (comments.data && !comments.isPlaceholderData && page > pages) setPage(pages);

  const refresh = () => invalidateBookComments(queryClient, api.baseURL, organizationid, bookid);

  const save = async (request: CommentSaveRequest, failureKey: string, doneKey: string) => {
    const result = await api.post<BookComment>(ApiPath.commentSave, {
      body: request,
      silent: true,
    });
    if (!result.ok) {
      feedback.failed(failureKey, result);
      return false;
    }
    feedback.succeeded(doneKey);
    await refresh();
    return true;
  };

  const remove = async (comment: BookComment) => {
    const confirmed = await notifier.confirm({
      key: `comment-delete-${comment.id}`,
      title: t('common.tip'),
      text: t('comments.deleteConfirm'),
      confirmText: t('comments.delete'),
      cancelText: t('common.cancel'),
      tone: 'warning',
    });
    if (!confirmed) return;
    const result = await api.post<unknown>(ApiPath.commentDelete, {
      body: { id: comment.id },
      silent: true,
    });
    if (!result.ok) {
      feedback.failed('comments.deleteFailed', result);
      return;
    }
    feedback.succeeded('comments.deleted');
    // The deleted comment's buttons are gone: the list's heading takes the focus.
    headingRef.current?.focus();
    await refresh();
  };

  const list = (
    <QueryStates
      query={comments}
      error={<ErrorState />}
      empty={<EmptyState>{t('comments.empty')}</EmptyState>}
    >
      {(data) => (
        <PlainList part="comments">
          {data.list.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              onSave={(original, value) =>
                save(
                  { id: original.id, bookid, content: value.content, anonymous: value.anonymous },
                  'comments.updateFailed',
                  'comments.updated',
                )
              }
              onDelete={(target) => void remove(target)}
            />
          ))}
        </PlainList>
      )}
    </QueryStates>
  );

  return (
    <section aria-labelledby={headingId} aria-busy={comments.isFetching}>
      <SectionHeading id={headingId} ref={headingRef} tabIndex={-1}>
        {t('comments.heading')}
      </SectionHeading>
      {session.isLogin ? (
        <CommentEditor
          label={t('comments.newComment')}
          initial={{ content: '', anonymous: false }}
          submitText={t('comments.submit')}
          onSubmit={async (value) => {
            const saved = await save(
              { bookid, content: value.content, anonymous: value.anonymous },
              'comments.submitFailed',
              'comments.submitted',
            );
            if (saved) setPage(1);
            return saved;
          }}
        />
      ) : (
        <LoginPrompt
          message={t('comments.loginToComment')}
          action={t('bookDetail.loginTo')}
          onLogin={onLogin}
        />
      )}
      {comments.data ? <Count role="status">{t('comments.total', { count: total })}</Count> : null}
      {list}
      {pages > 1 ? (
        <PagerBar aria-label={t('comments.pagination')} part="pagination">
          <Button
            type="button"
            $variant="secondary"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('common.previousPage')}
          </Button>
          <span aria-current="page">{t('common.pageOf', { page, pages })}</span>
          <Button
            type="button"
            $variant="secondary"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('common.nextPage')}
          </Button>
        </PagerBar>
      ) : null}
    </section>
  );
}
