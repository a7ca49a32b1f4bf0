export { CollectionOverview, OVERVIEW_VIEWS } from './CollectionOverview';
export type { CollectionOverviewProps, OverviewState, OverviewView } from './CollectionOverview';
