import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath, type LpEvent } from '../../core';
import { createFakeApi } from '../../test/fake-api';
import { TEST_API_BASE, renderWidget, withOrganization } from '../../test/render';
import { setTestSession } from '../../test/session';
import { Connections } from './Connections';
import { connectionsServer, type ConnectionsServerOptions } from './fixtures';

function setup(options: ConnectionsServerOptions & { loggedIn?: boolean; lang?: 'en' } = {}) {
  setTestSession(options.loggedIn ?? true);
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <Connections onNavigate={onNavigate} />,
    connectionsServer(options),
    options.lang,
  );
  const calls = (path: string) =>
    rendered.requests.filter((request) => request.path.endsWith(path));
  return { ...rendered, onNavigate, calls, user: userEvent.setup() };
}

/** The first render of a file can take over a second on a loaded machine (findBy's default). */
const LOAD = { timeout: 5000 };

const people = async () => within(await screen.findByRole('list', { name: /我关注的/ }, LOAD));

describe('Connections', () => {
  it('lists whom the reader follows, with counts, and the fans', async () => {
    const { user } = setup();
    const following = await people();
    expect(following.getAllByRole('listitem')).toHaveLength(1);
    expect(following.getByText('陈思雨')).toBeTruthy();
    expect(screen.getByRole('button', { name: '我关注的（1）' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await user.click(screen.getByRole('button', { name: '我的粉丝（1）' }));
    const fans = within(await screen.findByRole('list', { name: /我的粉丝/ }));
    // A fan who keeps their name private: by alias, and no class or grade.
    const fan = fans.getByRole('listitem');
    expect(fans.getByText('读者 ·7F3A')).toBeTruthy();
    expect(fans.getByText('关注了你')).toBeTruthy();
    expect(fan.textContent).not.toMatch(/初|班/);
    // A fan not followed back: "follow back", and no booklists or reading of theirs.
    expect(fans.getByRole('button', { name: '回关 读者 ·7F3A' }).textContent).toBe('回关');
    expect(fans.queryByRole('link')).toBeNull();
  });

  it('finds a classmate, follows them once on a double click, and lists them', async () => {
    const { user, calls } = setup({ delay: 20 });
    await people();
    await user.type(screen.getByRole('searchbox', { name: '姓名或读者证号' }), '赵子轩');
    await user.click(screen.getByRole('button', { name: '查找' }));
    const results = within(await screen.findByRole('list', { name: '查找结果' }));
    await user.dblClick(results.getByRole('button', { name: '关注 赵子轩' }));
    await screen.findByText('已关注 赵子轩。');
    expect(calls(ApiPath.followAdd)).toHaveLength(1);
    expect(calls(ApiPath.followAdd)[0]?.body).toMatchObject({ readerid: 5 });
    await waitFor(async () => expect((await people()).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByRole('button', { name: '我关注的（2）' })).toBeTruthy();
  });

  it('finds a reader who keeps their name private by whole code, shown by alias, and says so', async () => {
    const { user } = setup();
    await people();
    const box = screen.getByRole('searchbox', { name: '姓名或读者证号' });
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    const hint = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('没有公开姓名的同学不会按姓名找到，请输入 TA 完整的读者证号。');
    await user.type(box, '20230004');
    await user.click(screen.getByRole('button', { name: '查找' }));
    const results = within(await screen.findByRole('list', { name: '查找结果' }));
    expect(results.getByRole('listitem').textContent).not.toMatch(/初|班/);
    expect(results.getByText('读者 ·7F3A')).toBeTruthy();
    await user.click(results.getByRole('button', { name: '回关 读者 ·7F3A' }));
    await screen.findByText('已关注 读者 ·7F3A。');
  });

  it('asks for two characters before searching, and shows names as text', async () => {
    const { user, calls } = setup();
    await people();
    await user.type(screen.getByRole('searchbox', { name: '姓名或读者证号' }), '陈');
    await user.click(screen.getByRole('button', { name: '查找' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请至少输入 2 个字');
    expect(calls(ApiPath.followSearch)).toHaveLength(0);
    await user.clear(screen.getByRole('searchbox', { name: '姓名或读者证号' }));
    await user.type(screen.getByRole('searchbox', { name: '姓名或读者证号' }), '小宝');
    await user.click(screen.getByRole('button', { name: '查找' }));
    // A name that looks like HTML is shown as it was typed.
    await screen.findByText('<b>陈</b>小宝');
  });

  it('unfollows, links to a followed reader’s booklists and shows their shared reading', async () => {
    const { user, onNavigate } = setup();
    const following = await people();
    await user.click(following.getByRole('link', { name: '陈思雨 的公开书单' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/my-booklist',
      query: { reader: 4 },
    });
    await user.click(following.getByRole('button', { name: '陈思雨 在读的书' }));
    await screen.findByText(/小王子/);
    expect(screen.getByRole('button', { name: '收起' }).getAttribute('aria-expanded')).toBe('true');
    await user.click(following.getByRole('button', { name: '取消关注 陈思雨' }));
    await screen.findByText('已取消关注 陈思雨。');
    await screen.findByText('你还没有关注任何人。查找同学并关注吧。');
  });

  it('turns "let followers see my reading" on (off by default)', async () => {
    const { user, calls } = setup();
    const box = await screen.findByRole('checkbox', { name: '允许关注我的人查看我在读的书' });
    await waitFor(() => expect((box as HTMLInputElement).disabled).toBe(false));
    expect((box as HTMLInputElement).checked).toBe(false);
    await user.click(box);
    await screen.findByText('关注你的人现在可以看到你在读的书。');
    expect(calls(ApiPath.followSettingUpdate)[0]?.body).toMatchObject({ sharereading: true });
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
  });

  it('shows the server’s refusal', async () => {
    const { user } = setup({ followFails: '关注操作太频繁，请稍后再试' });
    await people();
    await user.type(screen.getByRole('searchbox', { name: '姓名或读者证号' }), '赵子轩');
    await user.click(screen.getByRole('button', { name: '查找' }));
    await user.click(await screen.findByRole('button', { name: '关注 赵子轩' }));
    await screen.findByText('关注操作太频繁，请稍后再试');
  });

  it('asks a logged-out reader to log in', async () => {
    const { user, onNavigate, calls } = setup({ loggedIn: false });
    await user.click(await screen.findByRole('button', { name: '登录' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/login',
      query: { redirect: '/student-connection' },
    });
    expect(calls(ApiPath.followList)).toHaveLength(0);
  });

  it('speaks English and has no axe violations', async () => {
    const { user } = setup({ lang: 'en' });
    await screen.findByRole('list', { name: /Following/ });
    await user.click(screen.getByRole('button', { name: 'What 陈思雨 is reading' }));
    await screen.findByText(/小王子/);
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe('<lp-connections>', () => {
  it('renders in its shadow root', async () => {
    setTestSession(true);
    (await import('./element')).define();
    const api = createFakeApi(withOrganization(connectionsServer()));
    vi.stubGlobal('fetch', api.fetch);
    const host = document.createElement('div');
    host.innerHTML = `<lp-connections api-base="${TEST_API_BASE}" list="fans"></lp-connections>`;
    document.body.append(host);
    const shadow = (host.firstElementChild as HTMLElement).shadowRoot as unknown as HTMLElement;
    await within(shadow).findByText('读者 ·7F3A');
    host.remove();
  });
});
