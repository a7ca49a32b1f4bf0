/**
 * `npm run desk`: the library desk's side of cash payments and unposted ones, over the
 * server's HTTP API with the organisation's desk secret (DESK_SECRET_<ORGCODE>, the same value
 * the server was started with). A cash payment stays "paying" until the desk settles it; a
 * payment the gateway took but the server could not post is settled here too, with a note.
 *
 *   DESK_SECRET_YTKJ=… npm run desk -- pending YTKJ
 *   DESK_SECRET_YTKJ=… npm run desk -- settle YTKJ <orderno> [note…]
 *
 * LIBPORTAL_API (default http://localhost:8080/api) names the server.
 *
 * Fines paid in cash at the librarian's desk need no secret: the desk's PayCash call (a staff
 * login) starts the cash payment and settles it through the same Payments.deskSettle this
 * script reaches (docs/librarian.md).
 */
import { ApiPath } from '../src/core/api/contract';

const USAGE = `usage: npm run desk -- pending <ORGCODE>
       npm run desk -- settle <ORGCODE> <orderno> [note…]
with DESK_SECRET_<ORGCODE> set (the server's value) and LIBPORTAL_API if not http://localhost:8080/api`;

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

async function call(path: string, secret: string, body: object): Promise<Envelope> {
  const base = (process.env.LIBPORTAL_API ?? 'http://localhost:8080/api').replace(/\/+$/, '');
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope;
}

async function main(args: string[]): Promise<number> {
  const [command, rawOrg, orderno, ...noteWords] = args;
  const orgcode = rawOrg?.toUpperCase();
  if (!orgcode || (command !== 'pending' && command !== 'settle')) {
    console.error(USAGE);
    return 2;
  }
  const secret = process.env[`DESK_SECRET_${orgcode}`];
  if (!secret) {
    console.error(`DESK_SECRET_${orgcode} is not set\n${USAGE}`);
    return 2;
  }
  if (command === 'settle' && !orderno) {
    console.error(USAGE);
    return 2;
  }
  const reply =
    command === 'pending'
      ? await call(ApiPath.deskPending, secret, { orgcode })
      : await call(ApiPath.deskSettle, secret, { orgcode, orderno, note: noteWords.join(' ') });
  if (reply.code !== 0) {
    console.error(`${reply.code} ${reply.msg}`);
    return 1;
  }
  console.log(JSON.stringify(reply.data, null, 2));
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
