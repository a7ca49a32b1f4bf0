/** Runs load-worker.ts in a child process and reads its result. */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface LoadPlan {
  /** http://127.0.0.1:PORT */
  url: string;
  connections: number;
  seconds: number;
  requests: { path: string; body: unknown }[];
}

export interface LoadResult {
  requestsPerSecond: number;
  total: number;
  /** Connection errors and timeouts. */
  connectionErrors: number;
  non2xx: number;
  /** 2xx answers with a non-zero envelope code (or a body that is not an envelope). */
  codeErrors: number;
  latencyP50: number;
  latencyP99: number;
  /** The first few failures, for the report. */
  samples: string[];
}

export const RESULT_PREFIX = 'LOAD_RESULT ';

const worker = fileURLToPath(new URL('./load-worker.ts', import.meta.url));

export const loadErrors = (result: LoadResult) =>
  result.connectionErrors + result.non2xx + result.codeErrors;

export function runLoad(plan: LoadPlan): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', worker, JSON.stringify(plan)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = output.split('\n').find((l) => l.startsWith(RESULT_PREFIX));
      if (code === 0 && line) resolve(JSON.parse(line.slice(RESULT_PREFIX.length)) as LoadResult);
      else reject(new Error(`load worker exited with ${code}: ${output}`));
    });
  });
}
