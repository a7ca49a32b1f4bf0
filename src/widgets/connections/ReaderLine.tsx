import { useTranslation } from 'react-i18next';
import type { ReaderBrief } from '../../core';
import { useReaderName } from './readerName';
import { Badge, Meta, Name, Row } from './styles';

/**
 * A reader's name (or alias), class when they share it, and how the two readers follow each
 * other.
 */
export function ReaderLine({ reader, extra }: { reader: ReaderBrief; extra?: string }) {
  const { t } = useTranslation('people');
  const nameOf = useReaderName();
  const place = [reader.grade, reader.department].filter(Boolean).join(' · ');
  return (
    <Row>
      <Name>{nameOf(reader)}</Name>
      {place ? <Meta>{place}</Meta> : null}
      {reader.following && reader.followsme ? (
        <Badge>{t('connections.mutual')}</Badge>
      ) : reader.followsme ? (
        <Badge>{t('connections.followsMe')}</Badge>
      ) : null}
      {extra ? <Meta>{extra}</Meta> : null}
    </Row>
  );
}
