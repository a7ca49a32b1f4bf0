import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath, type LpEvent } from '../../core';
import { createFakeApi } from '../../test/fake-api';
import { TEST_API_BASE, renderWidget, withOrganization } from '../../test/render';
import { setTestSession } from '../../test/session';
import { shelfServer, type ShelfServerOptions } from './fixtures';
import { VirtualBookshelf } from './VirtualBookshelf';

function setup(
  options: ShelfServerOptions & { loggedIn?: boolean; lang?: 'en'; shelf?: string } = {},
) {
  setTestSession(options.loggedIn ?? true);
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <VirtualBookshelf shelf={options.shelf} onNavigate={onNavigate} />,
    shelfServer(options),
    options.lang,
  );
  const calls = (path: string) =>
    rendered.requests.filter((request) => request.path.endsWith(path));
  return { ...rendered, onNavigate, calls, user: userEvent.setup() };
}

const entries = () => screen.findAllByRole('listitem', {}, { timeout: 5000 });

describe('VirtualBookshelf', () => {
  it('shows the statistics and the reading shelf first, then another shelf', async () => {
    const { user } = setup();
    const list = await entries();
    expect(list).toHaveLength(1);
    expect(list[0]?.textContent).toContain('西游记');
    expect(list[0]?.textContent).toContain('作者：吴承恩');
    expect(list[0]?.textContent).toContain('读到第四十回。');
    expect(screen.getByText('今年读完').nextElementSibling?.textContent).toBe('2');
    const read = screen.getByRole('button', { name: '已读 (2)' });
    expect(read.getAttribute('aria-pressed')).toBe('false');
    await user.click(read);
    expect(read.getAttribute('aria-pressed')).toBe('true');
    const titles = (await entries()).map((item) => item.querySelector('h4')?.textContent);
    expect(titles).toEqual(['活着', '小王子']);
    expect(screen.getByText(/馆外图书/)).toBeTruthy();
  });

  it('opens a catalogue book through lp-navigate', async () => {
    const { user, onNavigate } = setup();
    await user.click(await screen.findByRole('link', { name: '西游记' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/bookDetail',
      query: { bookid: 1 },
    });
  });

  it('moves an entry to another shelf', async () => {
    const { user, calls } = setup();
    await entries();
    await user.selectOptions(screen.getByRole('combobox', { name: '把《西游记》移到' }), 'read');
    await user.click(screen.getByRole('button', { name: '移动' }));
    await screen.findByText('已移到“已读”');
    expect(calls(ApiPath.shelfSave)[0]?.body).toMatchObject({ id: 1, shelf: 'read' });
    await screen.findByText('这个书架还是空的。');
  });

  it('moves once for a double click', async () => {
    // The answer takes a moment, as on a network: the second click lands while it is pending.
    const { user, calls } = setup({ delay: 50 });
    await entries();
    await user.selectOptions(screen.getByRole('combobox', { name: '把《西游记》移到' }), 'read');
    await user.dblClick(screen.getByRole('button', { name: '移动' }));
    await screen.findByText('已移到“已读”');
    expect(calls(ApiPath.shelfSave)).toHaveLength(1);
  });

  it('removes once for a double click on the button, with one dialog', async () => {
    const { user, calls } = setup({ delay: 50 });
    await entries();
    await user.dblClick(screen.getByRole('button', { name: '从书架移除《西游记》' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: '移除' }));
    await screen.findByText('已从书架移除');
    expect(calls(ApiPath.shelfDelete)).toHaveLength(1);
  });

  it('removes an entry only after confirming', async () => {
    const { user, calls } = setup();
    await entries();
    await user.click(screen.getByRole('button', { name: '从书架移除《西游记》' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '移除' }));
    await waitFor(() => expect(calls(ApiPath.shelfDelete)[0]?.body).toMatchObject({ id: 1 }));
    await screen.findByText('已从书架移除');
  });

  it('requires a title, then adds a book typed by hand once on a double click', async () => {
    const { user, calls } = setup({ delay: 30 });
    await entries();
    await user.click(screen.getByRole('button', { name: '放上书架' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请输入书名');
    expect(calls(ApiPath.shelfSave)).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: '书名' }), '<b>夏洛的网</b>');
    await user.type(screen.getByRole('textbox', { name: '作者' }), 'E.B.怀特');
    await user.dblClick(screen.getByRole('button', { name: '放上书架' }));
    await screen.findByText('《<b>夏洛的网</b>》已放上书架');
    expect(calls(ApiPath.shelfSave)).toHaveLength(1);
    expect(calls(ApiPath.shelfSave)[0]?.body).toMatchObject({
      shelf: 'reading',
      title: '<b>夏洛的网</b>',
      author: 'E.B.怀特',
    });
    // Shown as text: no <b> element comes from the title.
    await screen.findByRole('heading', { name: '<b>夏洛的网</b>' });
  });

  it('asks a logged-out reader to log in and calls nothing', async () => {
    const { user, onNavigate, calls } = setup({ loggedIn: false });
    await user.click(await screen.findByRole('button', { name: '登录' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/login',
      query: { redirect: '/virtual-bookshelf' },
    });
    expect(calls(ApiPath.shelfList)).toHaveLength(0);
  });

  it('says so when the shelf cannot be read', async () => {
    setup({ fails: true });
    await screen.findByText('获取书架失败');
  });

  it('speaks English, opens the shelf it is given, and has no axe violations', async () => {
    setup({ lang: 'en', shelf: 'preborrow' });
    expect((await entries())[0]?.textContent).toContain('三体');
    expect(
      screen.getByRole('button', { name: 'Pre-borrowed (1)' }).getAttribute('aria-pressed'),
    ).toBe('true');
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe('<lp-virtual-bookshelf>', () => {
  it('renders in its shadow root', async () => {
    setTestSession(true);
    (await import('./element')).define();
    const api = createFakeApi(withOrganization(shelfServer()));
    vi.stubGlobal('fetch', api.fetch);
    const host = document.createElement('div');
    host.innerHTML = `<lp-virtual-bookshelf api-base="${TEST_API_BASE}" shelf="read"></lp-virtual-bookshelf>`;
    document.body.append(host);
    const shadow = (host.firstElementChild as HTMLElement).shadowRoot as unknown as HTMLElement;
    expect(await within(shadow).findAllByRole('listitem')).toHaveLength(2);
    expect(shadow.querySelector('[part="statistics"]')).not.toBeNull();
    host.remove();
  });
});
