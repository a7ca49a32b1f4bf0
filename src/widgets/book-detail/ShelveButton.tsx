import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  shelfQuery,
  shelfSave,
  useApi,
  useApiMutation,
  useSession,
  type LpEvent,
  type ShelfName,
} from '../../core';
import { useLoginPrompt } from '../../core/ui/useLoginPrompt';
import { useActionFeedback } from './feedback';
import { ActionNote, Chooser } from './styles';

/** The reader's shelves in the order lp-virtual-bookshelf shows them. */
const SHELVES: readonly ShelfName[] = ['reading', 'preborrow', 'read'];

/**
 * Puts the book on the reader's virtual bookshelf (the ReaderBookShelf/AddUpdate call of
 * lp-virtual-bookshelf), on the shelf they choose. A book already on a shelf says which one
 * instead: moving it is lp-virtual-bookshelf's work. Logged out, the login prompt.
 */
export function ShelveButton({
  bookid,
  onNavigate,
}: {
  bookid: number;
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const askLogin = useLoginPrompt(onNavigate);
  if (!session.isLogin) {
    return (
      <Button
        type="button"
        $variant="secondary"
        onClick={() => void askLogin(t('bookDetail.shelveLogin'))}
      >
        {t('bookDetail.shelve')}
      </Button>
    );
  }
  return <ShelveChooser bookid={bookid} />;
}

function ShelveChooser({ bookid }: { bookid: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const feedback = useActionFeedback();
  const legendId = useId();
  const [open, setOpen] = useState(false);
  const [shelf, setShelf] = useState<ShelfName>('reading');
  const shelving = useApiMutation(shelfSave);
  const busy = shelving.isPending;
  const listing = useQuery(shelfQuery(api));
  const entry = listing.data?.entries.find((item) => item.bookid === bookid);
  if (entry) {
    return (
      <ActionNote role="status">
        {t('bookDetail.shelved', { shelf: t(`bookDetail.shelf_${entry.shelf}`) })}
      </ActionNote>
    );
  }
  if (!open) {
    return (
      <Button
        type="button"
        $variant="secondary"
        // Until the shelf is known the reader cannot be told whether the book is on it.
        disabled={listing.isPending}
        aria-expanded={false}
        onClick={() => setOpen(true)}
      >
        {t('bookDetail.shelve')}
      </Button>
    );
  }
  const save = async () => {
    // A double click sends one request: run ignores the second (undefined).
    const result = await shelving.run({ shelf, bookid });
    if (!result) return;
    if (!result.ok) {
      feedback.failed('bookDetail.shelveFailed', result);
      return;
    }
    setOpen(false);
    feedback.succeeded(`bookDetail.shelvedToast_${shelf}`);
  };
  return (
    <Chooser aria-labelledby={legendId} part="shelve">
      <legend id={legendId}>{t('bookDetail.shelveChoose')}</legend>
      {SHELVES.map((option) => (
        <label key={option}>
          <input
            type="radio"
            name={legendId}
            value={option}
            checked={shelf === option}
            onChange={() => setShelf(option)}
          />
          {t(`bookDetail.shelf_${option}`)}
        </label>
      ))}
      <Button type="button" disabled={busy} onClick={() => void save()}>
        {t('bookDetail.shelveConfirm')}
      </Button>
      <Button type="button" $variant="secondary" disabled={busy} onClick={() => setOpen(false)}>
        {t('common.cancel')}
      </Button>
    </Chooser>
  );
}
