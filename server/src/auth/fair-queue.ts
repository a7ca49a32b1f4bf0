import { queueOptionsSymbol, type TaskQueue } from 'piscina';

/** A task as piscina hands it to its queue. */
type QueuedTask = Parameters<TaskQueue['push']>[0];

/**
 * Who a hash is for, set on the task under piscina's `queueOptionsSymbol` (structured cloning
 * drops symbol keys, so the worker never sees it): the login's address, or a reader.
 */
export interface HashClient {
  client: string;
}

function clientOf(task: QueuedTask): string {
  const options = task[queueOptionsSymbol] as Partial<HashClient> | null;
  return typeof options?.client === 'string' ? options.client : '';
}

/**
 * The hashes waiting for a thread, served in turn by client instead of first come, first served
 * (piscina's `taskQueue` option). With one queue in arrival order, one address sending 32 logins
 * at once filled it, and every other reader's login waited behind them or was refused "busy":
 * 0 of 8 succeeded in 20 s. Here the client served goes to the back of the turn, so another
 * reader's hash starts after at most one more of the flood's per thread.
 */
export class FairTaskQueue implements TaskQueue {
  /** Each client's waiting tasks, oldest first; the Map's order is the turn. */
  private readonly byClient = new Map<string, QueuedTask[]>();
  private total = 0;

  get size(): number {
    return this.total;
  }

  /** How many of `client`'s tasks are waiting (not those running). */
  waitingFor(client: string): number {
    return this.byClient.get(client)?.length ?? 0;
  }

  push(task: QueuedTask): void {
    const client = clientOf(task);
    const tasks = this.byClient.get(client);
    if (tasks) tasks.push(task);
    else this.byClient.set(client, [task]);
    this.total += 1;
  }

  /** The oldest task of the client whose turn it is; that client goes to the back. */
  shift(): QueuedTask | null {
    const next = this.byClient.entries().next();
    if (next.done) return null;
    const [client, tasks] = next.value;
    const task = tasks.shift();
    this.byClient.delete(client);
    if (tasks.length > 0) this.byClient.set(client, tasks);
    if (!task) return null;
    this.total -= 1;
    return task;
  }

  /** A task piscina took but could not start yet: back at the front, its client first. */
  unshift(task: QueuedTask): void {
    const client = clientOf(task);
    const others = [...this.byClient].filter(([key]) => key !== client);
    const tasks = [task, ...(this.byClient.get(client) ?? [])];
    this.byClient.clear();
    this.byClient.set(client, tasks);
    for (const [key, waiting] of others) this.byClient.set(key, waiting);
    this.total += 1;
  }

  remove(task: QueuedTask): void {
    const client = clientOf(task);
    const tasks = this.byClient.get(client);
    const index = tasks ? tasks.indexOf(task) : -1;
    if (!tasks || index < 0) return;
    tasks.splice(index, 1);
    if (tasks.length === 0) this.byClient.delete(client);
    this.total -= 1;
  }
}
