import type { Decorator } from '@storybook/react-vite';
import { createFakeApi, fail, ok, type FakeHandler } from './fake-api';
import { YTKJ } from './render';

export type StoryApiState = 'results' | 'empty' | 'loading' | 'error';

/**
 * Stories talk to a fake API installed as the page's fetch, so every state (results, empty,
 * slow, failing) can be shown without a server.
 */
export function withStoryApi(handler: FakeHandler): Decorator {
  return (Story) => {
    const api = createFakeApi((request) =>
      request.path.endsWith('/Organization/Query/ByOrgCode') ? ok(YTKJ) : handler(request),
    );
    globalThis.fetch = api.fetch;
    return <Story />;
  };
}

/** A handler answering `data` in the given state. */
export function answer(state: StoryApiState, data: unknown): FakeHandler {
  return () => {
    if (state === 'error') return fail(20102, '', 500);
    if (state === 'loading') return { ...ok(data), delay: 60_000 };
    return ok(state === 'empty' ? [] : data);
  };
}
