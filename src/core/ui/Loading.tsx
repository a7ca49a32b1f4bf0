import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { token } from '../theme';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrapper = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  padding: 16px;
  color: ${token('--lp-color-text-muted')};
`;

const Spinner = styled.span`
  width: 16px;
  height: 16px;
  border: 2px solid ${token('--lp-color-border')};
  border-top-color: ${token('--lp-color-primary-strong')};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 3s;
  }
`;

/** Loading shows 加载中... (docs/product-rules.md, "Messages the widgets show"). */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Wrapper role="status" aria-live="polite">
      <Spinner aria-hidden="true" />
      <span>{label ?? t('common.loading')}</span>
    </Wrapper>
  );
}
