import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type PublicBookList, type ReaderBookList, useLibraryTimeZone } from '../../core';
import { formatDay } from '../../core/ui/day';
import { BooklistBooks } from './BooklistBooks';
import { BooklistForm } from './BooklistForm';
import { Actions, Badge, Card, CardHead, CardTitle, Description, Meta } from './styles';

export interface BooklistCardProps {
  list: ReaderBookList | PublicBookList;
  /** The reader's own list: edit and delete are offered. */
  editable: boolean;
  /** Logged out: the organisation whose public list this is. */
  organizationid?: number;
  bookUrl?: string;
  onOpenBook: (bookid: number) => void;
  onDelete?: (list: ReaderBookList) => void;
  onStatus: (text: string) => void;
}

/** One booklist: name, visibility, owner, created time, count; its books on demand. */
export function BooklistCard({
  list,
  editable,
  organizationid,
  bookUrl,
  onOpenBook,
  onDelete,
  onStatus,
}: BooklistCardProps) {
  const { t, i18n } = useTranslation('reading-lists');
  const timeZone = useLibraryTimeZone();
  const titleId = useId();
  const booksId = useId();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const owner = 'readername' in list ? list.readername : '';
  const meta = [
    owner ? t('booklists.by', { name: owner }) : '',
    t('booklists.createdOn', { date: formatDay(list.createdtime, i18n.language, timeZone) }),
    t('booklists.bookCount', { count: list.bookcount }),
  ].filter(Boolean);
  return (
    <Card part="booklist">
      <CardHead>
        <div>
          <CardTitle id={titleId}>
            {list.name}
            <Badge>{list.ispublic ? t('booklists.public') : t('booklists.private')}</Badge>
          </CardTitle>
          <Meta>{meta.join(' · ')}</Meta>
        </div>
        <Actions>
          <Button
            type="button"
            $variant="secondary"
            aria-expanded={open}
            aria-controls={open ? booksId : undefined}
            aria-label={t(open ? 'booklists.hide' : 'booklists.show', { name: list.name })}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? t('booklists.hideBooks') : t('booklists.showBooks')}
          </Button>
          {editable ? (
            <>
              <Button
                type="button"
                $variant="secondary"
                aria-label={t('booklists.editLabel', { name: list.name })}
                onClick={() => setEditing(true)}
              >
                {t('booklists.edit')}
              </Button>
              <Button
                type="button"
                $variant="ghost"
                aria-label={t('booklists.deleteLabel', { name: list.name })}
                onClick={() => onDelete?.(list)}
              >
                {t('booklists.delete')}
              </Button>
            </>
          ) : null}
        </Actions>
      </CardHead>
      {list.description ? <Description>{list.description}</Description> : null}
      {editing ? <BooklistForm list={list} onDone={() => setEditing(false)} /> : null}
      {open ? (
        <div id={booksId}>
          <BooklistBooks
            listId={list.id}
            organizationid={organizationid}
            labelledBy={titleId}
            bookUrl={bookUrl}
            onOpenBook={onOpenBook}
            onStatus={onStatus}
          />
        </div>
      ) : null}
    </Card>
  );
}
