/**
 * The in-process emulator's payer pages served through the library's own server, at
 * PUBLIC_URL/payment-emulator/pay/<token>: the emulator listens on 127.0.0.1, which a phone
 * scanning the QR code cannot reach, while the library's address is the one it can. Only the
 * payer's pages pass; the emulator's server-to-server calls stay on its own port.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EmulatorPath } from './protocol';

/** Hop-by-hop and framing headers: the outer reply sets its own. */
const NOT_FORWARDED = new Set([
  'connection',
  'content-length',
  'date',
  'keep-alive',
  'transfer-encoding',
]);

export async function forwardPayerPages(
  app: FastifyInstance,
  emulator: FastifyInstance,
  prefix: string,
): Promise<void> {
  await app.register(
    async (scope) => {
      // The decision form's body, passed on as it came (the emulator parses it).
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 1024 },
        (_request, body, done) => done(null, body),
      );
      for (const page of [EmulatorPath.phonePage, EmulatorPath.bankPage]) {
        scope.route({
          method: ['GET', 'POST'],
          url: `${page}/:token`,
          handler: async (request: FastifyRequest<{ Params: { token: string } }>, reply) => {
            const answer = await emulator.inject({
              method: request.method as 'GET' | 'POST',
              url: `${page}/${encodeURIComponent(request.params.token)}`,
              headers: {
                'accept-language': request.headers['accept-language'] ?? '',
                'content-type': request.headers['content-type'] ?? 'text/plain',
              },
              ...(request.method === 'POST' ? { payload: String(request.body ?? '') } : {}),
            });
            for (const [name, value] of Object.entries(answer.headers)) {
              if (value !== undefined && !NOT_FORWARDED.has(name)) reply.header(name, value);
            }
            return reply.code(answer.statusCode).send(answer.body);
          },
        });
      }
    },
    { prefix },
  );
}
