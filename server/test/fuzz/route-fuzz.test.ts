import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../../src/core/api/contract';
import { errorHandler } from '../../src/http/errors';
import type { RouteUnderTest } from './requests';
import { fuzzRoute, routeCollector } from './route-fuzz';

/**
 * The fuzzer itself, on a small app with known faults and no database: it must find each
 * one, or a green route-wide run would prove nothing.
 */
const app = Fastify().withTypeProvider<TypeBoxTypeProvider>();
const { routes, onRoute } = routeCollector();
const route = (url: string) => routes.find((found) => found.url === url) as RouteUnderTest;

beforeAll(async () => {
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.setErrorHandler(errorHandler);
  app.addHook('onRoute', onRoute);
  // The shape of the facet filter that answered 500: digits the schema admits, past smallint.
  const Statuses = Type.Object({
    status: Type.Array(Type.String({ maxLength: 9, pattern: '^\\d*$' }), { maxItems: 5 }),
  });
  app.post('/api/statuses', { schema: { body: Statuses } }, async (request) => {
    if (request.body.status.some((value) => Number(value) > 32_767)) {
      throw new Error('value out of range for type smallint');
    }
    return { code: 0, msg: 'ok', data: null };
  });
  app.get('/api/bare', async () => ({ ok: true }));
  app.get('/api/silent', async () => ({ code: 10158, msg: ' ', data: null }));
  app.get(`/api${ApiPath.fileDownload}`, async (_request, reply) =>
    reply.type('image/png').send('x'),
  );
  await app.ready();
});
afterAll(() => app.close());

describe('the route fuzzer', () => {
  it('finds a value the schema admits but the column does not hold, with its replay seed', async () => {
    const report = await fuzzRoute(app, route('/api/statuses'), { numRuns: 100, seed: 1 });
    expect(report).toMatch(/^POST \/api\/statuses: HTTP 500;.*\(seed 1, path "[\d:]+"\)/);
  });

  it('finds an answer that is not an envelope, and a refusal without a message', async () => {
    const bare = await fuzzRoute(app, route('/api/bare'), { numRuns: 5, seed: 1 });
    expect(bare).toContain('JSON that is not a {code, msg, data} envelope');
    const silent = await fuzzRoute(app, route('/api/silent'), { numRuns: 5, seed: 1 });
    expect(silent).toContain('code 10158 with an empty msg');
  });

  it('lets the file download answer bytes', async () => {
    const url = `/api${ApiPath.fileDownload}`;
    expect(await fuzzRoute(app, route(url), { numRuns: 20, seed: 1 })).toBeUndefined();
  });
});
