import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { token } from '../../core';
import { PreBorrow } from '../../widgets/pre-borrow';

const Panel = styled.div`
  padding: 20px;
  background: ${token('--lp-color-surface')};
  border-radius: 10px;
`;

const Heading = styled.h1`
  margin: 0 0 16px;
  font-size: 1.5em;
`;

/** /preBorrow?bookid=: reserve the book at a chosen site (public; the widget asks to log in). */
export function PreBorrowPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <Panel>
      <Heading>{t('routes.preBorrow')}</Heading>
      <PreBorrow bookid={params.get('bookid') ?? undefined} />
    </Panel>
  );
}
