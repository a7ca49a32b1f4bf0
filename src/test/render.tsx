import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { LibportalProvider, type OrganizationRef } from '../core';
import { createFakeApi, ok, type FakeHandler, type FakeReply } from './fake-api';

export const TEST_API_BASE = 'http://api.test/api';

export const YTKJ: OrganizationRef = {
  id: 1,
  name: '云图科技实验学校图书馆',
  orgcode: 'YTKJ',
  timezone: 'Asia/Shanghai',
};

/** Answers the organisation lookup every widget makes, then defers to `handler`. */
export function withOrganization(handler: FakeHandler): FakeHandler {
  return (request): FakeReply | Promise<FakeReply> =>
    request.path.endsWith('/Organization/Query/ByOrgCode') ? ok(YTKJ) : handler(request);
}

/** Renders a widget component the way a React app would, against a fake API. */
export function renderWidget(ui: ReactElement, handler: FakeHandler, lang?: 'zh' | 'en') {
  const api = createFakeApi(withOrganization(handler));
  vi.stubGlobal('fetch', api.fetch);
  const result = render(
    <LibportalProvider apiBase={TEST_API_BASE} lang={lang}>
      {ui}
    </LibportalProvider>,
  );
  return { ...result, requests: api.requests };
}
