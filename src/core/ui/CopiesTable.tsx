import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CopyStatus, type BookAsset } from '../api/contract';
import { bookCopiesQuery } from '../api/queries/book-detail';
import { useApi } from '../widget/hooks';
import { token } from '../theme';
import { cardRows, TableScroll } from './AccountTable';

/** A book's copies, optionally only those in `statuses`. */
export function useBookCopies(bookid: number, organizationid?: number, statuses?: number[]) {
  return useQuery(bookCopiesQuery(useApi(), bookid, organizationid, statuses));
}

/** The status of a copy in the reader's language (docs/product-rules.md, "Copy statuses"). */
export function useCopyStatus() {
  const { t } = useTranslation();
  return (status: number) => t(`copyStatus.${status}`, { defaultValue: t('copyStatus.unknown') });
}

// Focusable so that keyboard users can scroll the table where it is still wider than its box
// (on a phone its rows are cards and nothing scrolls).
const Scroller = styled(TableScroll)`
  &:focus-visible {
    outline: 2px solid ${token('--lp-color-primary-strong')};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: start;
    font-weight: 600;
  }
  th,
  td {
    padding: 6px 8px;
    text-align: start;
    border-bottom: 1px solid ${token('--lp-color-border')};
    overflow-wrap: anywhere;
  }
  th {
    background: ${token('--lp-color-surface-alt')};
    white-space: nowrap;
  }
  ${cardRows}
`;

const Status = styled.span<{ $inLibrary: boolean }>`
  font-weight: 600;
  color: ${({ $inLibrary }) =>
    $inLibrary ? token('--lp-color-success') : token('--lp-color-text-muted')};
`;

export interface CopiesTableProps {
  copies: BookAsset[];
  /** The table's name: a visible caption, or the id of the heading that names it. */
  name: { caption: string } | { labelledBy: string };
  id?: string;
  part?: string;
  /** A last column, e.g. "where is it". */
  extra?: { header: string; cell: (copy: BookAsset) => ReactNode };
}

/** Collection info per copy: barcode, call number, locations and status. */
export function CopiesTable({ copies, name, id, part, extra }: CopiesTableProps) {
  const { t } = useTranslation();
  const statusText = useCopyStatus();
  const label =
    'caption' in name ? { 'aria-label': name.caption } : { 'aria-labelledby': name.labelledBy };
  return (
    <Scroller tabIndex={0} role="group" {...label}>
      <Table id={id} part={part} {...('labelledBy' in name ? label : {})}>
        {'caption' in name ? <caption>{name.caption}</caption> : null}
        <thead>
          <tr>
            <th scope="col">{t('results.barcode')}</th>
            <th scope="col">{t('results.callNumber')}</th>
            <th scope="col">{t('results.collectionLocation')}</th>
            <th scope="col">{t('results.currentLocation')}</th>
            <th scope="col">{t('results.status')}</th>
            {extra ? <th scope="col">{extra.header}</th> : null}
          </tr>
        </thead>
        <tbody>
          {copies.map((copy) => (
            <tr key={copy.assetid}>
              <td>{copy.barcode}</td>
              <td>{copy.callnumber ?? '—'}</td>
              <td>{copy.collectionlocation ?? '—'}</td>
              <td>{copy.currentlocation ?? '—'}</td>
              <td>
                <Status $inLibrary={copy.status === CopyStatus.inLibrary}>
                  {statusText(copy.status)}
                </Status>
              </td>
              {extra ? <td>{extra.cell(copy)}</td> : null}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
