import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading, medalsQuery, useApi } from '../../core';
import { MedalItem, MedalList, Muted, SubHeading } from './styles';

/** The reader's medals: earned ones highlighted, the others with how far the reader is. */
export function Medals({ role }: { role: 'student' | 'teacher' }) {
  const { t } = useTranslation('reader-card');
  const api = useApi();
  const headingId = useId();
  const medals = useQuery(medalsQuery(api, role));
  let body;
  if (medals.isPending) body = <Loading />;
  else if (medals.isError) body = <Muted>{t('medalsError')}</Muted>;
  else {
    const earned = medals.data.filter((medal) => medal.earned).length;
    body = (
      <>
        <Muted>{t('medalsEarned', { earned, total: medals.data.length })}</Muted>
        <MedalList part="medals">
          {medals.data.map((medal) => (
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
  return (
    <section aria-labelledby={headingId}>
      <SubHeading id={headingId}>{t('medals')}</SubHeading>
      {body}
    </section>
  );
}
