import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  CONTENT_LIMITS,
  CONTENT_STATUSES,
  contentListQuery,
  useApi,
  useLibraryTimeZone,
  type ContentListRequest,
  type ContentStatus,
  type NewsType,
} from '../../core';
import { formatDateTime } from '../../core/ui/format';
import { FieldRow, StaffList } from '../../core/ui/staff';
import { Input, Select } from '../../core/ui/staff/styles';
import { Controls, Pager } from './styles';
import { TypeOptions } from './TypeOptions';

const PAGE_SIZE = 20;

/** The filters as chosen; the search is applied when its form is sent. */
export interface ListFilter {
  type: NewsType | '';
  status: ContentStatus | '';
  search: string;
  page: number;
}

export const NO_FILTER: ListFilter = { type: '', status: '', search: '', page: 1 };

/**
 * The organisation's news, notices and activities, drafts and scheduled ones too, the most
 * recently changed first: by type, status and a part of the title, a page at a time.
 */
export function ItemList(props: {
  filter: ListFilter;
  onFilter: (filter: ListFilter) => void;
  onEdit: (id: number) => void;
  onNew: () => void;
}) {
  const { t, i18n } = useTranslation('content-admin');
  const api = useApi();
  const zone = useLibraryTimeZone();
  const { filter, onFilter } = props;
  const [typed, setTyped] = useState(filter.search);
  const request: ContentListRequest = {
    index: filter.page,
    pagesize: PAGE_SIZE,
    ...(filter.type ? { type: filter.type } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.search ? { search: filter.search } : {}),
  };
  const list = useQuery({ ...contentListQuery(api, request), placeholderData: keepPreviousData });

  const search = (event: FormEvent) => {
    event.preventDefault();
    onFilter({ ...filter, search: typed.trim(), page: 1 });
  };

  const toolbar = (
    <form onSubmit={search} noValidate>
      <Controls>
        <FieldRow label={t('type')}>
          {(control) => (
            <Select
              {...control}
              value={filter.type}
              onChange={(event) =>
                onFilter({ ...filter, type: event.target.value as NewsType | '', page: 1 })
              }
            >
              <option value="">{t('allTypes')}</option>
              <TypeOptions />
            </Select>
          )}
        </FieldRow>
        <FieldRow label={t('status')}>
          {(control) => (
            <Select
              {...control}
              value={filter.status}
              onChange={(event) =>
                onFilter({ ...filter, status: event.target.value as ContentStatus | '', page: 1 })
              }
            >
              <option value="">{t('allStatuses')}</option>
              {CONTENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`statuses.${status}`)}
                </option>
              ))}
            </Select>
          )}
        </FieldRow>
        <FieldRow label={t('search')}>
          {(control) => (
            <Input
              {...control}
              type="search"
              value={typed}
              maxLength={CONTENT_LIMITS.searchMax}
              onChange={(event) => setTyped(event.target.value)}
            />
          )}
        </FieldRow>
        <Button type="submit" $variant="secondary">
          {t('searchAction')}
        </Button>
        <Button type="button" onClick={props.onNew}>
          {t('newItem')}
        </Button>
      </Controls>
    </form>
  );

  return (
    <StaffList
      heading={t('items')}
      part="items"
      toolbar={toolbar}
      query={list}
      empty={t('noItems')}
      rowKey={(item) => item.id}
      columns={[
        { header: t('titleColumn'), named: false, cell: (item) => item.title },
        { header: t('type'), cell: (item) => t(`types.${item.type}`) },
        { header: t('status'), cell: (item) => t(`statuses.${item.status}`) },
        {
          header: t('dateColumn'),
          cell: (item) =>
            item.publishedat ? formatDateTime(item.publishedat, i18n.language, zone) : t('noDate'),
        },
        {
          header: t('actionsColumn'),
          named: false,
          cell: (item) => (
            <Button
              type="button"
              $variant="secondary"
              aria-label={t('editItem', { title: item.title })}
              onClick={() => props.onEdit(item.id)}
            >
              {t('edit')}
            </Button>
          ),
        },
      ]}
      footer={(page) => {
        const pages = Math.max(1, Math.ceil(page.total / PAGE_SIZE));
        if (pages <= 1) return null;
        return (
          <Pager aria-label={t('pageOf', { page: filter.page, pages })}>
            <Button
              type="button"
              $variant="secondary"
              disabled={filter.page <= 1}
              onClick={() => onFilter({ ...filter, page: filter.page - 1 })}
            >
              {t('previous')}
            </Button>
            <span>{t('pageOf', { page: filter.page, pages })}</span>
            <Button
              type="button"
              $variant="secondary"
              disabled={filter.page >= pages}
              onClick={() => onFilter({ ...filter, page: filter.page + 1 })}
            >
              {t('next')}
            </Button>
          </Pager>
        );
      }}
    />
  );
}
