/**
 * A minimal observable value for `useSyncExternalStore`. Shared state lives in these stores
 * (not in React context) because every custom element is its own React root.
 */
export class ExternalStore<T> {
  private listeners = new Set<() => void>();

  constructor(private state: T) {}

  getSnapshot = (): T => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  protected setState(next: T): void {
    if (Object.is(next, this.state)) return;
    this.state = next;
    for (const listener of [...this.listeners]) listener();
  }
}
