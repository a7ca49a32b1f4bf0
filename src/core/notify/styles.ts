import styled from 'styled-components';
import { token, widgetBase } from '../theme';
import type { Toast } from './notifier';

export const Stack = styled.div`
  ${widgetBase}
  position: fixed;
  /* At the foot of the screen: at the top they covered the header's navigation. */
  bottom: 16px;
  left: 50%;
  transform: translateX(-50%);
  z-index: 2147483600;
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: max-content;
  max-width: calc(100vw - 32px);
  pointer-events: none;
`;

export const ToastBox = styled.div<{ $kind: Toast['kind'] }>`
  padding: 10px 16px;
  border-radius: ${token('--lp-radius')};
  background: ${token('--lp-color-surface')};
  border-left: 4px solid
    ${({ $kind }) =>
      $kind === 'error'
        ? token('--lp-color-danger')
        : $kind === 'success'
          ? token('--lp-color-success')
          : $kind === 'warning'
            ? token('--lp-color-accent')
            : token('--lp-color-primary')};
  box-shadow: 0 6px 20px rgba(0, 0, 0, 0.18);
  pointer-events: auto;
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 18px;
`;
