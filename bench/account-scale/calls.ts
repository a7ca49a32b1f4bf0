/**
 * The calls the bench times — the my-borrow panel's, the bill list's and the history's — and
 * the readers it logs in (through the real Login call: the RSA-encrypted password, a session,
 * a token), picked at random among the generated ones.
 */
import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../src/core/api/contract';
import { get, post, session, type ApiResponse } from '../../server/test/helpers';
import { benchReadercode, HEAVY_EVERY, HEAVY_RETURNED, LOANS_RETURNED } from './generate';

export interface LoggedIn {
  readercode: string;
  token: string;
  heavy: boolean;
}

const PAGE = 10;
/** The ordinary reader's last history page, and one deep in a heavy reader's history. */
export const LAST_PAGE = Math.ceil(LOANS_RETURNED / PAGE);
export const DEEP_PAGE = Math.floor((HEAVY_RETURNED / PAGE) * 0.75);

export interface BenchCall {
  name: string;
  /** Only heavy readers have this page. */
  heavyOnly?: boolean;
  send(app: FastifyInstance, token: string): Promise<ApiResponse>;
}

const history = (index: number) => ({ type: 'history', index, pagesize: PAGE });

export const CALLS: BenchCall[] = [
  {
    name: 'BorrowRecord current',
    send: (app, token) => post(app, ApiPath.borrowRecords, { type: 'current' }, token),
  },
  { name: 'PenalSum', send: (app, token) => post(app, ApiPath.penalSum, {}, token) },
  { name: 'Reservations', send: (app, token) => post(app, ApiPath.reservations, {}, token) },
  { name: 'Reader/Query', send: (app, token) => post(app, ApiPath.readerQuery, {}, token) },
  {
    name: 'Query/Transaction p.1',
    send: (app, token) => get(app, `${ApiPath.transactions}?pageindex=1&pagesize=${PAGE}`, token),
  },
  {
    name: 'BorrowRecord history p.1',
    send: (app, token) => post(app, ApiPath.borrowRecords, history(1), token),
  },
  {
    name: `BorrowRecord history p.${LAST_PAGE} (last)`,
    send: (app, token) => post(app, ApiPath.borrowRecords, history(LAST_PAGE), token),
  },
  {
    name: `history p.${DEEP_PAGE}, heavy reader`,
    heavyOnly: true,
    send: (app, token) => post(app, ApiPath.borrowRecords, history(DEEP_PAGE), token),
  },
];

/** A small deterministic generator: the same readers are picked at each run of a size. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Logs in `ordinary` readers and `heavy` heavy ones, picked at random among `readers`. */
export async function logInReaders(
  app: FastifyInstance,
  readers: number,
  counts: { ordinary: number; heavy: number },
): Promise<LoggedIn[]> {
  const next = random(readers);
  const picked = new Set<number>();
  const heavyTotal = Math.floor(readers / HEAVY_EVERY);
  while ([...picked].filter((n) => n % HEAVY_EVERY === 0).length < counts.heavy) {
    if (heavyTotal === 0) break;
    picked.add(HEAVY_EVERY * (1 + Math.floor(next() * heavyTotal)));
    if (picked.size >= heavyTotal) break;
  }
  while (picked.size < counts.ordinary + counts.heavy) {
    const n = 1 + Math.floor(next() * readers);
    if (n % HEAVY_EVERY !== 0) picked.add(n);
  }
  const sessions: LoggedIn[] = [];
  for (const n of picked) {
    const readercode = benchReadercode(n);
    const { token } = await session(app, 'YTKJ', readercode);
    sessions.push({ readercode, token, heavy: n % HEAVY_EVERY === 0 });
  }
  return sessions;
}
