import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../core/api/client';
import { ApiPath } from '../core/api/contract';
import { EARLY_RESPONSES_PROPERTY, earlyRequestKey } from '../core/api/early-responses';
import { Notifier } from '../core/notify/notifier';
import { SessionStore } from '../core/session/session-store';
import { STORAGE_PREFIX } from '../core/storage';
import { createFakeApi, fail, ok, type FakeHandler } from '../test/fake-api';
import { earlyRequestsScript, type EarlyRequestPlan } from './early-requests';

const PLAN: EarlyRequestPlan = {
  property: EARLY_RESPONSES_PROPERTY,
  apiBase: '/api',
  storagePrefix: STORAGE_PREFIX,
  defaultOrgCode: 'YTKJ',
  defaultLanguage: 'zh',
  languages: ['zh', 'en'],
  organizationPath: ApiPath.orgByCode,
  lists: [
    { path: ApiPath.bookRecommendations, body: { pagesize: 3 }, covers: 2 },
    { path: ApiPath.newsList, body: { index: 1, pageSize: 5, type: 'news' } },
  ],
  fileDownloadPath: ApiPath.fileDownload,
  timeoutMs: 60_000,
};

const BOOKS = [
  { bookid: 1, cover: null, coverfileid: 'file 1' },
  { bookid: 2, cover: 'https://covers.example/2.jpg', coverfileid: null },
  { bookid: 3, cover: 'https://covers.example/3.jpg', coverfileid: null },
];

/** What the server answers the page's inline script. */
const serverAnswers: FakeHandler = (request) => {
  if (request.path.endsWith(ApiPath.orgByCode)) {
    const orgcode = request.query.get('orgcode');
    return ok({ id: orgcode === 'DEMO2' ? 2 : 1, orgcode, name: 'Library' });
  }
  if (request.path.endsWith(ApiPath.bookRecommendations)) return ok(BOOKS);
  return ok({ items: [], total: 0 });
};

/** Runs the `<script>` exactly as the prerendered page carries it, with `fetch` stubbed. */
async function runInlineScript(
  handler: FakeHandler = serverAnswers,
  plan: EarlyRequestPlan = PLAN,
) {
  const page = createFakeApi(handler);
  vi.stubGlobal('fetch', page.fetch);
  const script = earlyRequestsScript(plan, earlyRequestKey);
  const source = script.slice('<script>'.length, -'</script>'.length);
  new Function(source)();
  // The organisation's answer, then the lists' answers, then the covers.
  await vi.waitFor(() => expect(page.requests.length).toBeGreaterThanOrEqual(1));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return page;
}

/** The app's own client, with a fetch of its own: what it asks goes there. */
function appClient(language = 'zh') {
  const app = createFakeApi(() => ok('asked by the app'));
  const client = new ApiClient({
    baseURL: '/api',
    session: new SessionStore(),
    notifier: new Notifier(),
    translate: (key) => key,
    language: () => language,
    onLoggedOut: () => undefined,
    isOnLoginPage: () => false,
    fetch: app.fetch,
  });
  return { client, requests: app.requests };
}

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/home');
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as unknown as Record<string, unknown>)[EARLY_RESPONSES_PROPERTY];
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

describe('the early requests of a prerendered page', () => {
  it('asks for the organisation, then each list with its id, in the default language', async () => {
    const page = await runInlineScript();
    expect(page.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /api${ApiPath.orgByCode}`,
      `POST /api${ApiPath.bookRecommendations}`,
      `POST /api${ApiPath.newsList}`,
    ]);
    expect(page.requests[0]?.query.get('orgcode')).toBe('YTKJ');
    expect(page.requests[1]?.body).toEqual({ pagesize: 3, organizationid: 1 });
    expect(page.requests[2]?.body).toEqual({
      index: 1,
      pageSize: 5,
      type: 'news',
      organizationid: 1,
    });
    expect(page.requests.every((r) => r.headers.get('accept-language') === 'zh')).toBe(true);
  });

  it('hands its answers to the API client, once each: the app does not ask again', async () => {
    await runInlineScript();
    const { client, requests } = appClient();
    const organization = await client.get(ApiPath.orgByCode, { query: { orgcode: 'YTKJ' } });
    // The body's keys in another order than the script wrote them: still the same request.
    const books = await client.post(ApiPath.bookRecommendations, {
      body: { organizationid: 1, pagesize: 3 },
    });
    expect(organization).toMatchObject({ ok: true, data: { id: 1 } });
    expect(books).toMatchObject({ ok: true, data: BOOKS });
    expect(requests).toEqual([]);

    // Taken once: asking again goes to the network, as does anything the script did not ask.
    await client.post(ApiPath.bookRecommendations, { body: { organizationid: 1, pagesize: 3 } });
    await client.post(ApiPath.bookRecommendations, { body: { organizationid: 1, pagesize: 4 } });
    expect(requests.map((request) => request.body)).toEqual([
      { organizationid: 1, pagesize: 3 },
      { organizationid: 1, pagesize: 4 },
    ]);
  });

  it('lets the app ask itself when an early answer failed or is in another language', async () => {
    await runInlineScript((request) =>
      request.path.endsWith(ApiPath.bookRecommendations)
        ? { status: 500, body: 'Internal Server Error' }
        : serverAnswers(request),
    );
    const { client, requests } = appClient();
    const books = await client.post(ApiPath.bookRecommendations, {
      body: { organizationid: 1, pagesize: 3 },
    });
    expect(books).toMatchObject({ ok: true, data: 'asked by the app' });
    expect(requests).toHaveLength(1);

    const english = appClient('en');
    await english.client.get(ApiPath.orgByCode, { query: { orgcode: 'YTKJ' } });
    expect(english.requests).toHaveLength(1);
  });

  it('passes a refusal on as the server gave it', async () => {
    await runInlineScript((request) =>
      request.path.endsWith(ApiPath.newsList)
        ? fail(40001, 'no news here')
        : serverAnswers(request),
    );
    const { client, requests } = appClient();
    const news = await client.post(ApiPath.newsList, {
      body: { organizationid: 1, index: 1, pageSize: 5, type: 'news' },
    });
    expect(news).toMatchObject({ ok: false, code: 40001, msg: 'no news here' });
    expect(requests).toEqual([]);
  });

  it('preloads the first covers of a list that asks for it', async () => {
    await runInlineScript();
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(preloads.map((link) => [link.as, link.getAttribute('href')])).toEqual([
      ['image', `/api${ApiPath.fileDownload}?fileid=file%201`],
      ['image', 'https://covers.example/2.jpg'],
    ]);
  });

  it('follows the organisation of ?orgcode=, else the stored one, and the stored language', async () => {
    localStorage.setItem(`${STORAGE_PREFIX}orgCode`, 'DEMO2');
    localStorage.setItem(`${STORAGE_PREFIX}lang`, 'en');
    const stored = await runInlineScript();
    expect(stored.requests[0]?.query.get('orgcode')).toBe('DEMO2');
    expect(stored.requests[1]?.body).toMatchObject({ organizationid: 2 });
    expect(stored.requests[1]?.headers.get('accept-language')).toBe('en');

    history.replaceState(null, '', '/home?orgcode=ytkj');
    const fromUrl = await runInlineScript();
    expect(fromUrl.requests[0]?.query.get('orgcode')).toBe('YTKJ');
  });

  it('needs no call for the organisation the server rendered the page for, but does for another', async () => {
    const rendered = { ...PLAN, organization: { code: 'YTKJ', id: 1, answered: [] } };
    const same = await runInlineScript(serverAnswers, rendered);
    expect(same.requests.map((request) => request.path)).toEqual([
      `/api${ApiPath.bookRecommendations}`,
      `/api${ApiPath.newsList}`,
    ]);
    expect(same.requests[0]?.body).toMatchObject({ organizationid: 1 });

    localStorage.setItem(`${STORAGE_PREFIX}orgCode`, 'DEMO2');
    const other = await runInlineScript(serverAnswers, rendered);
    expect(other.requests[0]?.query.get('orgcode')).toBe('DEMO2');
    expect(other.requests[1]?.body).toMatchObject({ organizationid: 2 });
  });

  it('does not ask again what came with the page, unless the reader reads another organisation', async () => {
    const rendered = {
      ...PLAN,
      organization: { code: 'YTKJ', id: 1, answered: [ApiPath.newsList] },
    };
    const same = await runInlineScript(serverAnswers, rendered);
    expect(same.requests.map((request) => request.path)).toEqual([
      `/api${ApiPath.bookRecommendations}`,
    ]);

    localStorage.setItem(`${STORAGE_PREFIX}orgCode`, 'DEMO2');
    const other = await runInlineScript(serverAnswers, rendered);
    expect(other.requests.map((request) => request.path)).toEqual([
      `/api${ApiPath.orgByCode}`,
      `/api${ApiPath.bookRecommendations}`,
      `/api${ApiPath.newsList}`,
    ]);
  });

  it('remembers the organisation of ?orgcode= before the app starts, also for a reader', async () => {
    localStorage.setItem(`${STORAGE_PREFIX}reader`, JSON.stringify({ id: 7 }));
    history.replaceState(null, '', '/home?orgcode=demo2');
    const script = earlyRequestsScript(PLAN, earlyRequestKey);
    vi.stubGlobal('fetch', createFakeApi(serverAnswers).fetch);
    new Function(script.slice('<script>'.length, -'</script>'.length))();
    expect(localStorage.getItem(`${STORAGE_PREFIX}orgCode`)).toBe('DEMO2');

    // A code that cannot be one is not remembered.
    localStorage.removeItem(`${STORAGE_PREFIX}orgCode`);
    history.replaceState(null, '', '/home?orgcode=%3Cscript%3E');
    new Function(script.slice('<script>'.length, -'</script>'.length))();
    expect(localStorage.getItem(`${STORAGE_PREFIX}orgCode`)).toBeNull();
  });

  it('asks nothing for a reader who is logged in (their calls carry who they are)', async () => {
    localStorage.setItem(`${STORAGE_PREFIX}reader`, JSON.stringify({ id: 7 }));
    const page = createFakeApi(serverAnswers);
    vi.stubGlobal('fetch', page.fetch);
    const script = earlyRequestsScript(PLAN, earlyRequestKey);
    new Function(script.slice('<script>'.length, -'</script>'.length))();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(page.requests).toEqual([]);
    expect(
      (window as unknown as Record<string, unknown>)[EARLY_RESPONSES_PROPERTY],
    ).toBeUndefined();
  });
});
