import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  CONTENT_LIMITS,
  CONTENT_STATUSES,
  contentListQuery,
  NEWS_TYPES,
  QueryStates,
  useApi,
  useLibraryTimeZone,
  type ContentListRequest,
  type ContentStatus,
  type NewsType,
} from '../../core';
import { formatDateTime } from '../../core/ui/format';
import { Controls, Field, Input, Pager, Panel, Select, SubHeading, Table } from './styles';

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
  const headingId = useId();
  const id = useId();
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

  return (
    <Panel aria-labelledby={headingId} part="items">
      <SubHeading id={headingId}>{t('items')}</SubHeading>
      <form onSubmit={search} noValidate>
        <Controls>
          <Field>
            <label htmlFor={`${id}-type`}>{t('type')}</label>
            <Select
              id={`${id}-type`}
              value={filter.type}
              onChange={(event) =>
                onFilter({ ...filter, type: event.target.value as NewsType | '', page: 1 })
              }
            >
              <option value="">{t('allTypes')}</option>
              {NEWS_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field>
            <label htmlFor={`${id}-status`}>{t('status')}</label>
            <Select
              id={`${id}-status`}
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
          </Field>
          <Field>
            <label htmlFor={`${id}-search`}>{t('search')}</label>
            <Input
              id={`${id}-search`}
              type="search"
              value={typed}
              maxLength={CONTENT_LIMITS.searchMax}
              onChange={(event) => setTyped(event.target.value)}
            />
          </Field>
          <Button type="submit" $variant="secondary">
            {t('searchAction')}
          </Button>
          <Button type="button" onClick={props.onNew}>
            {t('newItem')}
          </Button>
        </Controls>
      </form>
      <QueryStates
        query={list}
        isEmpty={(page) => page.list.length === 0}
        empty={<p>{t('noItems')}</p>}
      >
        {(page) => {
          const pages = Math.max(1, Math.ceil(page.total / PAGE_SIZE));
          return (
            <>
              <Table>
                <thead>
                  <tr>
                    <th scope="col">{t('titleColumn')}</th>
                    <th scope="col">{t('type')}</th>
                    <th scope="col">{t('status')}</th>
                    <th scope="col">{t('dateColumn')}</th>
                    <th scope="col">{t('actionsColumn')}</th>
                  </tr>
                </thead>
                <tbody>
                  {page.list.map((item) => (
                    <tr key={item.id}>
                      <td>{item.title}</td>
                      <td data-label={t('type')}>{t(`types.${item.type}`)}</td>
                      <td data-label={t('status')}>{t(`statuses.${item.status}`)}</td>
                      <td data-label={t('dateColumn')}>
                        {item.publishedat
                          ? formatDateTime(item.publishedat, i18n.language, zone)
                          : t('noDate')}
                      </td>
                      <td>
                        <Button
                          type="button"
                          $variant="secondary"
                          aria-label={t('editItem', { title: item.title })}
                          onClick={() => props.onEdit(item.id)}
                        >
                          {t('edit')}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
              {pages > 1 ? (
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
              ) : null}
            </>
          );
        }}
      </QueryStates>
    </Panel>
  );
}
