/**
 * LISTEN on a PostgreSQL channel over a connection of its own (a listening connection cannot
 * go back to the pool), reconnecting with backoff when the server drops it. The database is
 * the one thing every process of a deployment shares, with or without Redis: this is how a
 * process that changed data without a server's help (the libportal command importing a
 * catalogue) reaches every running server (search/invalidation.ts). Like Redis pub/sub, a
 * message sent while the connection is down is missed.
 */
import pg from 'pg';

const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;

export function listenPostgres(
  connectionString: string,
  channel: string,
  handler: (payload: string) => void,
  onError: (error: Error) => void = (error) => console.warn(`LISTEN ${channel}: ${error.message}`),
): { ready: Promise<void>; stop: () => Promise<void> } {
  let client: pg.Client | undefined;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    let lost = false;
    const reconnect = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (error) onError(error);
      if (client === next) client = undefined;
      next.end().catch(() => undefined);
      if (stopped) return;
      timer = setTimeout(() => void connect().catch(() => undefined), retryMs);
      timer.unref();
      retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
    };
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handler(message.payload);
    });
    next.on('error', reconnect);
    next.on('end', () => reconnect());
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      reconnect(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    retryMs = FIRST_RETRY_MS;
  };

  return {
    // The first connection: a start-up waits for it so that no change is missed after start.
    ready: connect(),
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}
