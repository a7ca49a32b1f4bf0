import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiPath } from '../../src/core/api/contract';
import { launchBrowser } from './support/browser';
import { submitLogin } from './support/login';
import { openPage } from './support/pages';
import { REPO_ROOT } from './support/server';
import { serveSite, type StaticSite } from './support/static-site';
import { DEMO, STRINGS } from './support/strings';

const server = { url: inject('serverUrl') };
const t = STRINGS.zh;
let site: StaticSite;
let browser: Browser;

beforeAll(async () => {
  // The school's page on another origin (127.0.0.1, the portal is on localhost), with the
  // login dialog a web editor adds beside the search box.
  site = await serveSite(join(REPO_ROOT, 'examples/school-site'), (html) =>
    html
      .replace('src="/embed/libportal.js"', `src="${server.url}/embed/libportal.js"`)
      .replace('</body>', '<lp-login-dialog open></lp-login-dialog></body>'),
  );
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** 0 when the API accepts the token, else the HTTP status. */
async function tokenStatus(token: string): Promise<number> {
  const response = await fetch(`${server.url}/api${ApiPath.readerSelf}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { code: number };
  return body.code === 0 ? 0 : response.status;
}

describe('a reader logging in on a school site on another origin', () => {
  it('lands in the portal logged in through /ssoLogin, and logging out there ends the session', async () => {
    const { page, errors, close } = await openPage(browser, `${site.url}/index.html`);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });

    const dialog = page.getByRole('dialog', { name: t.login.title });
    await dialog.waitFor();
    await submitLogin(dialog, t, DEMO.student);

    await page.waitForURL(`${server.url}/student-home`);
    // The header's account menu button carries the reader's name.
    await page.getByTestId('reader-name').filter({ hasText: DEMO.student.nickname }).waitFor();

    // The portal was reached through /ssoLogin with a one-time code, never a token in a URL.
    const sso = visited.find((url) => url.startsWith(`${server.url}/ssoLogin?`));
    expect(sso).toBeDefined();
    const params = new URL(sso ?? '').searchParams;
    expect(params.get('cookieId')).toMatch(/^[\w-]{43}$/);
    expect(params.get('redirect')).toBe('/student');
    const cookies = await page.context().cookies();
    const portalToken = cookies.find((c) => c.name === 'token' && c.domain === 'localhost');
    const widgetToken = cookies.find((c) => c.name === 'token' && c.domain === '127.0.0.1');
    expect(portalToken?.value).toBeTruthy();
    expect(widgetToken?.value).toBeTruthy();
    expect(portalToken?.value).not.toBe(widgetToken?.value);
    for (const url of visited) {
      expect(url).not.toContain(portalToken?.value);
      expect(url).not.toContain(widgetToken?.value);
    }
    // The code was single use: opening the link again leads to the login page with the message.
    const replay = await openPage(browser, sso);
    await replay.page.waitForURL(/\/login\?redirect=%2Fstudent$/);
    await replay.page.getByText('登录链接无效或已过期，请重新登录').waitFor();
    await replay.close();

    // The portal keeps its refresh token where no script reads it.
    const refresh = cookies.find((c) => c.name === 'lp_refresh');
    expect(refresh).toMatchObject({
      domain: 'localhost',
      path: '/api/IdentityApi/Reader/',
      httpOnly: true,
      sameSite: 'Strict',
    });
    expect(await page.evaluate(() => localStorage.getItem('libportal.refreshtoken'))).toBeNull();
    expect(await tokenStatus(portalToken?.value ?? '')).toBe(0);

    const logoutCall = page.waitForRequest((request) => request.url().endsWith(ApiPath.logout));
    // The header's account menu holds the log-out.
    await page.getByTestId('reader-name').click();
    await page.getByRole('banner').getByRole('menuitem', { name: t.session.logout }).click();
    const confirm = page.getByRole('alertdialog', { name: t.common.tip });
    await confirm.getByRole('button', { name: t.common.confirm }).click();
    expect((await logoutCall).headers().authorization).toBe(`Bearer ${portalToken?.value}`);
    await page.waitForURL(`${server.url}/home`);

    // At once, and for every session of the reader: the school site's widget's too.
    expect(await tokenStatus(portalToken?.value ?? '')).toBe(401);
    expect(await tokenStatus(widgetToken?.value ?? '')).toBe(401);
    const after = await page.context().cookies();
    expect(after.find((c) => c.name === 'lp_refresh')).toBeUndefined();
    expect(after.find((c) => c.name === 'token' && c.domain === 'localhost')).toBeUndefined();
    expect(errors).toEqual([]);
    await close();
  });
});
