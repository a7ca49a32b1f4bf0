import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath, type LpEvent } from '../../core';
import {
  detailServer,
  shelvedEntry,
  type DetailServerOptions,
} from '../../test/book-detail-fixtures';
import { renderWidget } from '../../test/render';
import { setTestSession } from '../../test/session';
import { BookDetail } from './BookDetail';

function setup(options: DetailServerOptions & { loggedIn?: boolean; lang?: 'en' } = {}) {
  setTestSession(options.loggedIn ?? true);
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <BookDetail bookid="1" onNavigate={onNavigate} />,
    detailServer(options),
    options.lang,
  );
  const saves = () => rendered.requests.filter((r) => r.path.endsWith(ApiPath.shelfSave));
  return { ...rendered, onNavigate, saves, user: userEvent.setup() };
}

const shelveButton = async (name = '放上书架') => {
  const button = (await screen.findByRole('button', { name })) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
};

describe('BookDetail: shelve this book', () => {
  it(
    'puts the book on the shelf the reader chooses, then says it is there',
    { timeout: 15_000 },
    async () => {
      const { user, saves } = setup();
      await user.click(await shelveButton());
      const chooser = screen.getByRole('group', { name: '放到我的哪个书架' });
      expect(
        within(chooser)
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('value')),
      ).toEqual(['reading', 'preborrow', 'read']);
      await user.click(within(chooser).getByRole('radio', { name: '已读' }));
      await user.click(within(chooser).getByRole('button', { name: '确定' }));
      await screen.findByText('已放上“已读”书架');
      expect(saves()).toHaveLength(1);
      expect(saves()[0]?.body).toMatchObject({ shelf: 'read', bookid: 1 });
      // The shelf is read again: the book is now there, so no second button to press.
      await screen.findByText('已在我的书架：已读');
      expect(screen.queryByRole('button', { name: '放上书架' })).toBeNull();
    },
  );

  it('shelves once for a double click on 确定', async () => {
    // The answer takes a moment, as on a network: the second click lands while it is pending.
    const { user, saves } = setup({ shelveDelay: 50 });
    await user.click(await shelveButton());
    const chooser = screen.getByRole('group', { name: '放到我的哪个书架' });
    await user.dblClick(within(chooser).getByRole('button', { name: '确定' }));
    await screen.findByText('已在我的书架：在读');
    expect(saves()).toHaveLength(1);
  });

  it('says which shelf an already shelved book is on, and offers no button', async () => {
    setup({ shelf: [shelvedEntry(9, 'preborrow')] });
    await screen.findByText('已在我的书架：预借');
    expect(screen.queryByRole('button', { name: '放上书架' })).toBeNull();
  });

  it('cancels without saving, and keeps the chooser on a refusal', async () => {
    const { user, saves } = setup({ refuse: { shelve: '书架已满' } });
    await user.click(await shelveButton());
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('group', { name: '放到我的哪个书架' })).toBeNull();
    expect(saves()).toHaveLength(0);
    await user.click(await shelveButton());
    await user.click(screen.getByRole('button', { name: '确定' }));
    await screen.findByText('放上书架失败：书架已满');
    expect(saves()[0]?.body).toMatchObject({ shelf: 'reading', bookid: 1 });
    expect(screen.getByRole('group', { name: '放到我的哪个书架' })).toBeTruthy();
  });

  it('logged out, asks to log in and goes to the login page only on yes', async () => {
    const { user, onNavigate, saves } = setup({ loggedIn: false });
    await user.click(await shelveButton());
    let dialog = await screen.findByRole('alertdialog', { name: '提示' });
    expect(within(dialog).getByText('登录后才能把书放上你的虚拟书架，是否现在登录？')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(onNavigate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '放上书架' }));
    dialog = await screen.findByRole('alertdialog', { name: '提示' });
    await user.click(within(dialog).getByRole('button', { name: '登录' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toMatchObject({ path: '/login' });
    expect(saves()).toHaveLength(0);
  });

  it('speaks English and has no axe violations with the chooser open', async () => {
    const { user, container } = setup({ lang: 'en' });
    await user.click(await shelveButton('Put on my shelf'));
    expect(screen.getByRole('radio', { name: 'Pre-borrowed' })).toBeTruthy();
    const results = await axe.run(container, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
