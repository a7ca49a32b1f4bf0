#!/usr/bin/env node
/** Entry of the `libportal` bin (compiled to dist/server/cli.js by `npm run build`). */
import { availableParallelism } from 'node:os';
import { closePasswordPool, preferPasswordPoolOptions } from '../auth/password';
import { positiveInt } from '../env';
import { runCli } from './program';

// The command does nothing but its verb: every core may hash (a class's initial passwords), at
// most 8 (128 MiB each). The pool's threads run at the lowest priority, so a server on the
// same machine comes first.
preferPasswordPoolOptions({
  threads: positiveInt(process.env.PASSWORD_HASH_THREADS, Math.min(8, availableParallelism())),
  maxQueue: 64,
  // One operator, no one to be fair to.
  maxQueuePerClient: 64,
});
process.exitCode = await runCli(process.argv.slice(2));
// Its threads would keep the process alive after the verb.
await closePasswordPool();
