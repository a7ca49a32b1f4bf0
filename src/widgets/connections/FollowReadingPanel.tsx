import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ErrorState,
  followReadingQuery,
  Loading,
  type ReaderBrief,
  useApi,
  useLibraryTimeZone,
} from '../../core';
import { Muted } from '../../core/ui/AccountTable';
import { formatDay } from '../../core/ui/day';
import { useReaderName } from './readerName';
import { Meta, Reading, ReadingList } from './styles';

/** What a followed reader is reading, when they share it (the server checks both). */
export function FollowReadingPanel({ reader, id }: { reader: ReaderBrief; id: string }) {
  const { t, i18n } = useTranslation('people');
  const timeZone = useLibraryTimeZone();
  const api = useApi();
  const headingId = useId();
  const nameOf = useReaderName();
  const reading = useQuery(followReadingQuery(api, reader.readerid));
  let body;
  if (reading.isPending) body = <Loading />;
  else if (reading.isError) body = <ErrorState>{reading.error.message}</ErrorState>;
  else if (!reading.data.shared) body = <Muted>{t('connections.notShared')}</Muted>;
  else if (reading.data.books.length === 0) body = <Muted>{t('connections.noReading')}</Muted>;
  else
    body = (
      <ReadingList aria-labelledby={headingId}>
        {reading.data.books.map((book) => (
          <li key={`${book.bookid}-${book.borrowtime}`}>
            《{book.title}》{book.author ? ` ${book.author}` : ''}{' '}
            <Meta>
              {book.reading ? t('connections.onLoan') : t('connections.returned')} ·{' '}
              {t('connections.borrowed', {
                date: formatDay(book.borrowtime, i18n.language, timeZone),
              })}
            </Meta>
          </li>
        ))}
      </ReadingList>
    );
  return (
    <Reading id={id} part="reading">
      <strong id={headingId}>{t('connections.readingHeading', { name: nameOf(reader) })}</strong>
      {body}
    </Reading>
  );
}
