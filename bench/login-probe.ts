import { ApiPath, type Envelope } from '../src/core/api/contract';
import { DEMO_PASSWORD, encryptPassword } from '../server/test/helpers';
import { percentile } from './http';

/**
 * The pause between one reader's answer and the next reader's login. One login at a time: a
 * login every second whatever the answers would ask more hashes of one address than one
 * thread makes on a loaded machine (2–3 s each here), and measure that address's own backlog.
 */
const LOGIN_PAUSE_MS = 500;
/** The demo's YTKJ students, taken in turn so no reader code meets LOGIN_RATE_LIMIT (10/min). */
const READERS = ['20230001', '20230002', '20230003', '20230004'];

export interface LoginProbe {
  /** Answers by result code (0 is a login), or by the network error. */
  byCode: Record<string, number>;
  succeeded: number;
  sent: number;
  /** Milliseconds of every login, ascending. */
  times: number[];
}

/**
 * Real readers logging in with the right password from `address` (X-Forwarded-For: the server
 * runs with TRUST_PROXY), one after another for `ms`: what a flood from another address leaves
 * to everyone else. Before fair hashing, 0 of 8 such logins succeeded during a 32-login flood.
 */
export async function probeLogins(base: string, address: string, ms: number): Promise<LoginProbe> {
  const keyAnswer = (await (
    await fetch(`${base}/api${ApiPath.loginKey}`)
  ).json()) as Envelope<string>;
  const password = encryptPassword(keyAnswer.data, DEMO_PASSWORD);
  const timed = async (readercode: string) => {
    const started = performance.now();
    try {
      const response = await fetch(`${base}/api${ApiPath.login}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ orgcode: 'YTKJ', readercode, password, islogin: true }),
      });
      const body = (await response.json()) as Envelope<unknown>;
      return { code: String(body.code), ms: performance.now() - started };
    } catch (error) {
      return { code: (error as Error).name, ms: performance.now() - started };
    }
  };
  const answers: Awaited<ReturnType<typeof timed>>[] = [];
  const until = performance.now() + ms;
  while (performance.now() < until) {
    answers.push(await timed(READERS[answers.length % READERS.length] ?? '20230001'));
    await new Promise((resolve) => setTimeout(resolve, LOGIN_PAUSE_MS));
  }
  const byCode: Record<string, number> = {};
  for (const { code } of answers) byCode[code] = (byCode[code] ?? 0) + 1;
  return {
    byCode,
    succeeded: byCode['0'] ?? 0,
    sent: answers.length,
    times: answers.map((answer) => answer.ms).sort((a, b) => a - b),
  };
}

export function printLogins(probe: LoginProbe): void {
  const { times } = probe;
  console.log(
    `  logins from another address: ${probe.succeeded}/${probe.sent} succeeded ${JSON.stringify(probe.byCode)} (result code: count), p50 ${percentile(times, 50).toFixed(0)} ms   p95 ${percentile(times, 95).toFixed(0)} ms`,
  );
}
