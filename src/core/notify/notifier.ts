import { ExternalStore } from '../external-store';

export type ToastKind = 'error' | 'success' | 'warning' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  /** Milliseconds the toast stays; the product uses 2 s, 3 s and 5 s. */
  duration: number;
}

export interface ConfirmRequest {
  id: number;
  /** Requests with the same key share one dialog: a burst of failures shows it once. */
  key: string;
  title: string;
  text: string;
  confirmText: string;
  cancelText: string;
  tone: 'warning' | 'info';
}

interface NotifierState {
  toasts: Toast[];
  confirms: ConfirmRequest[];
}

/**
 * Toasts and confirm dialogs raised by the core (the API client's error catalogue) or by
 * widgets. Whoever renders `NotificationCenter` shows them; the embed runtime renders one
 * into the page on first use.
 */
export class Notifier extends ExternalStore<NotifierState> {
  private nextId = 1;
  private pending = new Map<
    string,
    { promise: Promise<boolean>; resolve: (ok: boolean) => void }
  >();
  private surfaceCount = 0;
  /** Called when something is shown and nobody renders notifications yet. */
  onNeedSurface: (() => void) | null = null;

  constructor() {
    super({ toasts: [], confirms: [] });
  }

  /** A `NotificationCenter` announces itself so the runtime does not create another. */
  attachSurface(): () => void {
    this.surfaceCount += 1;
    return () => {
      this.surfaceCount -= 1;
    };
  }

  private ensureSurface(): void {
    if (this.surfaceCount === 0) this.onNeedSurface?.();
  }

  toast(message: string, kind: ToastKind = 'info', duration = 3000): number {
    const toast: Toast = { id: this.nextId++, kind, message, duration };
    this.ensureSurface();
    this.setState({ ...this.getSnapshot(), toasts: [...this.getSnapshot().toasts, toast] });
    return toast.id;
  }

  dismissToast(id: number): void {
    const state = this.getSnapshot();
    this.setState({ ...state, toasts: state.toasts.filter((toast) => toast.id !== id) });
  }

  confirm(request: Omit<ConfirmRequest, 'id'>): Promise<boolean> {
    const existing = this.pending.get(request.key);
    if (existing) return existing.promise;
    let resolve!: (ok: boolean) => void;
    const promise = new Promise<boolean>((done) => {
      resolve = done;
    });
    this.pending.set(request.key, { promise, resolve });
    this.ensureSurface();
    const state = this.getSnapshot();
    this.setState({ ...state, confirms: [...state.confirms, { ...request, id: this.nextId++ }] });
    return promise;
  }

  settleConfirm(id: number, ok: boolean): void {
    const state = this.getSnapshot();
    const request = state.confirms.find((item) => item.id === id);
    if (!request) return;
    this.setState({ ...state, confirms: state.confirms.filter((item) => item.id !== id) });
    this.pending.get(request.key)?.resolve(ok);
    this.pending.delete(request.key);
  }
}
