import { spawn } from 'node:child_process';
import { ApiPath } from '../src/core/api/contract';
import { REPO_ROOT, startServer } from '../tests/e2e/support/server';
import { percentile, post } from './http';
import { printLogins, probeLogins } from './login-probe';

/**
 * What a flood of logins does to everyone else: the p95 of a static file, the portal's home
 * page and a search, and the share of real readers' logins from another address that succeed,
 * alone and while 32 logins with different reader codes are in flight for 20 s. Password
 * hashing (scrypt, 128 MiB and ~0.3–1 s of CPU each) once ran on the libuv pool that file reads
 * and compression share, and a burst of logins stalled the whole site; later, with hashing on
 * its own threads, one address's flood still filled their queue and no one else could log in.
 */
const FLOOD_SECONDS = 20;
const FLOOD_CONNECTIONS = 32;
/** A page must stay usable during a flood: static files within half a second (p95). */
const STATIC_TARGET_P95_MS = 500;
const ALONE_MS = 5_000;
const PROBE_INTERVAL_MS = 100;

/** What a browser sends, so that the server renders and compresses as it does for readers. */
const BROWSER = { accept: 'text/html,*/*', 'accept-encoding': 'br, gzip' };

interface Probe {
  label: string;
  isStatic: boolean;
  call: (base: string) => Promise<Response>;
}

const PROBES: Probe[] = [
  {
    label: 'GET /embed/libportal.js',
    isStatic: true,
    call: (base) => fetch(`${base}/embed/libportal.js`, { headers: BROWSER }),
  },
  {
    label: 'GET /home',
    isStatic: true,
    call: (base) => fetch(`${base}/home`, { headers: BROWSER }),
  },
  {
    label: 'search "harry"',
    isStatic: false,
    call: (base) =>
      post(`${base}/api${ApiPath.bookSearch}`, { keyword: 'harry', pagesize: 20, index: 1 }),
  },
];

/**
 * Every probe started every PROBE_INTERVAL_MS for `ms`, whether the previous call has answered
 * or not, as readers keep arriving: a stall then shows in every call it holds up, not in one
 * (waiting for each answer before the next call would hide it). The times of each, ascending.
 */
async function probeFor(base: string, ms: number): Promise<number[][]> {
  const calls = PROBES.map((): Promise<number>[] => []);
  const timed = async (probe: Probe) => {
    const started = performance.now();
    const response = await probe.call(base);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${probe.label}: HTTP ${response.status}`);
    return performance.now() - started;
  };
  const until = performance.now() + ms;
  while (performance.now() < until) {
    for (const [i, probe] of PROBES.entries()) calls[i]?.push(timed(probe));
    await new Promise((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS));
  }
  return Promise.all(calls.map(async (list) => (await Promise.all(list)).sort((a, b) => a - b)));
}

interface FloodAnswers {
  byStatus: Record<string, number>;
  errors: number;
  timeouts: number;
}

/** The flood from its own process (bench/login-flood-client.ts); resolves with its counts. */
function flood(base: string, spread: boolean): Promise<FloodAnswers> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'bench/login-flood-client.ts',
      base,
      String(FLOOD_SECONDS),
      String(FLOOD_CONNECTIONS),
      spread ? '1' : '0',
    ],
    { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<FloodAnswers>((resolve, reject) => {
    child.once('exit', (code) => {
      if (code === 0) resolve(JSON.parse(output) as FloodAnswers);
      else reject(new Error(`the flood exited with ${code}: ${output}`));
    });
  });
}

function printTimes(heading: string, times: number[][]): boolean {
  console.log(heading);
  let staticMet = true;
  for (const [i, probe] of PROBES.entries()) {
    const list = times[i] ?? [];
    const p95 = percentile(list, 95);
    if (probe.isStatic && !(p95 <= STATIC_TARGET_P95_MS)) staticMet = false;
    console.log(
      `  ${probe.label.padEnd(26)} p50 ${percentile(list, 50).toFixed(0).padStart(6)} ms   p95 ${p95.toFixed(0).padStart(6)} ms   max ${(list.at(-1) ?? NaN).toFixed(0).padStart(6)} ms   (${list.length} calls)`,
    );
  }
  return staticMet;
}

/**
 * The reference server as users start it (server/src/main.ts through tsx on the built dist),
 * measured alone, then during a flood from one address (the per-address login limit answers
 * it) and during a flood from a new address per login (X-Forwarded-For; only the hashing pool's
 * bounded queue stands between the flood and the other requests).
 */
export async function benchLoginFlood(): Promise<void> {
  console.log(
    `\n## Login flood (${FLOOD_CONNECTIONS} concurrent logins, other reader codes, ${FLOOD_SECONDS} s)`,
  );
  const server = await startServer({ TRUST_PROXY: 'true' });
  try {
    const base = server.url;
    // Warm-up: the first render of /home and the first search fill caches a reader finds full.
    await probeFor(base, 1_000);
    const [alone, aloneLogins] = await Promise.all([
      probeFor(base, ALONE_MS),
      probeLogins(base, '10.250.0.1', ALONE_MS),
    ]);
    printTimes('alone', alone);
    printLogins(aloneLogins);
    for (const spread of [false, true]) {
      const flooding = flood(base, spread);
      const [times, logins] = await Promise.all([
        probeFor(base, FLOOD_SECONDS * 1000),
        // Another address per phase: the login limits of one phase do not reach the next.
        probeLogins(base, spread ? '10.250.0.3' : '10.250.0.2', FLOOD_SECONDS * 1000),
      ]);
      const answers = await flooding;
      const met = printTimes(
        spread ? 'during a flood from a new address per login' : 'during a flood from one address',
        times,
      );
      printLogins(logins);
      console.log(
        `  flood answered: ${JSON.stringify(answers.byStatus)} (HTTP status: count), ${answers.errors} errors, ${answers.timeouts} timeouts`,
      );
      console.log(
        `  static p95 ≤ ${STATIC_TARGET_P95_MS} ms during the flood: ${met ? 'met' : 'MISSED'}`,
      );
    }
  } finally {
    await server.stop();
  }
}
