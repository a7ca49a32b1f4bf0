import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, publicBooklistsQuery, QueryStates, useApi } from '../../core';
import { Muted, StatusLine } from '../../core/ui/AccountTable';
import { BooklistCard } from './BooklistCard';
import { Lists } from './styles';

export interface ReaderBooklistsProps {
  /** One reader's public lists; everyone else's public lists when unset. */
  readerId?: number;
  /** Logged out: the organisation whose public lists a visitor browses. */
  organizationid?: number;
  bookUrl?: string;
  onOpenBook: (bookid: number) => void;
}

/** Other readers' public lists, read-only (the server answers public lists only). */
export function ReaderBooklists({
  readerId,
  organizationid,
  bookUrl,
  onOpenBook,
}: ReaderBooklistsProps) {
  const { t } = useTranslation('reading-lists');
  const api = useApi();
  const [status, setStatus] = useState('');
  const lists = useQuery(publicBooklistsQuery(api, readerId, undefined, organizationid));
  return (
    <QueryStates
      query={lists}
      error={<ErrorState>{t('booklists.getBooklistFailed')}</ErrorState>}
      empty={
        <Muted>
          {readerId === undefined ? t('booklists.nonePublic') : t('booklists.noneOfReader')}
        </Muted>
      }
    >
      {(data) => (
        <>
          <StatusLine role="status">{status}</StatusLine>
          <Lists part="lists">
            {data.map((list) => (
              <BooklistCard
                key={list.id}
                list={list}
                editable={false}
                organizationid={organizationid}
                bookUrl={bookUrl}
                onOpenBook={onOpenBook}
                onStatus={setStatus}
              />
            ))}
          </Lists>
        </>
      )}
    </QueryStates>
  );
}
