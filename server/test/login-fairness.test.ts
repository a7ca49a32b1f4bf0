/**
 * One address flooding the login must not shut everyone else out. Measured before the hashing
 * queue was shared by address and its refusals counted: with 32 wrong-password logins in flight
 * from one address, 0 of 8 logins from another address succeeded in 20 s. The app listens on a
 * real socket, with the production limits and the hashing pool of a 2-core machine (one thread),
 * and the two clients connect from two loopback addresses of their own (127.0.0.2, 127.0.0.3),
 * so the server tells them apart as it would two schools.
 */
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiPath, ResultCode } from '../../src/core/api/contract';
import { buildApp } from '../src/app';
import { configurePasswordPool, defaultPasswordPoolOptions } from '../src/auth/password';
import type { DatabaseHandle } from '../src/db/client';
import { DEMO_PASSWORD, encryptPassword, loginKey, openTestDatabase } from './helpers';
import { midMinuteClock } from './limits-fixtures';

const FLOODER = '127.0.0.2';
const READER = '127.0.0.3';
const FLOOD_CONNECTIONS = 32;
/** The reader's logins, one after another; the flood goes on until the last has answered. */
const READER_LOGINS = 10;
/**
 * Each login waits for at most a hash or two of the flood's and its own: about a second each
 * alone, but on two cores shared with a dozen other processes (load 18 was seen) a hash took
 * several, and a fixed 60 s cut the test short. Success is asserted, not speed.
 */
const TEST_TIMEOUT_MS = 300_000;
/** Taken in turn, so no reader code meets the per-code limit (10 a minute). */
const READERS = ['20230001', '20230002', '20230003', '20230004'];

let handle: DatabaseHandle;
let app: FastifyInstance;
let port: number;
const agents = new Map<string, Agent>();

beforeAll(async () => {
  handle = await openTestDatabase();
  await configurePasswordPool(defaultPasswordPoolOptions(2));
  // No login limits given: the app's own defaults, as production runs. The clock starts half
  // way through a minute, so the test's seconds fall in one window of the limits.
  app = await buildApp({ db: handle, distDir: '/nonexistent', now: midMinuteClock().now });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  for (const agent of agents.values()) agent.destroy();
  await app?.close();
  await handle?.close();
  await configurePasswordPool(defaultPasswordPoolOptions());
});

/** A login sent from `localAddress`; its result code. */
function loginFrom(localAddress: string, body: Record<string, unknown>): Promise<number> {
  let agent = agents.get(localAddress);
  if (!agent) {
    agent = new Agent({ keepAlive: true });
    agents.set(localAddress, agent);
  }
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        agent,
        method: 'POST',
        path: `/api${ApiPath.login}`,
        headers: { 'content-type': 'application/json', 'content-length': payload.length },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve((JSON.parse(text) as { code: number }).code));
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

const tally = (codes: number[]) => {
  const counts: Record<number, number> = {};
  for (const code of codes) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
};

it(
  'lets another address log in while one address floods with 32 wrong-password logins',
  async () => {
    const key = await loginKey(app);
    const wrong = encryptPassword(key, 'not-the-password');
    const right = encryptPassword(key, DEMO_PASSWORD);

    let flooding = true;
    let sent = 0;
    const floodCodes: number[] = [];
    const floodConnection = async () => {
      while (flooding) {
        sent += 1;
        const body = { orgcode: 'YTKJ', readercode: `flood${sent}`, password: wrong };
        floodCodes.push(await loginFrom(FLOODER, body));
      }
    };
    const flood = Array.from({ length: FLOOD_CONNECTIONS }, floodConnection);

    const readerCodes: number[] = [];
    try {
      // The flood first holds every place it can take, as it did when it shut others out.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      for (let i = 0; i < READER_LOGINS; i += 1) {
        const readercode = READERS[i % READERS.length];
        readerCodes.push(await loginFrom(READER, { orgcode: 'YTKJ', readercode, password: right }));
      }
    } finally {
      flooding = false;
      await Promise.all(flood);
    }

    const succeeded = readerCodes.filter((code) => code === ResultCode.ok).length;
    expect(
      succeeded / READER_LOGINS,
      `the reader's answers ${JSON.stringify(tally(readerCodes))}`,
    ).toBeGreaterThanOrEqual(0.9);
    // The flood was refused for its own refusals ("busy" past its share of the hashing queue):
    // its 30 failures a minute were reached in seconds, not after 30 hashes.
    const floodAnswers = tally(floodCodes);
    expect(
      floodAnswers[ResultCode.tooManyRequests] ?? 0,
      JSON.stringify(floodAnswers),
    ).toBeGreaterThan(0);
  },
  TEST_TIMEOUT_MS,
);
