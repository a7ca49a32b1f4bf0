import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CopyStatus,
  EmptyState,
  ErrorState,
  Loading,
  OrganizationGate,
  bookshelvesQuery,
  useApi,
  type CommonWidgetSettings,
  type LpEvent,
  type ShelfAsset,
} from '../../core';
import { BookPaths, toBookId } from '../../core/ui/book';
import { useCopyStatus } from '../../core/ui/CopiesTable';
import { PortalLink } from '../../core/ui/PortalLink';
import { Directions } from './Directions';
import { floorLabel } from './floor-label';
import { LibraryDirectory } from './LibraryDirectory';
import { placeOf, planFloors, type FloorPlan, type PlanPlace } from './layout';
import { MapStage } from './MapStage';
import { routeTo } from './route';
import { Heading, Layout, Links, Muted, Notice, Place, SectionHeading } from './styles';
import { useMapTarget, type MapTarget } from './useMapTarget';

export interface FloorMapProps extends CommonWidgetSettings {
  /** The book to lead to: the first of its copies on a shelf (one in the library first). */
  bookid?: number | string;
  /** The copy to lead to (wins over `bookid`). */
  barcode?: string;
  /** The heading when no book is named (default 馆内导航). */
  heading?: string;
  /** Cancelable `lp-navigate`: the virtual shelf's column, or the book's page. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

/** The virtual shelf, opened on a column. */
const VIRTUAL_SHELF_PATH = '/virtualShelf';

function TargetNotice({ target }: { target: MapTarget }) {
  const { t } = useTranslation('floor-map');
  if (target.state === 'error') return <ErrorState />;
  if (target.state === 'notOnShelf') return <Notice role="status">{t('map.notOnShelf')}</Notice>;
  if (target.state === 'notFound') {
    return <Notice role="status">{t('map.notFound', { barcode: target.barcode })}</Notice>;
  }
  return null;
}

function CopyPlace({
  asset,
  place,
  onNavigate,
}: {
  asset: ShelfAsset;
  place: PlanPlace;
  onNavigate?: FloorMapProps['onNavigate'];
}) {
  const { t } = useTranslation('floor-map');
  const statusText = useCopyStatus();
  return (
    <>
      <Place>
        {t('map.place', {
          floor: floorLabel(t, place.room.floor),
          room: place.room.name,
          code: place.shelf.code,
          column: place.column.position,
        })}
      </Place>
      <Muted>{t('map.copy', { barcode: asset.barcode, callnumber: asset.callnumber })}</Muted>
      {asset.status !== CopyStatus.inLibrary ? (
        <Notice>{t('map.onLoan', { status: statusText(asset.status) })}</Notice>
      ) : null}
      <Links>
        <PortalLink
          path={VIRTUAL_SHELF_PATH}
          query={{ shelf: asset.shelfid, column: asset.columnid }}
          onNavigate={onNavigate}
        >
          {t('map.viewOnShelf')}
        </PortalLink>
        <PortalLink
          path={BookPaths.detail}
          query={{ bookid: asset.bookid }}
          onNavigate={onNavigate}
        >
          {t('map.bookPage')}
        </PortalLink>
      </Links>
    </>
  );
}

function MapBody({
  plan,
  target,
  props,
}: {
  plan: FloorPlan;
  target: MapTarget;
  props: FloorMapProps;
}) {
  const { t } = useTranslation('floor-map');
  const headingId = useId();
  const directionsId = useId();
  const directoryId = useId();
  const directionsHeadingId = useId();
  const directoryHeadingId = useId();
  const asset = target.state === 'found' ? target.asset : undefined;
  const place = useMemo(() => (asset ? placeOf(plan, asset.columnid) : undefined), [plan, asset]);
  const route = useMemo(
    () => (asset && place ? routeTo(plan, place, asset.callnumber) : undefined),
    [plan, place, asset],
  );
  const ariaLabel = place
    ? t('map.canvasLabel', {
        summary: t('map.canvasSummary', { code: place.shelf.code, column: place.column.position }),
      })
    : t('map.canvasLabelNoRoute', { floors: plan.floors.length, rooms: plan.rooms.length });
  return (
    <section aria-labelledby={headingId} part="floor-map">
      <Heading id={headingId}>
        {asset ? t('map.bookHeading', { title: asset.title }) : props.heading || t('map.heading')}
      </Heading>
      <Layout>
        <div>
          <div>
            {asset && place ? (
              <CopyPlace asset={asset} place={place} onNavigate={props.onNavigate} />
            ) : (
              <Muted>{t('map.intro')}</Muted>
            )}
            <TargetNotice target={target} />
            {route ? (
              <>
                <SectionHeading id={directionsHeadingId}>{t('map.directions')}</SectionHeading>
                <Directions
                  id={directionsId}
                  labelledBy={directionsHeadingId}
                  steps={route.steps}
                />
              </>
            ) : null}
            <SectionHeading id={directoryHeadingId}>{t('map.directory')}</SectionHeading>
            <LibraryDirectory id={directoryId} labelledBy={directoryHeadingId} plan={plan} />
          </div>
          <MapStage
            plan={plan}
            place={place}
            route={route?.points}
            describedBy={route ? directionsId : directoryId}
            ariaLabel={ariaLabel}
          />
        </div>
      </Layout>
    </section>
  );
}

function MapLoader({ organizationid, props }: { organizationid: number; props: FloorMapProps }) {
  const { t } = useTranslation('floor-map');
  const api = useApi();
  const shelves = useQuery(bookshelvesQuery(api, organizationid));
  const target = useMapTarget(organizationid, toBookId(props.bookid), props.barcode?.trim() ?? '');
  const plan = useMemo(() => (shelves.data ? planFloors(shelves.data) : undefined), [shelves.data]);
  // The copy's place comes with the plan, not after it: the directions would otherwise push
  // the directory and the map down the screen as they arrive (a layout shift of 0.14 measured).
  if (shelves.isPending || target.state === 'loading') return <Loading />;
  if (shelves.isError || !plan) return <ErrorState />;
  if (plan.rooms.length === 0) return <EmptyState>{t('map.noShelves')}</EmptyState>;
  return <MapBody plan={plan} target={target} props={props} />;
}

/**
 * The library in 3D — storeys, rooms, shelves, from its locations and shelves — with the way
 * from the entrance to the shelf and column of a copy, and the same way in words beside it.
 */
export function FloorMap(props: FloorMapProps) {
  return (
    <OrganizationGate>
      {(organization) => <MapLoader organizationid={organization.id} props={props} />}
    </OrganizationGate>
  );
}
