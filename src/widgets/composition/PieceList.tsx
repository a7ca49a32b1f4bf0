import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  QueryStates,
  useApi,
  useLibraryTimeZone,
  type Writing,
  type WritingKind,
  writingListQuery,
} from '../../core';
import { AccountTable, Muted, TableScroll } from '../../core/ui/AccountTable';
import { formatDateTime } from '../../core/ui/format';
import { Pager } from '../../core/ui/Pager';
import { StatusBadge } from '../../core/ui/WritingView';
import { Toolbar } from './styles';

export const WRITING_PAGE_SIZE = 20;

/** The student's pieces of one kind, newest first, each with its status and score. */
export function PieceList({
  kind,
  onOpen,
  onNew,
}: {
  kind: WritingKind;
  onOpen: (piece: Writing) => void;
  onNew: () => void;
}) {
  const { t, i18n } = useTranslation('writing');
  const timeZone = useLibraryTimeZone();
  const api = useApi();
  const [page, setPage] = useState(1);
  const list = useQuery(writingListQuery(api, { kind, index: page, pagesize: WRITING_PAGE_SIZE }));

  return (
    <div part="list">
      <Toolbar>
        <Button type="button" onClick={onNew}>
          {t(`list.new_${kind}`)}
        </Button>
      </Toolbar>
      <QueryStates
        query={list}
        empty={<Muted>{t(`list.empty_${kind}`)}</Muted>}
        isEmpty={(data) => data.total === 0}
      >
        {(data) => (
          <>
            <TableScroll>
              <AccountTable>
                <caption>{t('list.caption', { count: data.total })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t(kind === 'note' ? 'list.book' : 'list.title')}</th>
                    <th scope="col">{t('list.status')}</th>
                    <th scope="col">{t('list.score')}</th>
                    <th scope="col">{t('list.updated')}</th>
                    <th scope="col">{t('list.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((piece) => {
                    const name =
                      (kind === 'note' ? piece.booktitle : piece.title) || t('list.untitled');
                    const editable = piece.status === 'draft' || piece.status === 'returned';
                    return (
                      <tr key={piece.id}>
                        <td>{name}</td>
                        <td>
                          <StatusBadge status={piece.status} />
                        </td>
                        <td>{piece.score ?? '—'}</td>
                        <td>{formatDateTime(piece.updatedat, i18n.language, timeZone)}</td>
                        <td>
                          <Button type="button" $variant="secondary" onClick={() => onOpen(piece)}>
                            {t(editable ? 'list.edit' : 'list.view', { title: name })}
                          </Button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </AccountTable>
            </TableScroll>
            <Pager
              page={page}
              total={data.total}
              pageSize={WRITING_PAGE_SIZE}
              label={t('list.pagination')}
              onPage={setPage}
            />
          </>
        )}
      </QueryStates>
    </div>
  );
}
