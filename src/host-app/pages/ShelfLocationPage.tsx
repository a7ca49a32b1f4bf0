import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { token } from '../../core';
import { ShelfLocation } from '../../widgets/book-detail';

const Panel = styled.div`
  padding: 20px;
  background: ${token('--lp-color-surface')};
  border-radius: 10px;
`;

const Heading = styled.h1`
  margin: 0 0 16px;
  font-size: 1.5em;
`;

/** /queryMachineShelfDetail?bookid=&barcode=: where one copy is and how to find its shelf. */
export function ShelfLocationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <Panel>
      <Heading>{t('routes.shelfLocation')}</Heading>
      <ShelfLocation
        bookid={params.get('bookid') ?? undefined}
        barcode={params.get('barcode') ?? undefined}
      />
    </Panel>
  );
}
