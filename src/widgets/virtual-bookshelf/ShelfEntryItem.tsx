import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ShelfEntry, type ShelfName, useLibraryTimeZone } from '../../core';
import { formatDay } from '../../core/ui/day';
import { SHELF_NAMES } from './shelves';
import { Actions, Entry, EntryTitle, Meta, Note, Select, TitleLink } from './styles';

export interface ShelfEntryItemProps {
  entry: ShelfEntry;
  /** The book's page, for an entry of the catalogue (none for a book typed by hand). */
  bookHref?: string;
  onOpenBook: (bookid: number) => void;
  /** A move or a removal is running: the buttons say so (and do nothing). */
  busy?: boolean;
  onMove: (entry: ShelfEntry, shelf: ShelfName) => void;
  onRemove: (entry: ShelfEntry) => void;
}

/** One book on the shelf: what it is, the reader's note, and moving or removing it. */
export function ShelfEntryItem({
  entry,
  bookHref,
  onOpenBook,
  busy = false,
  onMove,
  onRemove,
}: ShelfEntryItemProps) {
  const { t, i18n } = useTranslation('reading-lists');
  const timeZone = useLibraryTimeZone();
  const selectId = useId();
  const others = SHELF_NAMES.filter((shelf) => shelf !== entry.shelf);
  const [target, setTarget] = useState<ShelfName>(others[0] ?? 'read');
  const details = [
    entry.author ? t('shelf.author', { author: entry.author }) : '',
    entry.isbn ? t('shelf.isbn', { isbn: entry.isbn }) : '',
    entry.bookid === null ? t('shelf.typed') : '',
    t('shelf.shelvedOn', { date: formatDay(entry.shelvedtime, i18n.language, timeZone) }),
  ].filter(Boolean);
  return (
    <Entry part="entry">
      <div>
        <EntryTitle>
          {entry.bookid !== null && bookHref ? (
            <TitleLink
              href={bookHref}
              onClick={(event) => {
                event.preventDefault();
                onOpenBook(entry.bookid as number);
              }}
            >
              {entry.title}
            </TitleLink>
          ) : (
            entry.title
          )}
        </EntryTitle>
        <Meta>{details.join(' · ')}</Meta>
        {entry.note ? <Note>{entry.note}</Note> : null}
      </div>
      <Actions>
        <label htmlFor={selectId}>{t('shelf.moveTo', { title: entry.title })}</label>
        <Select
          id={selectId}
          value={target}
          onChange={(event) => setTarget(event.target.value as ShelfName)}
        >
          {others.map((shelf) => (
            <option key={shelf} value={shelf}>
              {t(`shelf.shelf_${shelf}`)}
            </option>
          ))}
        </Select>
        <Button
          type="button"
          $variant="secondary"
          aria-disabled={busy || undefined}
          onClick={() => onMove(entry, target)}
        >
          {t('shelf.move')}
        </Button>
        <Button
          type="button"
          $variant="ghost"
          aria-label={t('shelf.removeLabel', { title: entry.title })}
          aria-disabled={busy || undefined}
          onClick={() => onRemove(entry)}
        >
          {t('shelf.remove')}
        </Button>
      </Actions>
    </Entry>
  );
}
