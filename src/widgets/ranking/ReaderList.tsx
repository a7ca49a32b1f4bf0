import { useTranslation } from 'react-i18next';
import { VisuallyHidden, type RankedReader } from '../../core';
import { Classname, Me, Place, Readers } from './styles';

/** Places shown in the accent colour, as ranking boards show their podium. */
const PODIUM = 3;

/**
 * The most active readers: place, name (or alias for a reader who keeps their name private),
 * class, loans. The caller's own row says so.
 */
export function ReaderList({ readers, label }: { readers: RankedReader[]; label: string }) {
  const { t } = useTranslation('reading-stats');
  const { t: th } = useTranslation('reader-home');
  return (
    <Readers aria-label={label} part="readers">
      {readers.map((reader) => (
        <li key={reader.alias} part="reader">
          {/* Tied readers share a place, so the list's own numbering would be wrong. */}
          <Place $podium={reader.rank <= PODIUM} aria-hidden="true">
            {reader.rank}
          </Place>
          <span>
            <VisuallyHidden>{th('ranking.rank', { rank: reader.rank })}</VisuallyHidden>
            {reader.name ?? t('ranking.alias', { alias: reader.alias })}
            {reader.me ? <Me>{t('ranking.you')}</Me> : null}
            {reader.classname ? <Classname>{reader.classname}</Classname> : null}
          </span>
          <span>{t('ranking.readerBorrows', { count: reader.borrows })}</span>
        </li>
      ))}
    </Readers>
  );
}
