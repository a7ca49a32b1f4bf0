import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake saw of one request. */
export interface SeenRequest {
  path: string;
  authorization: string | undefined;
  body: unknown;
}

/** How the fake answers: a status and a raw body, or never (to prove the timeout). */
export type FakeBehaviour = { status: number; body: string } | 'hang';

export interface FakeOpenAi {
  /** The base URL to configure, e.g. http://127.0.0.1:1234/v1. */
  baseUrl: string;
  requests: SeenRequest[];
  behave(behaviour: FakeBehaviour): void;
  close(): Promise<void>;
}

/** A chat completion as the OpenAI API returns it. */
export const completion = (content: string): FakeBehaviour => ({
  status: 200,
  body: JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  }),
});

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** An OpenAI-compatible API on 127.0.0.1, on a free port, answering as told. */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  let behaviour: FakeBehaviour = completion('ok');
  const requests: SeenRequest[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void readBody(request).then((body) => {
      requests.push({
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body,
      });
      if (behaviour === 'hang') return;
      response.writeHead(behaviour.status, { 'content-type': 'application/json' });
      response.end(behaviour.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    behave: (next) => {
      behaviour = next;
    },
    close: () => {
      // Hanging requests keep their sockets open: close them, or close() would wait for ever.
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
