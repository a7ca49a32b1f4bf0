import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  ApiPath,
  getRuntime,
  type BookSearchRequest,
  type FastReading,
  type LpEvent,
  type ReaderBookList,
} from '../../core';
import { fail, ok, type FakeHandler, type RecordedRequest } from '../../test/fake-api';
import { renderWidget } from '../../test/render';
import { STUDENT, searchCatalogue } from '../../test/search-fixtures';
import { SearchResults } from './SearchResults';

vi.setConfig({ testTimeout: 30_000 });

const calls = (requests: RecordedRequest[], path: string) =>
  requests.filter((request) => request.path.endsWith(path));

function list(id: number, name: string, bookcount = 0): ReaderBookList {
  return { id, name, description: '', ispublic: false, bookcount, createdtime: '2026-01-01' };
}

/** One book (三体), the reader's booklists, and the AI quick read service. */
function server(options: {
  lists?: ReaderBookList[];
  reading?: FastReading | null;
  addFails?: boolean;
}): FakeHandler {
  const lists = [...(options.lists ?? [])];
  let reading = options.reading ?? null;
  return (request) => {
    if (request.path.endsWith(ApiPath.bookSearch)) {
      return ok(searchCatalogue({ ...(request.body as BookSearchRequest), keyword: '三体' }));
    }
    if (request.path.endsWith(ApiPath.bookListList)) return ok(lists);
    if (request.path.endsWith(ApiPath.bookListSave)) {
      const saved = list(100 + lists.length, String(request.body?.name));
      lists.push(saved);
      return ok(saved);
    }
    if (request.path.endsWith(ApiPath.bookListAddBook)) {
      return options.addFails ? fail(40401, 'no such list') : ok(null);
    }
    if (request.path.endsWith(ApiPath.fastReadingQuery)) return ok(reading);
    if (request.path.endsWith(ApiPath.fastReadingGen)) {
      reading = {
        bookid: Number(request.body?.bookid),
        summary: '三体文明入侵地球。\n人类组织抵抗。',
        generatedat: '2026-03-01T08:00:00Z',
      };
      return ok(reading);
    }
    return fail(40401, 'unexpected');
  };
}

const logIn = () => getRuntime().session.setLogin(STUDENT);
const toasts = () =>
  getRuntime()
    .notifier.getSnapshot()
    .toasts.map((toast) => toast.message);

describe('Add to booklist', () => {
  it('asks a logged-out reader to log in, then goes to /login with the way back', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
    const { requests } = renderWidget(
      <SearchResults keyword="三体" hideFacets onNavigate={onNavigate} />,
      server({}),
    );
    await user.click(await screen.findByRole('button', { name: '加入书单' }));
    const prompt = await screen.findByRole('alertdialog', { name: '提示' });
    expect(prompt.textContent).toContain('请先登录，再把图书加入书单。');
    await user.click(within(prompt).getByRole('button', { name: '登录' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/login',
      query: { redirect: location.pathname + location.search + location.hash },
    });
    expect(calls(requests, ApiPath.bookListList)).toHaveLength(0);
  });

  it('puts the book on the list a logged-in reader picks', async () => {
    logIn();
    const user = userEvent.setup();
    const { requests } = renderWidget(
      <SearchResults keyword="三体" hideFacets />,
      server({ lists: [list(1, '科幻', 3), list(2, '寒假阅读')] }),
    );
    await user.click(await screen.findByRole('button', { name: '加入书单' }));
    const dialog = await screen.findByRole('dialog', { name: '把《三体》加入书单' });
    // Nothing chosen yet: told, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: '加入' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('请选择书单');
    await user.click(await within(dialog).findByRole('radio', { name: /寒假阅读/ }));
    await user.click(within(dialog).getByRole('button', { name: '加入' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(requests, ApiPath.bookListAddBook).map((request) => request.body)).toEqual([
      expect.objectContaining({ booklistid: 2, bookid: 3, userid: STUDENT.id }),
    ]);
    expect(toasts()).toContain('已加入书单“寒假阅读”');
  });

  it('creates a list (name required) and adds the book to it', async () => {
    logIn();
    const user = userEvent.setup();
    const { requests } = renderWidget(<SearchResults keyword="三体" hideFacets />, server({}));
    await user.click(await screen.findByRole('button', { name: '加入书单' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('您还没有书单，请先新建一个。');
    const name = within(dialog).getByRole('textbox', { name: '新建书单' });
    await user.click(within(dialog).getByRole('button', { name: '新建' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('请输入书单名称');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(calls(requests, ApiPath.bookListSave)).toHaveLength(0);

    await user.type(name, ' 刘慈欣作品 ');
    await user.click(within(dialog).getByRole('button', { name: '新建' }));
    const created = await within(dialog).findByRole('radio', { name: /刘慈欣作品/ });
    expect((created as HTMLInputElement).checked).toBe(true);
    expect(calls(requests, ApiPath.bookListSave)[0]?.body).toMatchObject({ name: '刘慈欣作品' });
    await user.click(within(dialog).getByRole('button', { name: '加入' }));
    await waitFor(() =>
      expect(calls(requests, ApiPath.bookListAddBook)[0]?.body).toMatchObject({
        booklistid: 100,
        bookid: 3,
      }),
    );
  });

  it('says so when the book cannot be added, and keeps the dialog open', async () => {
    logIn();
    const user = userEvent.setup();
    renderWidget(
      <SearchResults keyword="三体" hideFacets />,
      server({ lists: [list(1, '科幻')], addFails: true }),
    );
    await user.click(await screen.findByRole('button', { name: '加入书单' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('radio', { name: /科幻/ }));
    await user.click(within(dialog).getByRole('button', { name: '加入' }));
    await waitFor(() => expect(toasts()).toContain('加入书单失败'));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('AI quick read', () => {
  it('shows an existing summary in place', async () => {
    const user = userEvent.setup();
    const { requests } = renderWidget(
      <SearchResults keyword="三体" hideFacets />,
      server({
        reading: { bookid: 3, summary: '地球文明与三体文明的故事。', generatedat: '2026-02-01' },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'AI速读' }));
    const region = await screen.findByRole('region', { name: '《三体》的AI速读' });
    await within(region).findByText('地球文明与三体文明的故事。');
    expect(calls(requests, ApiPath.fastReadingQuery)[0]?.query.toString()).toBe('bookid=3&orgid=1');
  });

  it('offers nothing to generate to a logged-out reader', async () => {
    const user = userEvent.setup();
    renderWidget(<SearchResults keyword="三体" hideFacets />, server({}));
    await user.click(await screen.findByRole('button', { name: 'AI速读' }));
    await screen.findByText('登录后可生成AI速读。');
    expect(screen.queryByRole('button', { name: '生成AI速读' })).toBeNull();
  });

  it('generates one for a logged-in reader and shows it, lines kept', async () => {
    logIn();
    const user = userEvent.setup();
    const { requests } = renderWidget(<SearchResults keyword="三体" hideFacets />, server({}));
    await user.click(await screen.findByRole('button', { name: 'AI速读' }));
    await user.click(await screen.findByRole('button', { name: '生成AI速读' }));
    const region = screen.getByRole('region', { name: '《三体》的AI速读' });
    await within(region).findByText(/三体文明入侵地球/);
    expect(region.querySelectorAll('br')).toHaveLength(1);
    expect(calls(requests, ApiPath.fastReadingGen)[0]?.body).toMatchObject({ bookid: 3 });
  });
});
