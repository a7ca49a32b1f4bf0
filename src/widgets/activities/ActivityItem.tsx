import { useTranslation } from 'react-i18next';
import { Button, type LibraryActivity, useLibraryTimeZone } from '../../core';
import { formatDateTime } from '../../core/ui/format';
import { Item, Line, Row, Text, Title } from './styles';

/** One activity: when, where, what, the places taken, and the reader's sign-up. */
export function ActivityItem({
  activity,
  now,
  busy,
  onChange,
}: {
  activity: LibraryActivity;
  now: number;
  busy: boolean;
  onChange: (join: boolean) => void;
}) {
  const { t, i18n } = useTranslation('activities');
  const timeZone = useLibraryTimeZone();
  const when = (iso: string) => formatDateTime(iso, i18n.language, timeZone);
  const started = Date.parse(activity.startsat) <= now;
  const over = Date.parse(activity.endsat) < now;
  const full = activity.signedup >= activity.capacity;
  const title = { title: activity.title };
  let action;
  if (over || started) action = <Line>{t(over ? 'activities.past' : 'activities.started')}</Line>;
  else if (activity.mine)
    action = (
      <Button type="button" $variant="secondary" disabled={busy} onClick={() => onChange(false)}>
        {t('activities.cancel', title)}
      </Button>
    );
  else if (full) action = <Line>{t('activities.full')}</Line>;
  else
    action = (
      <Button type="button" disabled={busy} onClick={() => onChange(true)}>
        {t('activities.signUp', title)}
      </Button>
    );
  return (
    <Item>
      <Title>{activity.title}</Title>
      <Line>
        {t('activities.when', { from: when(activity.startsat), to: when(activity.endsat) })}
      </Line>
      {activity.place ? <Line>{t('activities.place', { place: activity.place })}</Line> : null}
      <Text>{activity.description}</Text>
      <Row>
        <span>
          {t('activities.places', { taken: activity.signedup, capacity: activity.capacity })}
        </span>
        {activity.mine ? <strong>{t('activities.signedUp')}</strong> : null}
        {action}
      </Row>
    </Item>
  );
}
