import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { token } from '../theme';

const Box = styled.div<{ $tone: 'neutral' | 'error' }>`
  padding: 24px 16px;
  text-align: center;
  color: ${({ $tone }) =>
    $tone === 'error' ? token('--lp-color-danger') : token('--lp-color-text-muted')};
`;

/** An empty search shows 无匹配数据. */
export function EmptyState({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return <Box $tone="neutral">{children ?? t('common.empty')}</Box>;
}

export function ErrorState({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box $tone="error" role="alert">
      {children ?? t('common.requestError')}
    </Box>
  );
}
