import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bookListDelete,
  ErrorState,
  myBooklistsQuery,
  QueryStates,
  useApi,
  useApiMutation,
  useRuntime,
  type ReaderBookList,
} from '../../core';
import { Muted, StatusLine } from '../../core/ui/AccountTable';
import { BooklistCard } from './BooklistCard';
import { BooklistForm } from './BooklistForm';
import { ReaderBooklists } from './ReaderBooklists';
import { Lists, SectionHeading } from './styles';

/** The reader's own lists with the form to make one, then other readers' public lists. */
export function MyBooklists({
  bookUrl,
  onOpenBook,
}: {
  bookUrl?: string;
  onOpenBook: (bookid: number) => void;
}) {
  const { t } = useTranslation('reading-lists');
  const { t: tc } = useTranslation();
  const api = useApi();
  const { notifier } = useRuntime();
  const publicHeadingId = useId();
  const lists = useQuery(myBooklistsQuery(api));
  const deletion = useApiMutation(bookListDelete);
  const [status, setStatus] = useState('');

  const remove = async (list: ReaderBookList) => {
    // A click while a deletion runs does nothing; a second click while the dialog is open
    // shares it (same key), and once confirmed run sends one request and ignores the other.
    if (deletion.isPending) return;
    const confirmed = await notifier.confirm({
      key: `booklists-delete-${list.id}`,
      title: tc('common.tip'),
      text: t('booklists.deleteConfirm', { name: list.name }),
      confirmText: t('booklists.delete'),
      cancelText: tc('common.cancel'),
      tone: 'warning',
    });
    if (!confirmed) return;
    const result = await deletion.run(list.id);
    if (!result) return;
    setStatus(result.ok ? t('booklists.deleted') : result.msg || t('booklists.saveFailed'));
  };

  return (
    <>
      <StatusLine role="status">{status}</StatusLine>
      <QueryStates
        query={lists}
        error={<ErrorState>{t('booklists.getBooklistFailed')}</ErrorState>}
        empty={<Muted>{t('booklists.none')}</Muted>}
      >
        {(data) => (
          <Lists part="lists">
            {data.map((list) => (
              <BooklistCard
                key={list.id}
                list={list}
                editable
                bookUrl={bookUrl}
                onOpenBook={onOpenBook}
                onDelete={(item) => void remove(item)}
                onStatus={setStatus}
              />
            ))}
          </Lists>
        )}
      </QueryStates>
      <BooklistForm />
      <section aria-labelledby={publicHeadingId} part="public-lists">
        <SectionHeading id={publicHeadingId}>{t('booklists.publicHeading')}</SectionHeading>
        <ReaderBooklists bookUrl={bookUrl} onOpenBook={onOpenBook} />
      </section>
    </>
  );
}
