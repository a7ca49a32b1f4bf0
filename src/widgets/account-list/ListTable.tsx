import { useTranslation } from 'react-i18next';
import { useLibraryTimeZone, type Page } from '../../core';
import { AccountTable, Muted, TableScroll } from '../../core/ui/AccountTable';
import { Pager } from '../../core/ui/Pager';
import { COLUMNS, rowKey, type ListName, type ListRows } from './columns';

export const LIST_PAGE_SIZE = 10;

/** One page of a list as a table with the list's columns, its empty text and the pager. */
export function ListTable<L extends ListName>({
  list,
  data,
  page,
  onPage,
  headingId,
  busy,
}: {
  list: L;
  data: Page<ListRows[L]>;
  page: number;
  onPage: (page: number) => void;
  headingId: string;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation('circulation');
  const { t: tc } = useTranslation();
  const timeZone = useLibraryTimeZone();
  // Widened: the key is built from the list's name, which TypeScript cannot follow through L.
  const name: ListName = list;
  if (data.list.length === 0) return <Muted>{t(`lists.empty_${name}`)}</Muted>;
  const columns = COLUMNS[list];
  const headerIndex = Math.max(
    0,
    columns.findIndex((column) => column.rowHeader),
  );
  const context = { t, tc, lang: i18n.language, timeZone };
  return (
    <>
      <TableScroll>
        <AccountTable aria-labelledby={headingId} aria-busy={busy} part="table">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col">
                  {t(`lists.${column.header}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.list.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column, index) =>
                  index === headerIndex ? (
                    <th key={column.header} scope="row">
                      {column.cell(row, context)}
                    </th>
                  ) : (
                    <td key={column.header}>{column.cell(row, context)}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </AccountTable>
      </TableScroll>
      <Pager
        page={page}
        total={data.total}
        pageSize={LIST_PAGE_SIZE}
        label={`${t(`lists.heading_${name}`)} ${t('pager.label')}`}
        onPage={onPage}
      />
    </>
  );
}
