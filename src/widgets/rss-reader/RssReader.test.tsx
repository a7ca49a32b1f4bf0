import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath, type LpEvent } from '../../core';
import { renderWidget } from '../../test/render';
import { setTestSession } from '../../test/session';
import { rssServer, type RssServerOptions } from './fixtures';
import { RssReader } from './RssReader';
import { isFeedUrl, validateSubscription } from './validation';

function setup(options: RssServerOptions & { loggedIn?: boolean; lang?: 'en' } = {}) {
  setTestSession(options.loggedIn ?? true);
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <RssReader onNavigate={onNavigate} />,
    rssServer(options),
    options.lang,
  );
  const calls = (path: string) =>
    rendered.requests.filter((request) => request.path.endsWith(path));
  return { ...rendered, onNavigate, calls, user: userEvent.setup() };
}

const list = () => screen.findByRole('region', { name: '我的订阅' });

describe('validation', () => {
  it('needs a name and an http(s) address', () => {
    expect(validateSubscription({ name: ' ', url: '' })).toEqual({
      name: 'nameRequired',
      url: 'urlRequired',
    });
    for (const url of [
      'javascript:alert(1)',
      'file:///etc/passwd',
      'ftp://x.org/',
      'example.org',
    ]) {
      expect(isFeedUrl(url), url).toBe(false);
    }
    expect(validateSubscription({ name: 'a', url: 'https://example.org/feed' })).toEqual({});
  });
});

describe('RssReader', () => {
  it('lists the subscriptions and reads a feed as text, links in a new tab', async () => {
    const { user, calls } = setup();
    const region = await list();
    await within(region).findByText('图书馆新闻');
    await user.click(within(region).getByRole('button', { name: '阅读「图书馆新闻」' }));
    const items = await screen.findByRole('region', { name: '「图书馆新闻」的内容' });
    const link = await within(items).findByRole('link', { name: /本周新书/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('href')).toBe('https://library.example.edu/new');
    // Text, never markup: the tag shows as characters and no <img> exists.
    expect(within(items).getByText(/十二本新书上架。<img src=x/)).toBeTruthy();
    expect(items.querySelector('img')).toBeNull();
    expect(within(items).getByText('读书月').tagName).toBe('STRONG');
    expect(calls(ApiPath.rssItems)[0]?.body).toMatchObject({ id: 1 });
  });

  it('says why a feed cannot be read (getContentError and the server’s reason)', async () => {
    const { user } = setup({ feedFails: '不能订阅内部网络或本机地址' });
    await user.click(await screen.findByRole('button', { name: '阅读「图书馆新闻」' }));
    const alert = await screen.findByText('获取内容失败，请检查网络连接或RSS源可用性');
    expect(alert.parentElement?.textContent).toContain('不能订阅内部网络或本机地址');
  });

  it('checks the form before sending, then adds and opens the new feed', async () => {
    const { user, calls } = setup();
    await list();
    await user.click(screen.getByRole('button', { name: '添加订阅' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('请输入名称')).toBeTruthy();
    expect(screen.getByText('请输入订阅地址')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('名称'));
    await user.type(screen.getByLabelText('名称'), '校园新闻');
    await user.type(screen.getByLabelText('订阅地址'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('请输入有效的网址（以 http:// 或 https:// 开头）')).toBeTruthy();
    expect(calls(ApiPath.rssSave)).toHaveLength(0);
    await user.clear(screen.getByLabelText('订阅地址'));
    await user.type(screen.getByLabelText('订阅地址'), 'https://news.example.edu/rss');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('已添加订阅「校园新闻」');
    expect(calls(ApiPath.rssSave)[0]?.body).toMatchObject({
      name: '校园新闻',
      url: 'https://news.example.edu/rss',
    });
    await screen.findByRole('region', { name: '「校园新闻」的内容' });
  });

  it('adds once for a double click on 保存', async () => {
    // The answer takes a moment, as on a network: the second click lands while it is pending.
    const { user, calls } = setup({ delay: 50 });
    await list();
    await user.click(screen.getByRole('button', { name: '添加订阅' }));
    await user.type(screen.getByLabelText('名称'), '校园新闻');
    await user.type(screen.getByLabelText('订阅地址'), 'https://news.example.edu/rss');
    await user.dblClick(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('已添加订阅「校园新闻」');
    expect(calls(ApiPath.rssSave)).toHaveLength(1);
  });

  it('shows the server’s refusal under the form', async () => {
    const { user } = setup({ saveFails: '不能订阅内部网络或本机地址' });
    await list();
    await user.click(screen.getByRole('button', { name: '添加订阅' }));
    await user.type(screen.getByLabelText('名称'), 'x');
    await user.type(screen.getByLabelText('订阅地址'), 'http://10.0.0.1/');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findByRole('alert')).textContent).toBe('不能订阅内部网络或本机地址');
  });

  it('edits a subscription', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: '编辑「Reading club」' }));
    const name = screen.getByLabelText('名称');
    expect((name as HTMLInputElement).value).toBe('Reading club');
    await user.clear(name);
    await user.type(name, '读书会');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('已保存订阅「读书会」');
    expect(calls(ApiPath.rssSave)[0]?.body).toMatchObject({ id: 2, name: '读书会' });
  });

  it('removes only after confirming', async () => {
    const { user, calls } = setup();
    const button = await screen.findByRole('button', { name: '删除「Reading club」' });
    await user.click(button);
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('确定删除订阅「Reading club」吗？')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(calls(ApiPath.rssDelete)).toHaveLength(0);
    await user.click(button);
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    await screen.findByText('已删除订阅「Reading club」');
    await waitFor(() => expect(screen.queryByText('Reading club')).toBeNull());
  });

  it('removes once for a double click on the button, with one dialog', async () => {
    const { user, calls } = setup({ delay: 50 });
    await user.dblClick(await screen.findByRole('button', { name: '删除「Reading club」' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    await screen.findByText('已删除订阅「Reading club」');
    expect(calls(ApiPath.rssDelete)).toHaveLength(1);
  });

  it('says loadError-style text when the list cannot be read', async () => {
    setup({ listFails: true });
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
  });

  it('asks a logged-out reader to log in and asks the server nothing', async () => {
    const { user, onNavigate, calls } = setup({ loggedIn: false, lang: 'en' });
    await screen.findByText('Log in to subscribe to and read RSS feeds.');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/login',
      query: { redirect: '/rss-subscription' },
    });
    expect(calls(ApiPath.rssList)).toHaveLength(0);
  });

  it('has no axe violations with a feed open', async () => {
    const { user, container } = setup();
    await user.click(await screen.findByRole('button', { name: '阅读「图书馆新闻」' }));
    await screen.findByRole('link', { name: /本周新书/ });
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
