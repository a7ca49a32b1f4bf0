/**
 * Debian's yaz-ztest (package yaz), the real server the copy-cataloguing suites ask: it answers
 * SRU and Z39.50 on one port (man yaz-ztest). Started per suite on a free port of 127.0.0.1.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, deadline = Date.now() + 10_000): Promise<void> {
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`yaz-ztest did not listen on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface Ztest {
  port: number;
  stop: () => void;
}

/** yaz-ztest listening on a free port of 127.0.0.1, once it accepts connections. */
export async function startZtest(): Promise<Ztest> {
  const port = await freePort();
  const log = join(mkdtempSync(join(tmpdir(), 'ztest-')), 'ztest.log');
  // -T: one process with a thread per connection, so killing it ends every session.
  const child: ChildProcess = spawn('yaz-ztest', ['-T', '-l', log, `tcp:127.0.0.1:${port}`], {
    stdio: 'ignore',
  });
  await waitForPort(port);
  return { port, stop: () => void child.kill() };
}
