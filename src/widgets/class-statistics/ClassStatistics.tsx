import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  myClassesQuery,
  QueryStates,
  useApi,
  type CommonWidgetSettings,
  type LpEvent,
  useRepeatsPageTitle,
} from '../../core';
import { Bar, Heading, Muted, Select } from '../../core/ui/assignment-styles';
import { RoleGate } from '../../core/ui/RoleGate';
import { ClassView } from './ClassView';

/** The pages showing class statistics (docs/product-rules.md, "The teacher area"). */
export const ClassStatisticsPaths = {
  statistics: '/statistics',
  classStatistic: '/class-statistic',
} as const;

export interface ClassStatisticsProps extends CommonWidgetSettings {
  /** The class shown first (`/class-statistic?departmentid=`); the first managed class if unset. */
  departmentId?: number;
  /** Cancelable `lp-navigate`: to /login when logged out. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

/** A teacher's class statistics: pick a managed class, see its students and assignments. */
export function ClassStatistics(props: ClassStatisticsProps) {
  const { t } = useTranslation('homework');
  // The server refuses a student anyway; say so rather than show its error.
  return (
    <RoleGate
      path={ClassStatisticsPaths.statistics}
      loginMessage={t('stats.gate')}
      loginAction={t('gate.login')}
      role="teacher"
      roleMessage={t('stats.teachersOnly')}
      onNavigate={props.onNavigate}
    >
      <ClassPicker departmentId={props.departmentId} />
    </RoleGate>
  );
}

function ClassPicker({ departmentId }: { departmentId?: number }) {
  const { t } = useTranslation('homework');
  const pageTitled = useRepeatsPageTitle(t('stats.heading'));
  const api = useApi();
  const headingId = useId();
  const selectId = useId();
  const classes = useQuery(myClassesQuery(api));
  const [picked, setPicked] = useState<number | null>(null);
  return (
    <section aria-labelledby={headingId} part="statistics">
      <Heading id={headingId} {...pageTitled}>
        {t('stats.heading')}
      </Heading>
      <QueryStates query={classes} empty={<Muted>{t('stats.noClasses')}</Muted>}>
        {(data) => {
          const preset = data.find((item) => item.id === departmentId)?.id;
          const current = picked ?? preset ?? data[0]!.id;
          return (
            <>
              <Bar>
                <label htmlFor={selectId}>{t('stats.classLabel')}</label>
                <Select
                  id={selectId}
                  value={current}
                  onChange={(event) => setPicked(Number(event.target.value))}
                >
                  {data.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.name}
                    </option>
                  ))}
                </Select>
              </Bar>
              <ClassView key={current} departmentid={current} />
            </>
          );
        }}
      </QueryStates>
    </section>
  );
}
