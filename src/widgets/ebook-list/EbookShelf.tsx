import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, QueryStates, ebookShelfQuery, useApi, type EBookSummary } from '../../core';
import { Pager } from '../../core/ui/Pager';
import { EbookCard } from './EbookCard';
import { Cards, Heading, Muted } from './styles';

/** The logged-in reader's e-book shelf, last shelved first, with how far each was read. */
export function EbookShelf({
  pageSize,
  onOpen,
  onRead,
}: {
  pageSize: number;
  onOpen: (book: EBookSummary) => void;
  onRead: (book: EBookSummary) => void;
}) {
  const { t } = useTranslation('ebooks');
  const api = useApi();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const shelf = useQuery({
    ...ebookShelfQuery(api, page, pageSize),
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-labelledby={headingId} part="shelf">
      <Heading id={headingId}>{t('heading.shelf')}</Heading>
      <QueryStates query={shelf} error={<ErrorState />} empty={<Muted>{t('shelf.empty')}</Muted>}>
        {(data) => (
          <>
            <Cards part="list">
              {data.list.map((book) => (
                <EbookCard
                  key={book.id}
                  book={book}
                  onOpen={onOpen}
                  onRead={onRead}
                  extra={t('percent', { percent: book.percent })}
                />
              ))}
            </Cards>
            <Pager
              page={page}
              total={data.total}
              pageSize={pageSize}
              label={t('pagination', { list: t('heading.shelf') })}
              onPage={setPage}
            />
          </>
        )}
      </QueryStates>
    </section>
  );
}
