import { describe } from 'vitest';
import { fuzzEveryRoute } from './fuzz/suite';
import { openTestDatabase } from './helpers';
import { openPostgresTestDatabase, postgresAdminUrl } from './postgres-database';

/**
 * Every registered route (listed by Fastify as it registers them, so routes added later are
 * covered without touching this file), anonymous and logged in, with requests derived from
 * the route's own schema: values at and past their bounds, wrong types, missing and extra
 * fields (prototype-polluting keys too), huge strings, Unicode, raw garbage bodies, content
 * types and query strings, forged tokens, odd origins, cookies and languages; then paths no
 * route has. No answer may be a 5xx; every JSON answer is a {code, msg, data} envelope whose
 * non-zero code has a message.
 *
 * Seeded, so a failure replays: FUZZ_SEED=<seed> reruns another sample, FUZZ_RUNS=<n> runs
 * more cases. 120 cases per route and caller (240 a route, 24 per HEAD route and caller)
 * take about 50 s of CPU on PGlite, near a minute alone and under two on a busy machine;
 * PostgreSQL, where smallint overflow surfaced, gets 40 (TEST_DATABASE_URL).
 */
const seed = Number(process.env.FUZZ_SEED ?? 20_240_611);
const runs = (fallback: number) => Number(process.env.FUZZ_RUNS ?? fallback);

describe('every route, fuzzed (PGlite)', () => {
  fuzzEveryRoute(() => openTestDatabase(), { runs: runs(120), seed });
});

describe.skipIf(!postgresAdminUrl)('every route, fuzzed (PostgreSQL)', () => {
  fuzzEveryRoute(() => openPostgresTestDatabase(), { runs: runs(40), seed });
});
