/**
 * Concurrent load from a second process, so the client's work does not share the server's
 * event loop: autocannon cycles each connection through the given requests. An error is a
 * failed connection or timeout, a non-2xx status, or an answer whose envelope code is not 0.
 *
 *   node --import tsx bench/search-scale/load-worker.ts '<LoadPlan JSON>'
 *
 * Prints one line: `LOAD_RESULT <LoadResult JSON>`.
 */
import autocannon from 'autocannon';
import { RESULT_PREFIX, type LoadPlan, type LoadResult } from './load';

async function run(plan: LoadPlan): Promise<LoadResult> {
  let codeErrors = 0;
  const samples: string[] = [];
  const onResponse = (status: number, body: string) => {
    if (status < 200 || status >= 300) {
      if (samples.length < 5) samples.push(`HTTP ${status}: ${body.slice(0, 200)}`);
      return;
    }
    let code: unknown;
    try {
      code = (JSON.parse(body) as { code?: unknown }).code;
    } catch {
      code = 'unparsable body';
    }
    if (code !== 0) {
      codeErrors += 1;
      if (samples.length < 5) samples.push(`code ${String(code)}: ${body.slice(0, 200)}`);
    }
  };
  const result = await autocannon({
    url: plan.url,
    connections: plan.connections,
    duration: plan.seconds,
    // A request still waiting after this long counts as an error.
    timeout: 10,
    requests: plan.requests.map(({ path, body }) => ({
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      onResponse,
    })),
  });
  return {
    requestsPerSecond: result.requests.total / result.duration,
    total: result.requests.total,
    connectionErrors: result.errors,
    non2xx: result.non2xx,
    codeErrors,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    samples,
  };
}

const plan = JSON.parse(process.argv[2] ?? '{}') as LoadPlan;
console.log(RESULT_PREFIX + JSON.stringify(await run(plan)));
