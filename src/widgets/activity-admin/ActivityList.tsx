import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  activityAdminListQuery,
  Button,
  useApi,
  useLibraryTimeZone,
  type ActivityAdminItem,
} from '../../core';
import { formatDateTime } from '../../core/ui/format';
import { Pager } from '../../core/ui/Pager';
import { StaffList } from '../../core/ui/staff';
import { RowActions } from '../../core/ui/staff/styles';
import { Controls } from './styles';

export const PAGE_SIZE = 20;

/**
 * The organisation's activities, coming and under way first (soonest first), then past ones,
 * each with its places taken, a page at a time.
 */
export function ActivityList(props: {
  page: number;
  onPage: (page: number) => void;
  onNew: () => void;
  onEdit: (activity: ActivityAdminItem) => void;
  onSignUps: (id: number) => void;
}) {
  const { t, i18n } = useTranslation('activity-admin');
  const api = useApi();
  const zone = useLibraryTimeZone();
  const list = useQuery({
    ...activityAdminListQuery(api, { pageindex: props.page, pagesize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const when = (iso: string) => formatDateTime(iso, i18n.language, zone);

  return (
    <StaffList
      heading={t('activities')}
      part="activities"
      toolbar={
        <Controls>
          <Button type="button" onClick={props.onNew}>
            {t('newActivity')}
          </Button>
        </Controls>
      }
      query={list}
      empty={t('noActivities')}
      rowKey={(activity) => activity.id}
      columns={[
        { header: t('title'), named: false, cell: (activity) => activity.title },
        {
          header: t('timeColumn'),
          cell: (activity) =>
            t('timeRange', { start: when(activity.startsat), end: when(activity.endsat) }),
        },
        { header: t('place'), cell: (activity) => activity.place },
        { header: t('stateColumn'), cell: (activity) => t(`states.${activity.state}`) },
        {
          header: t('signedUp'),
          cell: (activity) =>
            t('counts', { signedup: activity.signedup, capacity: activity.capacity }),
        },
        {
          header: t('actionsColumn'),
          named: false,
          cell: (activity) => (
            <RowActions>
              <Button
                type="button"
                $variant="secondary"
                aria-label={t('editNamed', { title: activity.title })}
                onClick={() => props.onEdit(activity)}
              >
                {t('edit')}
              </Button>
              <Button
                type="button"
                $variant="secondary"
                aria-label={t('signUpsNamed', { title: activity.title })}
                onClick={() => props.onSignUps(activity.id)}
              >
                {t('signUps')}
              </Button>
            </RowActions>
          ),
        },
      ]}
      footer={(page) => (
        <Pager
          page={props.page}
          total={page.total}
          pageSize={PAGE_SIZE}
          label={t('activities')}
          onPage={props.onPage}
        />
      )}
    />
  );
}
