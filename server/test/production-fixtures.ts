/**
 * A production install made as an operator makes one, for production-install.test.ts: the
 * checkout's package.json, lock file, migrations and a dist/ built here (as if elsewhere)
 * copied to an empty folder, `npm ci --omit=dev` there (from npm's cache: nothing is
 * downloaded that the checkout's own install did not), and the compiled server started with
 * Node alone, with nothing of this process's environment but PATH and HOME.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './payments-fixtures';

export const REPO = new URL('../../', import.meta.url).pathname;

/** What `npm run build` leaves and the production server reads: the server, the portal. */
const BUILT = ['dist/server/main.js', 'dist/portal/index.html', 'dist/portal-ssr/prerender.js'];

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

/** Only what a service manager would give: the rest is the test's to say. */
export const bareEnv = (extra: Record<string, string>): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH ?? '/usr/bin:/bin',
  HOME: process.env.HOME ?? '/root',
  ...extra,
});

export interface ProductionInstall {
  dir: string;
  installMs: number;
  /** node_modules after `npm ci --omit=dev`, in MB (du). */
  sizeMb: number;
}

/** Builds what is missing in the checkout (as `npm test` has before), then installs a copy. */
export function prepareProductionInstall(): ProductionInstall {
  if (!existsSync(join(REPO, BUILT[0]!))) run('npm', ['run', 'build:server'], REPO);
  if (!BUILT.slice(1).every((file) => existsSync(join(REPO, file)))) {
    run('npm', ['run', 'build:portal'], REPO);
  }
  const dir = mkdtempSync(join(tmpdir(), 'libportal-prod-'));
  for (const file of ['package.json', 'package-lock.json'])
    cpSync(join(REPO, file), join(dir, file));
  // The package's bin (`npx libportal`) runs the compiled CLI of dist/server.
  cpSync(join(REPO, 'bin'), join(dir, 'bin'), { recursive: true });
  mkdirSync(join(dir, 'server'), { recursive: true });
  cpSync(join(REPO, 'server/migrations'), join(dir, 'server/migrations'), { recursive: true });
  for (const built of ['server', 'portal', 'portal-ssr']) {
    cpSync(join(REPO, 'dist', built), join(dir, 'dist', built), { recursive: true });
  }
  const started = Date.now();
  run(
    'npm',
    ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
    dir,
    bareEnv({}),
  );
  const installMs = Date.now() - started;
  const sizeMb = Math.round(Number(run('du', ['-sk', 'node_modules'], dir).split('\t')[0]) / 1024);
  return { dir, installMs, sizeMb };
}

export interface ProductionServer {
  url: string;
  port: number;
  child: ChildProcess;
  /** Milliseconds from spawning to the first healthy answer. */
  startupMs: number;
  logs(): string;
  /** Standard output alone: the log records. */
  stdout(): string;
  /** The exit code, once the process ends (npm's, when started through it). */
  exited: Promise<number | null>;
  /** SIGTERM to the server (through npm: to npm and the server both), resolved once it is gone. */
  stop(): Promise<void>;
}

function collect(child: ChildProcess) {
  let output = '';
  let stdout = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { logs: () => output, stdout: () => stdout, exited };
}

/**
 * `npm run start:prod` (or the node command it runs, `direct`, as a systemd unit runs it, so
 * signals reach the server itself) in the install, on a free port; resolves once
 * /api/health answers 200.
 */
export async function startProduction(
  dir: string,
  env: Record<string, string>,
  { direct = false, port: chosen }: { direct?: boolean; port?: number } = {},
): Promise<ProductionServer> {
  const port = chosen ?? (await freePort());
  const started = Date.now();
  const child = direct
    ? spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
        cwd: dir,
        env: bareEnv({ NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', ...env }),
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    : // A process group of its own: npm does not pass SIGTERM on to the server, so the test
      // signals the whole group, as a terminal's Ctrl-C or systemd's KillMode would.
      spawn('npm', ['run', '--silent', 'start:prod'], {
        cwd: dir,
        env: bareEnv({ PORT: String(port), HOST: '127.0.0.1', ...env }),
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
  const { logs, stdout, exited } = collect(child);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}:\n${logs()}`);
    const status = await fetch(`${url}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) {
      const stop = async () => {
        if (direct) child.kill('SIGTERM');
        else process.kill(-child.pid!, 'SIGTERM');
        await exited;
        await untilClosed(url);
      };
      return { url, port, child, startupMs: Date.now() - started, logs, stdout, exited, stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (direct) child.kill('SIGKILL');
  else process.kill(-child.pid!, 'SIGKILL');
  throw new Error(`no healthy answer within 120 s:\n${logs()}`);
}

/** Until nothing answers at `url` any more (the server behind npm has exited). */
async function untilClosed(url: string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const answered = await fetch(`${url}/api/health`).then(
      () => true,
      () => false,
    );
    if (!answered) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} still answers 30 s after SIGTERM`);
}

/** `npm run start:prod` expected to stop by itself (a refused configuration). */
export async function runUntilExit(dir: string, env: Record<string, string>) {
  const child = spawn('npm', ['run', '--silent', 'start:prod'], {
    cwd: dir,
    env: bareEnv({ PORT: String(await freePort()), ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const { logs, exited } = collect(child);
  // A server that wrongly started after all is stopped with npm (one process group).
  const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 60_000);
  const code = await exited;
  clearTimeout(timer);
  return { code, output: logs() };
}
