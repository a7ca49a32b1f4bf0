import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ErrorState,
  QueryStates,
  shelfDelete,
  shelfQuery,
  shelfSave,
  useApi,
  useApiMutation,
  useHrefTo,
  useRuntime,
  type ShelfEntry,
  type ShelfName,
} from '../../core';
import { Muted, StatusLine } from '../../core/ui/AccountTable';
import { BookPaths } from '../../core/ui/book';
import { AddEntryForm } from './AddEntryForm';
import { ShelfEntryItem } from './ShelfEntryItem';
import { SHELF_NAMES } from './shelves';
import { ShelfStatistics } from './ShelfStatistics';
import { Entries, SectionHeading, ShelfSwitch } from './styles';

export interface ShelfViewProps {
  shelf: ShelfName;
  onShelf: (shelf: ShelfName) => void;
  bookUrl?: string;
  onOpenBook: (bookid: number) => void;
}

/** The statistics, the shelf switch, the chosen shelf's books and the form to add one. */
export function ShelfView({ shelf, onShelf, bookUrl, onOpenBook }: ShelfViewProps) {
  const { t } = useTranslation('reading-lists');
  const { t: tc } = useTranslation();
  const api = useApi();
  const { notifier } = useRuntime();
  const hrefTo = useHrefTo();
  const listHeadingId = useId();
  // The whole shelf in one answer (counts and entries): switching shelves needs no request.
  const listing = useQuery(shelfQuery(api));
  const moving = useApiMutation(shelfSave);
  const removal = useApiMutation(shelfDelete);
  /** One change at a time: a move or a removal while either runs does nothing. */
  const busy = moving.isPending || removal.isPending;
  const [status, setStatus] = useState('');

  const move = async (entry: ShelfEntry, target: ShelfName) => {
    if (busy) return;
    // A double click in one task: run sends once and ignores the second (undefined).
    const result = await moving.run({ id: entry.id, shelf: target });
    if (!result) return;
    setStatus(
      result.ok
        ? t('shelf.moved', { shelf: t(`shelf.shelf_${target}`) })
        : result.msg || t('shelf.saveFailed'),
    );
  };

  const remove = async (entry: ShelfEntry) => {
    if (busy) return;
    // A second click while the dialog is open shares it (same key); once confirmed, run sends
    // one request and ignores the other.
    const confirmed = await notifier.confirm({
      key: `virtual-bookshelf-remove-${entry.id}`,
      title: tc('common.tip'),
      text: t('shelf.removeConfirm', { title: entry.title }),
      confirmText: t('shelf.remove'),
      cancelText: tc('common.cancel'),
      tone: 'warning',
    });
    if (!confirmed) {
      setStatus('');
      return;
    }
    const result = await removal.run(entry.id);
    if (!result) return;
    setStatus(result.ok ? t('shelf.removed') : result.msg || tc('common.requestError'));
  };

  return (
    <QueryStates query={listing} error={<ErrorState>{t('shelf.loadFailed')}</ErrorState>}>
      {(data) => {
        const entries = data.entries.filter((entry) => entry.shelf === shelf);
        return (
          <>
            <ShelfStatistics statistics={data.statistics} />
            <ShelfSwitch role="group" aria-label={t('shelf.shelves')} part="shelves">
              {SHELF_NAMES.map((name) => (
                <Button
                  key={name}
                  type="button"
                  $variant={name === shelf ? 'primary' : 'secondary'}
                  aria-pressed={name === shelf}
                  onClick={() => onShelf(name)}
                >
                  {t(`shelf.shelf_${name}`)} ({data.statistics[name]})
                </Button>
              ))}
            </ShelfSwitch>
            <StatusLine role="status">{status}</StatusLine>
            <SectionHeading id={listHeadingId}>{t(`shelf.shelf_${shelf}`)}</SectionHeading>
            {entries.length === 0 ? (
              <Muted>{t('shelf.empty')}</Muted>
            ) : (
              <Entries aria-labelledby={listHeadingId} part="entries">
                {entries.map((entry) => (
                  <ShelfEntryItem
                    key={entry.id}
                    entry={entry}
                    bookHref={
                      entry.bookid === null
                        ? undefined
                        : hrefTo(BookPaths.detail, { bookid: entry.bookid }, bookUrl)
                    }
                    onOpenBook={onOpenBook}
                    busy={busy}
                    onMove={(item, target) => void move(item, target)}
                    onRemove={(item) => void remove(item)}
                  />
                ))}
              </Entries>
            )}
            <AddEntryForm shelf={shelf} />
          </>
        );
      }}
    </QueryStates>
  );
}
