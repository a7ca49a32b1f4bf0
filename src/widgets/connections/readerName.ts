import { useTranslation } from 'react-i18next';
import type { ReaderBrief } from '../../core';

/**
 * How a reader is named on screen: by name when they chose to show it to other readers, else
 * by the alias the server sends instead (their class and grade are then not sent either).
 */
export function useReaderName(): (reader: ReaderBrief) => string {
  const { t } = useTranslation('people');
  return (reader) => reader.name ?? t('connections.alias', { alias: reader.alias });
}
