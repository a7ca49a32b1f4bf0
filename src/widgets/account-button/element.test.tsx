import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiPath } from '../../core';
import { createFakeApi, fail, ok } from '../../test/fake-api';
import { TEST_API_BASE, withOrganization } from '../../test/render';
import { setTestSession } from '../../test/session';
import { define } from './element';

beforeAll(() => {
  define();
});

function stubApi() {
  const api = createFakeApi(
    withOrganization((request) =>
      request.path.endsWith(ApiPath.logout) ? ok(null) : fail(40401, 'not found', 404),
    ),
  );
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const heard: Event[] = [];
const hear = (event: Event) => heard.push(event);
afterEach(() => {
  document.removeEventListener('lp-logout', hear);
  heard.length = 0;
  document.body.replaceChildren();
});

const shadowOf = (element: Element) => element.shadowRoot as unknown as HTMLElement;

describe('<lp-account-button>', () => {
  it('logs every element of the page out at once, lp-logout coming from the element used', async () => {
    const api = stubApi();
    setTestSession(true);
    document.addEventListener('lp-logout', hear);
    document.body.innerHTML = `
      <lp-account-button id="used" api-base="${TEST_API_BASE}"></lp-account-button>
      <lp-account-button id="other" api-base="${TEST_API_BASE}"></lp-account-button>`;
    const used = document.getElementById('used')!;
    const other = document.getElementById('other')!;
    fireEvent.click(await within(shadowOf(used)).findByRole('button', { name: /小明/ }));
    fireEvent.click(await within(shadowOf(used)).findByRole('menuitem', { name: '退出登录' }));

    await within(shadowOf(used)).findByRole('button', { name: '登录' });
    await within(shadowOf(other)).findByRole('button', { name: '登录' });
    expect(api.requests.filter((request) => request.path.endsWith(ApiPath.logout))).toHaveLength(1);
    await waitFor(() => expect(heard).toHaveLength(1));
    expect(heard[0]?.target).toBe(used);
    expect(heard[0]).toMatchObject({ bubbles: true, composed: true });
  });

  it('gives the page window.libportal.logout(), which does the same from document', async () => {
    const api = stubApi();
    window.libportal = { orgCode: 'YTKJ' };
    define();
    expect(window.libportal.orgCode).toBe('YTKJ');
    setTestSession(true);
    document.addEventListener('lp-logout', hear);
    document.body.innerHTML = `<lp-account-button api-base="${TEST_API_BASE}"></lp-account-button>`;
    const element = document.querySelector('lp-account-button')!;
    await within(shadowOf(element)).findByRole('button', { name: /小明/ });

    await window.libportal.logout?.();

    await within(shadowOf(element)).findByRole('button', { name: '登录' });
    expect(api.requests.some((request) => request.path.endsWith(ApiPath.logout))).toBe(true);
    expect(heard.map((event) => event.target)).toEqual([document]);
  });
});
