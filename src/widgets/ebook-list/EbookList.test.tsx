import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath, type LpEvent } from '../../core';
import { renderWidget } from '../../test/render';
import { setTestSession } from '../../test/session';
import { EbookList, type EbookListProps } from './EbookList';
import { ebookServer, type EbookServerOptions } from '../../test/ebook-fixtures';

function setup(
  options: EbookServerOptions & {
    loggedIn?: boolean;
    lang?: 'en';
    props?: Partial<EbookListProps>;
  } = {},
) {
  setTestSession(options.loggedIn ?? false);
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => {
    // The reader's page is the portal's: cancelled here, as a page handling it would.
    if (event.detail.path === '/ebookReader' || event.detail.path === '/login')
      event.preventDefault();
  });
  const rendered = renderWidget(
    <EbookList onNavigate={onNavigate} {...options.props} />,
    ebookServer(options),
    options.lang,
  );
  const calls = (path: string) =>
    rendered.requests.filter((request) => request.path.endsWith(path));
  return { ...rendered, onNavigate, calls, user: userEvent.setup() };
}

describe('EbookList', () => {
  it('lists e-books and journals with their format, login rule and tags', async () => {
    setup();
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    const tao = within(list).getByRole('heading', { name: '道德经（选读）' }).closest('li');
    expect(tao?.textContent).toContain('登录后阅读');
    expect(tao?.textContent).toContain('EPUB');
    expect(screen.getByText('共 4 种')).toBeTruthy();
    // Logged out: no shelf button.
    expect(screen.queryByRole('button', { name: /加入书架/ })).toBeNull();
  });

  it('filters by type and by tag, and searches', async () => {
    const { user, calls } = setup();
    await screen.findByRole('list');
    await user.click(
      within(screen.getByRole('group', { name: '资源类型' })).getByRole('button', {
        name: '电子期刊',
      }),
    );
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(calls(ApiPath.ebookReaderList).at(-1)?.body).toMatchObject({ ebooktype: 1 });
    await user.click(screen.getByRole('button', { name: '全部' }));
    await user.click(await screen.findByRole('button', { name: '国学经典（2）' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByRole('button', { name: '国学经典（2）' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await user.click(screen.getByRole('button', { name: '全部分类' }));
    await user.type(screen.getByRole('searchbox', { name: '搜索电子资源' }), 'gettysburg');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(calls(ApiPath.ebookReaderList).at(-1)?.body).toMatchObject({ keyword: 'gettysburg' });
  });

  it('opens a detail in place, and back to the list', async () => {
    const { user, onNavigate } = setup();
    await screen.findByRole('list');
    await user.click(screen.getByRole('button', { name: '查看详情《论语（选读）》' }));
    await screen.findByRole('heading', { name: '论语（选读）' });
    expect(screen.getByText('论语（选读）的简介。')).toBeTruthy();
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({ path: '/ebooks', query: { bookid: 1 } });
    await user.click(screen.getByRole('button', { name: '在线阅读' }));
    expect(onNavigate.mock.calls.at(-1)?.[0].detail).toEqual({
      path: '/ebookReader',
      query: { bookid: 1 },
    });
    await user.click(screen.getByRole('button', { name: '返回列表' }));
    await screen.findByRole('list');
  });

  it('adds to and removes from the shelf when logged in', async () => {
    const { user, calls } = setup({ loggedIn: true });
    await screen.findByRole('list');
    await user.click(screen.getByRole('button', { name: '加入书架《论语（选读）》' }));
    await screen.findByRole('button', { name: '移出书架《论语（选读）》' });
    expect(calls(ApiPath.ebookShelfChange)[0]?.body).toMatchObject({ bookid: 1, onshelf: true });
    await user.click(screen.getByRole('button', { name: '移出书架《论语（选读）》' }));
    await screen.findByRole('button', { name: '加入书架《论语（选读）》' });
    expect(calls(ApiPath.ebookShelfChange)[1]?.body).toMatchObject({ bookid: 1, onshelf: false });
  });

  it('shows the reader’s shelf, or asks to log in', async () => {
    setup({ loggedIn: true, shelved: [3], props: { view: 'shelf' } });
    await screen.findByRole('heading', { name: '我的电子书架' });
    await screen.findByText('已读 40%');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('asks a visitor to log in for the shelf, in English', async () => {
    const { user, onNavigate } = setup({ lang: 'en', props: { view: 'shelf' } });
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Log in to see your e-book shelf.')).toBeTruthy();
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/login',
      query: { redirect: '/digitalSource' },
    });
  });

  it('says when a book does not exist', async () => {
    setup({ props: { bookid: 99 } });
    await screen.findByText('电子书不存在');
  });
});
