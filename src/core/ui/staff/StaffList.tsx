import type { UseQueryResult } from '@tanstack/react-query';
import type { Key, ReactNode } from 'react';
import { QueryStates } from '../QueryStates';
import { StaffPanel } from './StaffPanel';
import { Table } from './styles';

/** One column of a staff list: its header, and what a row shows in it. */
export interface StaffColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
  /**
   * Whether a stacked row (a narrow element) shows the header before the value: yes unless
   * false, which suits the title (it names the row) and the buttons (they name themselves).
   */
  named?: boolean;
}

/** A page of a list as the server answers it (a contract `Page`). */
export interface StaffPage<T> {
  list: readonly T[];
  total: number;
}

export interface StaffListProps<T> {
  heading: string;
  part: string;
  /** What stands above the table: the filters, the New button. */
  toolbar?: ReactNode;
  query: UseQueryResult<StaffPage<T>>;
  /** What an empty page says. */
  empty: string;
  columns: readonly StaffColumn<T>[];
  rowKey: (item: T) => Key;
  /** What follows the table (the pager), given the page shown. */
  footer?: (page: StaffPage<T>) => ReactNode;
}

/**
 * A staff widget's list: a region named by its heading, the toolbar, then the page's rows as a
 * table (each row a block of its own on a narrow element, each value under its column's
 * name) through `QueryStates`, and the pager.
 */
export function StaffList<T>(props: StaffListProps<T>) {
  const { columns } = props;
  return (
    <StaffPanel heading={props.heading} part={props.part}>
      {props.toolbar}
      <QueryStates
        query={props.query}
        isEmpty={(page) => page.list.length === 0}
        empty={<p>{props.empty}</p>}
      >
        {(page) => (
          <>
            <Table>
              <thead>
                <tr>
                  {columns.map((column, at) => (
                    <th key={at} scope="col">
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {page.list.map((item) => (
                  <tr key={props.rowKey(item)}>
                    {columns.map((column, at) => (
                      <td key={at} data-label={column.named === false ? undefined : column.header}>
                        {column.cell(item)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Table>
            {props.footer?.(page)}
          </>
        )}
      </QueryStates>
    </StaffPanel>
  );
}
