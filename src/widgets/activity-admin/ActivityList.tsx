import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  activityAdminListQuery,
  Button,
  QueryStates,
  useApi,
  useLibraryTimeZone,
  type ActivityAdminItem,
} from '../../core';
import { formatDateTime } from '../../core/ui/format';
import { Pager } from '../../core/ui/Pager';
import { Controls, Panel, RowActions, SubHeading, Table } from './styles';

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
  const headingId = useId();
  const list = useQuery({
    ...activityAdminListQuery(api, { pageindex: props.page, pagesize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const when = (iso: string) => formatDateTime(iso, i18n.language, zone);

  return (
    <Panel aria-labelledby={headingId} part="activities">
      <SubHeading id={headingId}>{t('activities')}</SubHeading>
      <Controls>
        <Button type="button" onClick={props.onNew}>
          {t('newActivity')}
        </Button>
      </Controls>
      <QueryStates
        query={list}
        isEmpty={(page) => page.list.length === 0}
        empty={<p>{t('noActivities')}</p>}
      >
        {(page) => (
          <>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{t('title')}</th>
                  <th scope="col">{t('timeColumn')}</th>
                  <th scope="col">{t('place')}</th>
                  <th scope="col">{t('stateColumn')}</th>
                  <th scope="col">{t('signedUp')}</th>
                  <th scope="col">{t('actionsColumn')}</th>
                </tr>
              </thead>
              <tbody>
                {page.list.map((activity) => (
                  <tr key={activity.id}>
                    <td>{activity.title}</td>
                    <td data-label={t('timeColumn')}>
                      {t('timeRange', {
                        start: when(activity.startsat),
                        end: when(activity.endsat),
                      })}
                    </td>
                    <td data-label={t('place')}>{activity.place}</td>
                    <td data-label={t('stateColumn')}>{t(`states.${activity.state}`)}</td>
                    <td data-label={t('signedUp')}>
                      {t('counts', { signedup: activity.signedup, capacity: activity.capacity })}
                    </td>
                    <td>
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
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <Pager
              page={props.page}
              total={page.total}
              pageSize={PAGE_SIZE}
              label={t('activities')}
              onPage={props.onPage}
            />
          </>
        )}
      </QueryStates>
    </Panel>
  );
}
