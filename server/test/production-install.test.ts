/**
 * The production path end to end: `npm ci --omit=dev` in a folder holding the checkout's
 * manifest, migrations and a dist/ built elsewhere, then `npm run start:prod` — Node alone,
 * no tsx, no Vite, no devDependencies — on PostgreSQL and Redis. It refuses the demo's
 * defaults, starts on an empty database, logs a reader's whole session without one secret in
 * the log, and finishes a request in flight at SIGTERM. Prints the install's size and the
 * start-up time. Runs where both servers answer (TEST_DATABASE_URL and TEST_REDIS_URL; CI sets
 * them when they do).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, type Envelope } from '../../src/core/api/contract';
import { openDatabase } from '../src/db/client';
import { startPaymentEmulator, type PaymentEmulator } from '../src/payments/emulator/service';
import { seedDemoData } from '../src/seed/index';
import { MIGRATIONS, SMALL_CATALOGUE } from './helpers';
import { freePort } from './payments-fixtures';
import { createPostgresDatabase } from './postgres-database';
import {
  prepareProductionInstall,
  runUntilExit,
  startProduction,
  type ProductionInstall,
  type ProductionServer,
} from './production-fixtures';
import { sensitiveJourney } from './production-journey';
import { onboardSchool } from './production-onboarding';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const PUBLIC_URL = 'https://library.example.edu.cn';
const secret = () => randomBytes(32).toString('hex');

type TestDatabase = Awaited<ReturnType<typeof createPostgresDatabase>>;

describe.runIf(databaseUrl && redisUrl)(
  'a production install: npm ci --omit=dev && npm run start:prod (needs TEST_DATABASE_URL and TEST_REDIS_URL)',
  () => {
    let install: ProductionInstall;
    const databases: TestDatabase[] = [];
    const newDatabase = async () => {
      const database = await createPostgresDatabase();
      databases.push(database);
      return database;
    };

    beforeAll(() => {
      install = prepareProductionInstall();
      console.log(
        `production install: npm ci --omit=dev ${install.installMs} ms, node_modules ${install.sizeMb} MB`,
      );
    }, 600_000);

    afterAll(async () => {
      for (const database of databases) await database.drop();
      if (install) rmSync(install.dir, { recursive: true, force: true });
    });

    it('holds the runtime packages and none of the development ones', () => {
      const installed = (name: string) => existsSync(join(install.dir, 'node_modules', name));
      for (const name of ['tsx', 'vite', 'vitest', 'rolldown', 'drizzle-kit', 'eslint']) {
        expect(installed(name), name).toBe(false);
      }
      for (const name of ['fastify', 'pg', 'ioredis', 'fastify-metrics', 'sharp', 'pino']) {
        expect(installed(name), name).toBe(true);
      }
    });

    it("refuses the demo's defaults, naming each variable to set", async () => {
      const { code, output } = await runUntilExit(install.dir, {});
      expect(code).toBe(1);
      expect(output).toContain('refuses to start');
      for (const name of [
        'DATABASE_URL',
        'PUBLIC_URL',
        'ALLOW_PAYMENT_EMULATOR',
        'PAYMENT_SECRET',
      ]) {
        expect(output).toContain(name);
      }
    });

    it('starts on an empty database: migrates, tells how to create the first organisation, serves', async () => {
      const database = await newDatabase();
      const server = await startProduction(install.dir, {
        DATABASE_URL: database.url,
        PUBLIC_URL,
        PAYMENT_GATEWAY: 'none',
      });
      try {
        console.log(`npm run start:prod: spawn to first healthy answer ${server.startupMs} ms`);
        const health = (await (
          await fetch(`${server.url}/api${ApiPath.health}`)
        ).json()) as Envelope<{
          db: string;
          migrations: { applied: number };
        }>;
        expect(health.data).toMatchObject({ db: 'postgres', migrations: { applied: MIGRATIONS } });
        expect(server.logs()).toContain('no organisation yet');
        // The portal, served by the compiled server; it started, so its renderer (bundled
        // whole) loaded with the production packages alone.
        const home = await fetch(`${server.url}/home`, { headers: { accept: 'text/html' } });
        expect(home.status).toBe(200);
        expect(await home.text()).toContain('<div id="root" data-prerendered="/home">');
        // Log records only: one JSON object a line, the request ones naming their request.
        const lines = server.stdout().trim().split('\n');
        const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
        expect(records.some((record) => record.msg === 'incoming request' && record.reqId)).toBe(
          true,
        );
      } finally {
        // The server's own exit code is the SIGTERM test's (below, without npm between).
        await server.stop();
      }
    });

    it('takes a school from an empty database to its own catalogue and readers (npx libportal)', async () => {
      const database = await newDatabase();
      const port = await freePort();
      const env = {
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl!,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        PAYMENT_GATEWAY: 'none',
        JOBS: 'off',
      };
      const server = await startProduction(install.dir, env, { direct: true, port });
      try {
        await onboardSchool({ dir: install.dir, url: server.url, env });
      } finally {
        await server.stop();
      }
      // Eight commands, each a Node process that opens the database: ~40 s on a quiet machine.
    }, 300_000);

    describe('a seeded database with Redis and one shared payment emulator', () => {
      let database: TestDatabase;
      let emulator: PaymentEmulator;
      let slowAi: Server;
      let aiRequests = 0;
      let server: ProductionServer;
      const paymentSecret = secret();
      const env: Record<string, string> = {};

      beforeAll(async () => {
        database = await newDatabase();
        const handle = await openDatabase({ databaseUrl: database.url });
        await handle.migrate();
        await seedDemoData(handle, SMALL_CATALOGUE);
        await handle.close();
        emulator = await startPaymentEmulator({ secret: Buffer.from(paymentSecret, 'utf8') });
        // An AI provider that takes 1.5 s to answer: a request surely in flight at SIGTERM.
        slowAi = createServer((request, response) => {
          aiRequests += 1;
          request.resume();
          setTimeout(() => {
            response.writeHead(200, { 'content-type': 'application/json' });
            response.end(
              JSON.stringify({
                choices: [{ message: { role: 'assistant', content: '慢慢的回答' } }],
              }),
            );
          }, 1500);
        });
        await new Promise<void>((resolve) => slowAi.listen(0, '127.0.0.1', resolve));
        const port = await freePort();
        Object.assign(env, {
          DATABASE_URL: database.url,
          REDIS_URL: redisUrl!,
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          PORT: String(port),
          PAYMENT_EMULATOR_URL: emulator.baseUrl,
          PAYMENT_SECRET: paymentSecret,
          ALLOW_PAYMENT_EMULATOR: '1',
          SSO_SECRET_YTKJ: secret(),
          DESK_SECRET_YTKJ: secret(),
          METRICS_TOKEN: secret(),
          LIBPORTAL_AI_BASE_URL: `http://127.0.0.1:${(slowAi.address() as AddressInfo).port}/v1`,
          LIBPORTAL_AI_MODEL: 'test-model',
          LIBPORTAL_AI_API_KEY: secret(),
          JOBS: 'off',
        });
      }, 300_000);

      afterAll(async () => {
        if (server && server.child.exitCode === null) await server.stop();
        await emulator?.close();
        await new Promise((resolve) => slowAi?.close(resolve));
      });

      it('refuses a database that holds the demo data, unless allowed', async () => {
        const { code, output } = await runUntilExit(install.dir, env);
        expect(code).toBe(1);
        expect(output).toContain('ALLOW_DEMO_DATA=1');
      });

      it('logs a reader session with request ids and not one password, token, phone, code or secret', async () => {
        env.ALLOW_DEMO_DATA = '1';
        server = await startProduction(install.dir, env, { direct: true, port: Number(env.PORT) });
        console.log(
          `start:prod on a migrated database: first healthy answer ${server.startupMs} ms`,
        );
        const journey = await sensitiveJourney({
          url: server.url,
          databaseUrl: database.url,
          redisUrl: redisUrl!,
          emulator,
          ssoSecret: env.SSO_SECRET_YTKJ!,
        });
        const log = server.logs();
        const secrets = [
          ...journey.secrets,
          env.PAYMENT_SECRET!,
          env.DESK_SECRET_YTKJ!,
          env.METRICS_TOKEN!,
          env.LIBPORTAL_AI_API_KEY!,
        ];
        for (const value of secrets) expect(log.includes(value), `log holds ${value}`).toBe(false);
        const records = server
          .stdout()
          .trim()
          .split('\n')
          .map(
            (line) => JSON.parse(line) as { reqId?: string; msg?: string; req?: { url: string } },
          );
        const login = records.find(
          (record) =>
            record.msg === 'incoming request' &&
            record.req?.url === `/api${ApiPath.login}` &&
            record.reqId === journey.loginRequestId,
        );
        expect(login).toBeDefined();
        // The feed's secret URL was requested: its line is there, without the secret.
        expect(log).toContain(`${ApiPath.calendarFeed}/[redacted]`);
      });

      it('finishes a request in flight at SIGTERM, then closes and exits 0', async () => {
        const before = aiRequests;
        const asked = fetch(`${server.url}/api${ApiPath.askLibrarian}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ orgid: 1, question: '图书馆几点开门？' }),
        });
        // In flight: the server is waiting for the provider's answer.
        await expect.poll(() => aiRequests, { timeout: 10_000, interval: 20 }).toBe(before + 1);
        server.child.kill('SIGTERM');
        const answer = await asked;
        expect(answer.status).toBe(200);
        expect(((await answer.json()) as Envelope<string>).data).toContain('慢慢的回答');
        expect(await server.exited, server.logs().slice(-3000)).toBe(0);
        expect(server.logs()).toContain('SIGTERM: closed');
        await expect(fetch(`${server.url}/api${ApiPath.health}`)).rejects.toThrow();
      });
    });
  },
);
