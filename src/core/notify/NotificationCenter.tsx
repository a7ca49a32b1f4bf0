import { useCallback, useEffect, useId, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { useRuntime } from '../widget/runtime-context';
import { token, widgetBase } from '../theme';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import type { Toast } from './notifier';

const Stack = styled.div`
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

const ToastBox = styled.div<{ $kind: Toast['kind'] }>`
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

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 18px;
`;

function ToastItem({ toast, onDone }: { toast: Toast; onDone: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDone(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [toast.id, toast.duration, onDone]);
  return (
    <ToastBox
      $kind={toast.kind}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      data-kind={toast.kind}
    >
      {toast.message}
    </ToastBox>
  );
}

/** Shows the toasts and confirm dialogs raised anywhere on the page (one per page). */
export function NotificationCenter() {
  const { notifier } = useRuntime();
  const state = useSyncExternalStore(
    notifier.subscribe,
    notifier.getSnapshot,
    notifier.getSnapshot,
  );
  const textId = useId();
  useEffect(() => notifier.attachSurface(), [notifier]);
  const dismiss = useCallback((id: number) => notifier.dismissToast(id), [notifier]);
  const confirm = state.confirms[0];

  return (
    <>
      <Stack aria-live="polite">
        {state.toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDone={dismiss} />
        ))}
      </Stack>
      {confirm ? (
        <Dialog
          open
          role="alertdialog"
          title={confirm.title}
          describedBy={textId}
          onClose={() => notifier.settleConfirm(confirm.id, false)}
        >
          <p id={textId}>{confirm.text}</p>
          <Actions>
            <Button
              type="button"
              $variant="secondary"
              onClick={() => notifier.settleConfirm(confirm.id, false)}
            >
              {confirm.cancelText}
            </Button>
            <Button type="button" onClick={() => notifier.settleConfirm(confirm.id, true)}>
              {confirm.confirmText}
            </Button>
          </Actions>
        </Dialog>
      ) : null}
    </>
  );
}
