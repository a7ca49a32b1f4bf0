import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath, MAX_MESSAGE_LENGTH, type LpEvent } from '../../core';
import { createFakeApi } from '../../test/fake-api';
import { TEST_API_BASE, renderWidget, withOrganization } from '../../test/render';
import { setTestSession } from '../../test/session';
import { messagesServer, type MessagesServerOptions } from './fixtures';
import { MyMessages } from './MyMessages';

function setup(options: MessagesServerOptions & { loggedIn?: boolean; lang?: 'en' } = {}) {
  setTestSession(options.loggedIn ?? true);
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <MyMessages onNavigate={onNavigate} />,
    messagesServer(options),
    options.lang,
  );
  const calls = (path: string) =>
    rendered.requests.filter((request) => request.path.endsWith(path));
  return { ...rendered, onNavigate, calls, user: userEvent.setup() };
}

const items = () => screen.findAllByRole('listitem');

describe('MyMessages', () => {
  it('lists the messages, unread ones marked, with the unread count, a page at a time', async () => {
    const { user } = setup();
    const list = await items();
    expect(list).toHaveLength(10);
    expect(list[0]?.textContent).toContain('到期提醒');
    expect(list[0]?.textContent).toContain('未读');
    expect(list[2]?.textContent).not.toContain('未读');
    expect(screen.getByText('2 条未读')).toBeTruthy();
    // Newlines of a reply are line breaks, not HTML.
    expect(list[4]?.querySelector('br')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
  });

  it('marks one message read, then all', async () => {
    const { user, calls } = setup();
    await items();
    await user.click(screen.getAllByRole('button', { name: '将这条消息标为已读' })[0]!);
    await screen.findByText('1 条未读');
    expect(calls(ApiPath.messageRead)[0]?.body).toMatchObject({ ids: [1] });
    await user.click(screen.getByRole('button', { name: '全部标为已读' }));
    await screen.findByText('没有未读消息');
    expect(calls(ApiPath.messageRead)[1]?.body).toMatchObject({ all: true });
    expect(screen.queryByRole('button', { name: '全部标为已读' })).toBeNull();
  });

  it('shows only the reader’s own board messages in 我的留言', async () => {
    const { user } = setup();
    await items();
    await user.selectOptions(screen.getByRole('combobox', { name: '显示' }), 'sent');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('listitem').textContent).toContain('希望增加周末开放时间');
  });

  it('refuses an empty or blank message: 请输入留言, and sends nothing', async () => {
    const { user, calls } = setup();
    await items();
    const field = screen.getByRole('textbox', { name: '留言内容' });
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: '提交留言' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请输入留言');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(calls(ApiPath.messageAdd)).toHaveLength(0);
  });

  it('refuses a message over the limit', async () => {
    const { user, calls } = setup();
    await items();
    const field = screen.getByRole('textbox', { name: '留言内容' });
    await user.click(field);
    await user.paste('字'.repeat(MAX_MESSAGE_LENGTH + 1));
    await user.click(screen.getByRole('button', { name: '提交留言' }));
    await screen.findByText(`留言不能超过 ${MAX_MESSAGE_LENGTH} 个字`);
    expect(calls(ApiPath.messageAdd)).toHaveLength(0);
  });

  it('posts a message once on a double click, clears the form and lists it', async () => {
    const { user, calls } = setup({ delay: 30 });
    await items();
    await user.type(screen.getByRole('textbox', { name: '留言内容' }), '<b>请增加座位</b>');
    await user.dblClick(screen.getByRole('button', { name: '提交留言' }));
    await screen.findByText('留言已提交');
    expect(calls(ApiPath.messageAdd)).toHaveLength(1);
    expect(calls(ApiPath.messageAdd)[0]?.body).toMatchObject({ content: '<b>请增加座位</b>' });
    expect((screen.getByRole('textbox', { name: '留言内容' }) as HTMLTextAreaElement).value).toBe(
      '',
    );
    // The text is shown as text: no <b> element comes from it.
    await screen.findByText('<b>请增加座位</b>');
  });

  it('shows the server’s refusal and keeps the text', async () => {
    const { user } = setup({ postFails: '留言太频繁，请稍后再试' });
    await items();
    await user.type(screen.getByRole('textbox', { name: '留言内容' }), '你好');
    await user.click(screen.getByRole('button', { name: '提交留言' }));
    expect((await screen.findAllByText('留言太频繁，请稍后再试')).length).toBeGreaterThan(0);
    expect((screen.getByRole('textbox', { name: '留言内容' }) as HTMLTextAreaElement).value).toBe(
      '你好',
    );
  });

  it('says so when the server’s write limit refuses a message, and keeps the text', async () => {
    const { user, calls } = setup({ postLimited: true });
    await items();
    await user.type(screen.getByRole('textbox', { name: '留言内容' }), '第六条留言');
    await user.click(screen.getByRole('button', { name: '提交留言' }));
    expect((await screen.findAllByText('留言太频繁，请稍后再试')).length).toBeGreaterThan(0);
    expect(calls(ApiPath.messageAdd)).toHaveLength(1);
    expect((screen.getByRole('textbox', { name: '留言内容' }) as HTMLTextAreaElement).value).toBe(
      '第六条留言',
    );
  });

  it('asks a logged-out reader to log in', async () => {
    const { user, onNavigate, calls } = setup({ loggedIn: false });
    await user.click(await screen.findByRole('button', { name: '登录' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/login',
      query: { redirect: '/student-board' },
    });
    expect(calls(ApiPath.messageList)).toHaveLength(0);
  });

  it('shows 请求错误 on failure', async () => {
    setup({ fails: true });
    expect((await screen.findAllByText('请求错误')).length).toBeGreaterThan(0);
  });

  it('speaks English ("Please input message") and has no axe violations', async () => {
    const { user } = setup({ lang: 'en' });
    await items();
    expect(screen.getByText('2 unread')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Post message' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please input message');
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe('<lp-my-messages>', () => {
  it('renders in its shadow root', async () => {
    setTestSession(true);
    (await import('./element')).define();
    const api = createFakeApi(withOrganization(messagesServer()));
    vi.stubGlobal('fetch', api.fetch);
    const host = document.createElement('div');
    host.innerHTML = `<lp-my-messages api-base="${TEST_API_BASE}"></lp-my-messages>`;
    document.body.append(host);
    const shadow = (host.firstElementChild as HTMLElement).shadowRoot as unknown as HTMLElement;
    expect(await within(shadow).findAllByRole('listitem')).toHaveLength(10);
    expect(shadow.querySelector('[part="board"]')).not.toBeNull();
    host.remove();
  });
});
