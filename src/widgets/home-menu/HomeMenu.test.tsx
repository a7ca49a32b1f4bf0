import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { parseHomeMenu, type LpEvent } from '../../core';
import { renderWidget } from '../../test/render';
import { MENUS, homeMenuServer as server } from './fixtures';
import { HomeMenu } from './HomeMenu';

function setup(options = {}, lang?: 'en') {
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(<HomeMenu onNavigate={onNavigate} />, server(options), lang);
  return { ...rendered, onNavigate, user: userEvent.setup() };
}

describe('HomeMenu', () => {
  it('puts the quick services first, then the library’s pages, each leading to its page', async () => {
    const { user, onNavigate } = setup();
    const quick = await screen.findByRole('region', { name: '快捷服务' });
    expect(within(quick).getByRole('link', { name: '预约续借' }).getAttribute('href')).toBe(
      '/book-management',
    );
    const pages = screen.getByRole('region', { name: '图书馆服务' });
    const news = within(pages).getByRole('link', { name: '新闻' });
    expect(news.getAttribute('href')).toBe('/infos?type=news');
    // An entry of the library's own keeps its own title.
    expect(within(pages).getByRole('link', { name: '校史馆' })).toBeTruthy();
    await user.click(news);
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/infos',
      query: { type: 'news' },
    });
  });

  it('shows a title the library wrote as written, and follows an https address itself', async () => {
    const content = JSON.stringify({
      menus: [
        { key: 'news', title: '校园新闻', path: '/infos?type=news', owntitle: true },
        {
          key: 'custom-1',
          title: '校史馆',
          path: 'https://history.school.example/',
          owntitle: true,
        },
        { key: 'custom-2', title: '坏链接', path: 'http://plain.example/' },
      ],
    });
    const { user, onNavigate } = setup({ content }, 'en');
    const news = await screen.findByRole('link', { name: '校园新闻' });
    expect(news.getAttribute('href')).toBe('/infos?type=news');
    const away = screen.getByRole('link', { name: '校史馆' });
    expect(away.getAttribute('href')).toBe('https://history.school.example/');
    expect(away.getAttribute('rel')).toBe('noopener noreferrer');
    // Plain http is never a link of the menu.
    expect(screen.queryByRole('link', { name: '坏链接' })).toBeNull();
    away.addEventListener('click', (event) => event.preventDefault());
    await user.click(away);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('shows the customer service phone from the menu’s configuration, as a link to call', async () => {
    const { user } = setup();
    const button = await screen.findByRole('button', { name: '客服咨询' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const call = screen.getByRole('link', { name: '拨打客服电话 0571-88886666' });
    expect(call.getAttribute('href')).toBe('tel:057188886666');
  });

  it('says when the library gives no phone', async () => {
    const { user } = setup({ content: JSON.stringify(MENUS) });
    await user.click(await screen.findByRole('button', { name: '客服咨询' }));
    expect(screen.getByText('本馆暂未提供客服电话，请到服务台咨询。')).toBeTruthy();
  });

  it('draws the icons it is given as path data only, and shows the menu without them', async () => {
    const { container } = setup();
    const intro = await screen.findByRole('link', { name: '图书馆简介' });
    await vi.waitFor(() => expect(intro.querySelector('path')).toBeTruthy());
    expect(intro.querySelector('path')?.getAttribute('d')).toBe('M3 9l9-5 9 5');
    expect(screen.getByRole('link', { name: '新闻' }).querySelector('svg')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
  });

  it('reads an edited configuration defensively', () => {
    expect(parseHomeMenu('not json')).toEqual({ menus: [], customerServicePhone: null });
    const parsed = parseHomeMenu(
      JSON.stringify({
        menus: [
          { key: 'a', title: 'A', path: '//evil.example/x' },
          { key: 'b', title: 'B', path: 'javascript:alert(1)' },
          { title: 'no key' },
          { key: 'c', title: 'C', path: '/about' },
        ],
        customerServicePhone: '<b>call</b>',
      }),
    );
    expect(parsed.menus).toEqual([
      { key: 'a', title: 'A' },
      { key: 'b', title: 'B' },
      { key: 'c', title: 'C', path: '/about' },
    ]);
    expect(parsed.customerServicePhone).toBeNull();
  });

  it('speaks English, and has no axe violations', async () => {
    const { container } = setup({ iconsFail: true }, 'en');
    await screen.findByRole('link', { name: 'Reservation and renewal' });
    expect(screen.getByRole('button', { name: 'Customer service consultation' })).toBeTruthy();
    const results = await axe.run(container);
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
