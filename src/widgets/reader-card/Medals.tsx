import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { medalsQuery, QueryStates, useApi, type Medal } from '../../core';
import { MedalItem, MedalList, Muted, SubHeading } from './styles';

/** The reader's medals: earned ones highlighted, the others with how far the reader is. */
export function Medals({ role }: { role: 'student' | 'teacher' }) {
  const { t } = useTranslation('reader-card');
  const api = useApi();
  const headingId = useId();
  const medals = useQuery(medalsQuery(api, role));
  return (
    <section aria-labelledby={headingId}>
      <SubHeading id={headingId}>{t('medals')}</SubHeading>
      <QueryStates query={medals} error={<Muted>{t('medalsError')}</Muted>} isEmpty={() => false}>
        {(list) => <MedalsEarned medals={list} />}
      </QueryStates>
    </section>
  );
}

function MedalsEarned({ medals }: { medals: Medal[] }) {
  const { t } = useTranslation('reader-card');
  const earned = medals.filter((medal) => medal.earned).length;
  return (
    <>
      <Muted>{t('medalsEarned', { earned, total: medals.length })}</Muted>
      <MedalList part="medals">
        {medals.map((medal) => (
          <MedalItem key={medal.code} $earned={medal.earned}>
            <strong>{t(`medal_${medal.code}`)}</strong>
            <small>
              {medal.earned
                ? t('medalEarned')
                : t('medalProgress', { progress: medal.progress, target: medal.target })}
            </small>
          </MedalItem>
        ))}
      </MedalList>
    </>
  );
}
