import { startServer, type RunningServer } from '../tests/e2e/support/server';
import { percentile, post } from './http';

async function timeCalls(label: string, count: number, call: () => Promise<Response>) {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const response = await call();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${label}: HTTP ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(42)} p50 ${percentile(times, 50).toFixed(1)} ms   p95 ${percentile(times, 95).toFixed(1)} ms   (${count} calls)`,
  );
}

/** Cold start of the real server (fresh embedded database, demo seed) and call latencies. */
export async function benchServer(
  afterwards?: (server: RunningServer) => Promise<void>,
): Promise<void> {
  console.log('\n## Reference server (PGlite, fresh data directory, demo seed)');
  const started = performance.now();
  const server = await startServer();
  const page = await fetch(`${server.url}/`);
  await page.text();
  console.log(`cold start to first answer: ${server.startupMs} ms`);
  console.log(
    `cold start to served portal page: ${(performance.now() - started).toFixed(0)} ms (HTTP ${page.status})`,
  );
  try {
    const api = `${server.url}/api`;
    await post(`${api}/LibraryReaderApi/Book/Query/KeyWords`, { keywords: 'warm-up' });
    for (const keywords of ['harry', 'the', 'rowling', '三体', '鲁迅']) {
      await timeCalls(`suggestions "${keywords}"`, 100, () =>
        post(`${api}/LibraryReaderApi/Book/Query/KeyWords`, { keywords, pagesize: 100 }),
      );
    }
    for (const keyword of ['harry', 'the', '']) {
      await timeCalls(`search "${keyword}" page 1 of 20`, 50, () =>
        post(`${api}/LibraryReaderApi/Book/Query/Search`, { keyword, pagesize: 20, index: 1 }),
      );
    }
    await timeCalls('GET / (portal page)', 100, () => fetch(`${server.url}/`));
    await afterwards?.(server);
  } finally {
    await server.stop();
  }
}
