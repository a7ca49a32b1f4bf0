import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  CopyStatus,
  EmptyState,
  ErrorState,
  Loading,
  QueryStates,
  inventoryHostQuery,
  safeHref,
  useApi,
  useNavigateTo,
  type BookAsset,
  type CommonWidgetSettings,
  type LpEvent,
} from '../../core';
import { BookPaths, useBookDetail } from '../../core/ui/book';
import { BookGate, type BookViewProps } from '../../core/ui/BookGate';
import { useBookCopies, useCopyStatus } from '../../core/ui/CopiesTable';
import { PortalLink } from '../../core/ui/PortalLink';
import {
  Back,
  ExternalLink,
  Fields,
  Notice,
  SectionHeading,
  ShelfLocationTitle,
  Steps,
} from './styles';

export interface ShelfLocationProps extends CommonWidgetSettings {
  bookid?: number | string;
  barcode?: string;
  /** Cancelable `lp-navigate` back to /bookDetail. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

function Directions({ asset, statusText }: { asset: BookAsset; statusText: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const location = asset.collectionlocation ?? asset.currentlocation;
  if (!location) return <EmptyState>{t('shelfLocation.noLocation')}</EmptyState>;
  // Lent out, lost, weeded…: the shelf will not have it, whatever its call number says.
  const offShelf = asset.status !== CopyStatus.inLibrary;
  const movedTo =
    asset.currentlocation && asset.currentlocation !== location ? asset.currentlocation : null;
  return (
    <section aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{t('shelfLocation.howToFind')}</SectionHeading>
      <Steps>
        <li>{t('shelfLocation.goTo', { location })}</li>
        <li>
          {asset.callnumber
            ? t('shelfLocation.findByCallNumber', { callnumber: asset.callnumber })
            : t('shelfLocation.askLibrarian', { barcode: asset.barcode })}
        </li>
      </Steps>
      {movedTo && !offShelf ? (
        <Notice>{t('shelfLocation.elsewhereNow', { location: movedTo })}</Notice>
      ) : null}
      {offShelf ? <Notice>{t('shelfLocation.notOnShelf', { status: statusText })}</Notice> : null}
    </section>
  );
}

/**
 * The copy a location page shows when the link names only the book: one in the library with
 * a place first (the one a reader can take from the shelf), else any with a place, else any.
 */
export function copyToShow(assets: BookAsset[]): BookAsset | undefined {
  const placed = (asset: BookAsset) => Boolean(asset.collectionlocation ?? asset.currentlocation);
  return (
    assets.find((asset) => asset.status === CopyStatus.inLibrary && placed(asset)) ??
    assets.find(placed) ??
    assets[0]
  );
}

/**
 * The library's AI inventory system, when it runs one: a link to where it last saw this copy
 * (`{host}?barcode=`); when its address cannot be had, "Inventory system domain query failed".
 */
function InventoryLink({ organizationid, barcode }: { organizationid: number; barcode: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const host = useQuery(inventoryHostQuery(api, organizationid));
  if (host.isError) return <Notice role="status">{t('shelfLocation.inventoryFailed')}</Notice>;
  const address = host.data
    ? safeHref(`${host.data}?barcode=${encodeURIComponent(barcode)}`)
    : null;
  if (!address) return null;
  return (
    <p>
      <ExternalLink href={address} target="_blank" rel="noopener noreferrer">
        {t('shelfLocation.inventoryLink')}
      </ExternalLink>
    </p>
  );
}

function LocationView({
  bookid,
  barcode,
  organizationid,
  onNavigate,
}: BookViewProps & { barcode: string }) {
  const { t } = useTranslation();
  const navigateTo = useNavigateTo(onNavigate);
  const book = useBookDetail(bookid, organizationid);
  const assets = useBookCopies(bookid, organizationid);
  const statusText = useCopyStatus();
  const copyId = useId();

  // The title waits for the book too; the book's failure only leaves the title out.
  if (book.isPending) return <Loading />;
  const back = (
    <Back>
      <Button
        type="button"
        $variant="secondary"
        onClick={() => navigateTo(BookPaths.detail, { bookid })}
      >
        {t('shelfLocation.backToDetail')}
      </Button>
    </Back>
  );
  const copyOf = (copies: BookAsset[]) =>
    barcode ? copies.find((candidate) => candidate.barcode === barcode) : copyToShow(copies);
  return (
    <QueryStates query={assets} error={<ErrorState />} isEmpty={() => false}>
      {(copies) => {
        const asset = copyOf(copies);
        return (
          <div part="location">
            {book.data ? <ShelfLocationTitle>{book.data.title}</ShelfLocationTitle> : null}
            {asset ? (
              <>
                <section aria-labelledby={copyId}>
                  <SectionHeading id={copyId}>{t('shelfLocation.copy')}</SectionHeading>
                  <Fields>
                    <dt>{t('bookDetail.barcode')}</dt>
                    <dd>{asset.barcode}</dd>
                    <dt>{t('bookDetail.callNumber')}</dt>
                    <dd>{asset.callnumber ?? '—'}</dd>
                    <dt>{t('bookDetail.collectionLocation')}</dt>
                    <dd>{asset.collectionlocation ?? '—'}</dd>
                    <dt>{t('bookDetail.currentLocation')}</dt>
                    <dd>{asset.currentlocation ?? '—'}</dd>
                    <dt>{t('bookDetail.status')}</dt>
                    <dd>{statusText(asset.status)}</dd>
                  </Fields>
                </section>
                <Directions asset={asset} statusText={statusText(asset.status)} />
                <p>
                  <PortalLink
                    path={BookPaths.floorMap}
                    query={{ bookid, barcode: asset.barcode }}
                    onNavigate={onNavigate}
                    part="map-link"
                  >
                    {t('shelfLocation.mapLink')}
                  </PortalLink>
                </p>
                <InventoryLink organizationid={organizationid} barcode={asset.barcode} />
              </>
            ) : barcode ? (
              <EmptyState>{t('shelfLocation.noBarcodeFound', { barcode })}</EmptyState>
            ) : (
              <EmptyState>{t('shelfLocation.noCopies')}</EmptyState>
            )}
            {back}
          </div>
        );
      }}
    </QueryStates>
  );
}

/**
 * Where one copy is (/queryMachineShelfDetail?bookid[&barcode]): its call number, collection
 * and current location, how to find the shelf, and the way on the library's 3D map. Without a
 * barcode, the book's copy a reader can take (copyToShow); noNavigationData when the
 * book is missing, noBarcodeFound when the barcode is not the book's.
 */
export function ShelfLocation({ bookid, barcode, onNavigate }: ShelfLocationProps) {
  const { t } = useTranslation();
  const code = barcode?.trim() ?? '';
  const noData = <EmptyState>{t('shelfLocation.noNavigationData')}</EmptyState>;
  return (
    <BookGate bookid={bookid} invalid={noData}>
      {(id, organizationid) => (
        <LocationView
          bookid={id}
          barcode={code}
          organizationid={organizationid}
          onNavigate={onNavigate}
        />
      )}
    </BookGate>
  );
}
