import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiPath, type LpEvent } from '../../core';
import { renderWidget } from '../../test/render';
import { setTestSession } from '../../test/session';
import { ebookServer, type EbookServerOptions } from '../../test/ebook-fixtures';
import { EbookReader } from './EbookReader';
import { fakeRenderer } from './fixtures';

const renderer = vi.hoisted(() => ({ current: null as ReturnType<typeof fakeRenderer> | null }));
vi.mock('./renderers/load', () => ({
  loadRenderer: {
    epub: async () => renderer.current!.open,
    pdf: async () => renderer.current!.open,
  },
}));

beforeEach(() => {
  renderer.current = fakeRenderer();
  localStorage.clear();
});

function setup(
  bookid: number,
  options: EbookServerOptions & { loggedIn?: boolean; lang?: 'en' } = {},
) {
  setTestSession(options.loggedIn ?? false);
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <EbookReader bookid={bookid} onNavigate={onNavigate} />,
    ebookServer(options),
    options.lang,
  );
  const calls = (path: string) =>
    rendered.requests.filter((request) => request.path.endsWith(path));
  return { ...rendered, onNavigate, calls, user: userEvent.setup() };
}

describe('EbookReader', () => {
  it('opens the book, turns pages with the buttons and the keyboard', async () => {
    const { user } = setup(1);
    // The first test also waits for the lazily loaded strings and chunks.
    await screen.findByText('第 1 / 3 页', undefined, { timeout: 5000 });
    const page = screen.getByRole('region', { name: '论语（选读）' });
    await waitFor(() => expect(document.activeElement).toBe(page));
    fireEvent.keyDown(page, { key: 'ArrowRight' });
    await screen.findByText('第 2 / 3 页');
    fireEvent.keyDown(page, { key: 'PageDown' });
    await screen.findByText('第 3 / 3 页');
    expect((screen.getByRole('button', { name: '下一页' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: '上一页' }));
    await screen.findByText('第 2 / 3 页');
    fireEvent.keyDown(page, { key: 'PageUp' });
    await screen.findByText('第 1 / 3 页');
    // A visitor's position is kept in the browser.
    expect(localStorage.getItem('libportal.ebook.1.1')).toBe('1');
  });

  it('opens a visitor where they stopped in this browser', async () => {
    localStorage.setItem('libportal.ebook.1.3', '2');
    setup(3);
    await screen.findByText('第 2 / 3 页');
    expect(renderer.current?.opened[0]?.position).toBe('2');
    expect(renderer.current?.opened[0]?.language).toBe('en');
  });

  it('opens a logged-in reader at the server’s position and saves the new one', async () => {
    const { calls } = setup(3, { loggedIn: true, positions: { 3: '3' } });
    await screen.findByText('第 3 / 3 页');
    fireEvent.keyDown(screen.getByRole('region', { name: 'The Gettysburg Address' }), {
      key: 'ArrowLeft',
    });
    await screen.findByText('第 2 / 3 页');
    await waitFor(() => expect(calls(ApiPath.ebookPositionSave).length).toBeGreaterThan(0), {
      timeout: 3000,
    });
    expect(calls(ApiPath.ebookPositionSave).at(-1)?.body).toMatchObject({
      bookid: 3,
      position: '2',
      percent: 67,
    });
  });

  it('says a login-only book needs a login, and offers it', async () => {
    const { user, onNavigate } = setup(2);
    await screen.findByText('您没有阅读权限，或登录状态已过期，请登录');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/login',
      query: { redirect: '/ebookReader?bookid=2' },
    });
    expect(renderer.current?.opened).toHaveLength(0);
  });

  it('says so in English too', async () => {
    setup(2, { lang: 'en' });
    await screen.findByText(
      'You do not have permission to read, or login status has expired, please login',
    );
  });

  it('shows the server’s refusal of a file it cannot read', async () => {
    setup(1, { fileRefusal: { code: 10158, msg: 'Unrecognized file type' } });
    await screen.findByText('Unrecognized file type');
    expect(renderer.current?.opened).toHaveLength(0);
  });

  it('says when the book does not exist', async () => {
    setup(99);
    await screen.findByText('电子书不存在');
  });
});
