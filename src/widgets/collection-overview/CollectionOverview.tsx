import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ErrorState,
  Loading,
  OrganizationGate,
  collectionOverviewQuery,
  useApi,
  type CollectionOverview as Overview,
  type CommonWidgetSettings,
} from '../../core';
import { toId } from '../../core/ui/ids';
import { CategoryTable, LocationTable } from './HoldingsTables';
import { Heading, Muted, Toolbar, Total, Views } from './styles';

export const OVERVIEW_VIEWS = ['location', 'category'] as const;
export type OverviewView = (typeof OVERVIEW_VIEWS)[number];

/** What the reader looks at: by location, or by category (of one location or all). */
export interface OverviewState {
  type: OverviewView;
  locationid?: number;
}

export interface CollectionOverviewProps extends CommonWidgetSettings {
  /** `location` (default) or `category`; a location named shows its categories. */
  type?: string;
  /** The location whose categories are shown (its id). */
  locationid?: number | string;
  /** React only: the reader changed the view (the portal keeps it in the URL). */
  onStateChange?: (state: OverviewState) => void;
}

const toView = (type: unknown, locationid: number | undefined): OverviewView =>
  OVERVIEW_VIEWS.find((view) => view === type) ?? (locationid ? 'category' : 'location');

/** The state the props name, followed when they change (the URL), else the reader's. */
function useOverviewState(props: CollectionOverviewProps) {
  const locationid = toId(props.locationid);
  const named: OverviewState = { type: toView(props.type, locationid), locationid };
  const [state, setState] = useState(named);
  const [shown, setShown] = useState(named);
  if (shown.type !== named.type || shown.locationid !== named.locationid) {
    setShown(named);
    setState(named);
  }
  const change = (next: OverviewState) => {
    setState(next);
    props.onStateChange?.(next);
  };
  return [state, change] as const;
}

function OverviewView({
  data,
  state,
  onChange,
}: {
  data: Overview;
  state: OverviewState;
  onChange: (state: OverviewState) => void;
}) {
  const { t } = useTranslation('shelves');
  const selectId = useId();
  const location = data.locations.find((entry) => entry.locationid === state.locationid);
  if (data.locations.length === 0) return <Muted>{t('overview.empty')}</Muted>;
  // Each number with its own plural ("1 title", "2 copies").
  const counts = {
    titles: t('overview.titleCount', { count: data.titles }),
    copies: t('overview.copyCount', { count: data.copies }),
  };
  return (
    <>
      <Total role="status">
        {location
          ? t('overview.totalAt', { location: location.name, ...counts })
          : t('overview.total', counts)}
      </Total>
      {state.locationid !== undefined && !location ? (
        <Muted>{t('overview.locationNotFound')}</Muted>
      ) : null}
      <Toolbar>
        <Views role="group" aria-label={t('overview.views')}>
          {OVERVIEW_VIEWS.map((view) => (
            <button
              key={view}
              type="button"
              aria-pressed={state.type === view}
              onClick={() => onChange({ ...state, type: view })}
            >
              {t(view === 'location' ? 'overview.byLocation' : 'overview.byCategory')}
            </button>
          ))}
        </Views>
        {state.type === 'category' ? (
          <>
            <label htmlFor={selectId}>{t('overview.location')}</label>
            <select
              id={selectId}
              value={location?.locationid ?? ''}
              onChange={(event) =>
                onChange({ type: 'category', locationid: toId(event.target.value) })
              }
            >
              <option value="">{t('overview.allLocations')}</option>
              {data.locations.map((entry) => (
                <option key={entry.locationid} value={entry.locationid}>
                  {entry.name}
                </option>
              ))}
            </select>
          </>
        ) : null}
      </Toolbar>
      {state.type === 'location' ? (
        <LocationTable
          locations={data.locations}
          onShowCategories={(locationid) => onChange({ type: 'category', locationid })}
        />
      ) : (
        <CategoryTable
          categories={data.categories}
          copies={data.copies}
          caption={
            location
              ? t('overview.categoriesAt', { location: location.name })
              : t('overview.categories')
          }
        />
      )}
    </>
  );
}

function OverviewOf({
  organizationid,
  props,
}: {
  organizationid: number;
  props: CollectionOverviewProps;
}) {
  const { t, i18n } = useTranslation('shelves');
  const api = useApi();
  const headingId = useId();
  const [state, change] = useOverviewState(props);
  const overview = useQuery({
    ...collectionOverviewQuery(api, organizationid, state.locationid, i18n.language),
    placeholderData: keepPreviousData,
  });
  // A location of another library (or none) answers 404: show the whole library instead.
  const whole = useQuery({
    ...collectionOverviewQuery(api, organizationid, undefined, i18n.language),
    enabled: overview.isError && state.locationid !== undefined,
  });
  const data = overview.data ?? (overview.isError ? whole.data : undefined);
  return (
    <section aria-labelledby={headingId} aria-busy={overview.isFetching} part="overview">
      <Heading id={headingId}>{t('overview.heading')}</Heading>
      {data ? (
        <OverviewView data={data} state={state} onChange={change} />
      ) : overview.isPending || whole.isLoading ? (
        <Loading />
      ) : (
        <ErrorState />
      )}
    </section>
  );
}

/**
 * The collection overview (LibraryLocation/Query): the library's holdings by location and by
 * category (CLC basic classes), with titles and copies.
 */
export function CollectionOverview(props: CollectionOverviewProps) {
  return (
    <OrganizationGate>
      {(organization) => <OverviewOf organizationid={organization.id} props={props} />}
    </OrganizationGate>
  );
}
