import { useCallback, useEffect, useId, useSyncExternalStore } from 'react';
import { useRuntime } from '../widget/runtime-context';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import type { Toast } from './notifier';
import { Actions, Stack, ToastBox } from './styles';

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
