/**
 * The flood of `bench/login-flood.ts`, run in a process of its own so that sending it does not
 * slow the bench's own probes: `CONNECTIONS` logins in flight at once for `SECONDS`, each with
 * another reader code (none exists: the server still decrypts and runs scrypt, against its
 * dummy hash) and, with `SPREAD=1`, another client address (X-Forwarded-For, for a server
 * started with TRUST_PROXY). Prints the answers counted by HTTP status, as JSON.
 *
 * Usage: node --import tsx bench/login-flood-client.ts <base url> <seconds> <connections> <spread>
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { ApiPath } from '../src/core/api/contract';

const [url = '', seconds = '10', connections = '16', spread = '0'] = process.argv.slice(2);

// 384 bytes is a 3072-bit RSA block: decrypting it costs the server what a real one does.
const cipher = randomBytes(384).toString('base64');
let sent = 0;

/** 10.x.y.z from a counter: a new address for every login. */
const address = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

const result = await autocannon({
  url: `${url}/api${ApiPath.login}`,
  connections: Number(connections),
  duration: Number(seconds),
  requests: [
    {
      method: 'POST',
      setupRequest: (request) => {
        sent += 1;
        return {
          ...request,
          headers: {
            'content-type': 'application/json',
            ...(spread === '1' ? { 'x-forwarded-for': address(sent) } : {}),
          },
          body: JSON.stringify({ orgcode: 'YTKJ', readercode: `flood${sent}`, password: cipher }),
        };
      },
    },
  ],
});

const byStatus = Object.fromEntries(
  Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [
    status,
    Number(count),
  ]),
);
console.log(
  JSON.stringify({
    byStatus,
    errors: result.errors,
    timeouts: result.timeouts,
    p50: result.latency.p50,
    p99: result.latency.p99,
  }),
);
