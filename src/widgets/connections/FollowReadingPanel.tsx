import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  followReadingQuery,
  QueryStates,
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
  return (
    <Reading id={id} part="reading">
      <strong id={headingId}>{t('connections.readingHeading', { name: nameOf(reader) })}</strong>
      <QueryStates
        query={reading}
        empty={<Muted>{t('connections.noReading')}</Muted>}
        isEmpty={(data) => data.shared && data.books.length === 0}
      >
        {(data) =>
          data.shared ? (
            <ReadingList aria-labelledby={headingId}>
              {data.books.map((book) => (
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
          ) : (
            <Muted>{t('connections.notShared')}</Muted>
          )
        }
      </QueryStates>
    </Reading>
  );
}
