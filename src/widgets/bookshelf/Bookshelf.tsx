import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  ErrorState,
  MAX_SHELF_PAGE_SIZE,
  OrganizationGate,
  QueryStates,
  bookshelvesQuery,
  columnStatisticsQuery,
  toCount,
  useApi,
  useNavigateTo,
  type Bookshelf as Shelf,
  type CommonWidgetSettings,
  type LpEvent,
} from '../../core';
import { BookPaths } from '../../core/ui/book';
import { toId } from '../../core/ui/ids';
import { ColumnPanel } from './ColumnPanel';
import { ShelfView } from './ShelfView';
import { Heading, Muted, Notice, ShelfButton, ShelfPicker, Toolbar } from './styles';

export const DEFAULT_SHELF_PAGE_SIZE = 24;

/** What the reader has chosen: a shelf, and on it a column (none yet on a shelf just opened). */
export interface ShelfSelection {
  shelf: number;
  column?: number;
}

export interface BookshelfProps extends CommonWidgetSettings {
  /** The shelf shown first (its id); the first shelf of the library otherwise. */
  shelf?: number | string;
  /** The column opened first (its id); its shelf is found when `shelf` is not given. */
  column?: number | string;
  /** Books a page (default 24, at most 60). */
  pageSize?: number;
  /** URL template of a book's page, e.g. `/catalogue/book?id={bookid}`; the portal's otherwise. */
  bookUrl?: string;
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
  /** React only: the reader chose a shelf or a column (the portal keeps it in the URL). */
  onSelectionChange?: (selection: ShelfSelection) => void;
}

/** The shelf and column the props name, followed when they change (the URL), else the reader's. */
function useSelection(props: BookshelfProps) {
  const named: Partial<ShelfSelection> = { shelf: toId(props.shelf), column: toId(props.column) };
  const [chosen, setChosen] = useState(named);
  const [shown, setShown] = useState(named);
  if (shown.shelf !== named.shelf || shown.column !== named.column) {
    setShown(named);
    setChosen(named);
  }
  const choose = (selection: ShelfSelection) => {
    setChosen(selection);
    props.onSelectionChange?.(selection);
  };
  return [chosen, choose] as const;
}

function findShelf(shelves: Shelf[], chosen: { shelf?: number; column?: number }) {
  if (chosen.shelf !== undefined) return shelves.find((shelf) => shelf.shelfid === chosen.shelf);
  if (chosen.column === undefined) return undefined;
  return shelves.find((shelf) => shelf.columns.some((c) => c.columnid === chosen.column));
}

function ShelfBrowser({
  organizationid,
  shelves,
  props,
}: {
  organizationid: number;
  shelves: Shelf[];
  props: BookshelfProps;
}) {
  const { t, i18n } = useTranslation('shelves');
  const api = useApi();
  const navigateTo = useNavigateTo(props.onNavigate);
  const locationSelectId = useId();
  const pickerId = useId();
  const [chosen, choose] = useSelection(props);
  const found = findShelf(shelves, chosen);
  const missing = (chosen.shelf !== undefined || chosen.column !== undefined) && !found;
  const shelf = found ?? shelves[0]!;
  const column = shelf.columns.find((candidate) => candidate.columnid === chosen.column);
  const statistics = useQuery(
    columnStatisticsQuery(api, organizationid, shelf.shelfid, i18n.language),
  );

  const locations = [...new Map(shelves.map((s) => [s.locationid, s.locationname])).entries()];
  const shelvesHere = shelves.filter((candidate) => candidate.locationid === shelf.locationid);
  const pageSize = toCount(props.pageSize, DEFAULT_SHELF_PAGE_SIZE, MAX_SHELF_PAGE_SIZE);
  const bookUrl = props.bookUrl || undefined;

  return (
    <>
      {missing ? <Notice role="status">{t('bookshelf.notFound')}</Notice> : null}
      <Toolbar>
        <label htmlFor={locationSelectId}>{t('bookshelf.location')}</label>
        <select
          id={locationSelectId}
          value={shelf.locationid}
          onChange={(event) => {
            const next = shelves.find((s) => s.locationid === Number(event.target.value));
            if (next) choose({ shelf: next.shelfid });
          }}
        >
          {locations.map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </select>
      </Toolbar>
      <nav aria-labelledby={pickerId}>
        <Muted id={pickerId}>{t('bookshelf.shelves', { location: shelf.locationname })}</Muted>
        <ShelfPicker>
          {shelvesHere.map((candidate) => (
            <li key={candidate.shelfid}>
              <ShelfButton
                type="button"
                aria-pressed={candidate.shelfid === shelf.shelfid}
                aria-label={t('bookshelf.shelf', { code: candidate.code })}
                onClick={() => choose({ shelf: candidate.shelfid })}
              >
                {candidate.code}
              </ShelfButton>
            </li>
          ))}
        </ShelfPicker>
      </nav>
      <ShelfView
        shelf={shelf}
        statistics={statistics.data}
        selected={column?.columnid}
        onSelect={(columnid) => choose({ shelf: shelf.shelfid, column: columnid })}
      />
      {column ? (
        <ColumnPanel
          key={column.columnid}
          organizationid={organizationid}
          shelf={shelf}
          column={column}
          statistics={statistics.data?.find((entry) => entry.columnid === column.columnid)}
          pageSize={pageSize}
          bookUrl={bookUrl}
          onOpen={(bookid) => navigateTo(BookPaths.detail, { bookid }, bookUrl)}
        />
      ) : (
        <Muted>{t('bookshelf.pickColumn')}</Muted>
      )}
    </>
  );
}

function ShelvesOf({ organizationid, props }: { organizationid: number; props: BookshelfProps }) {
  const { t } = useTranslation('shelves');
  const api = useApi();
  const headingId = useId();
  const shelves = useQuery(bookshelvesQuery(api, organizationid));
  return (
    <section aria-labelledby={headingId} part="bookshelf">
      <Heading id={headingId}>{t('bookshelf.heading')}</Heading>
      <Muted>{t('bookshelf.intro')}</Muted>
      <QueryStates
        query={shelves}
        error={<ErrorState />}
        empty={<EmptyState>{t('bookshelf.noShelves')}</EmptyState>}
      >
        {(data) => <ShelfBrowser organizationid={organizationid} shelves={data} props={props} />}
      </QueryStates>
    </section>
  );
}

/**
 * The library's virtual shelf (Bookshelf/List, AssetInBookShelf/All,
 * BookShelfColumnStatistics): its shelves by location, each drawn with its columns; a column
 * opens its figures and its books, each linking to the book.
 */
export function Bookshelf(props: BookshelfProps) {
  return (
    <OrganizationGate>
      {(organization) => <ShelvesOf organizationid={organization.id} props={props} />}
    </OrganizationGate>
  );
}
