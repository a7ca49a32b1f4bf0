import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { ApiPath, LibportalProvider, getRuntime, type LpEvent } from '../../core';
import { TEST_API_BASE, renderWidget } from '../../test/render';
import { Bookshelf, type BookshelfProps } from './Bookshelf';
import { CopyShelfLink } from './CopyShelfLink';
import { shelfServer, type ShelfServerOptions } from './fixtures';

function setup(props: Partial<BookshelfProps> = {}, options: ShelfServerOptions = {}, lang?: 'en') {
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const onSelectionChange = vi.fn();
  const rendered = renderWidget(
    <Bookshelf onNavigate={onNavigate} onSelectionChange={onSelectionChange} {...props} />,
    shelfServer(options),
    lang,
  );
  const calls = (path: string) =>
    rendered.requests.filter((request) => request.path.endsWith(path));
  return { ...rendered, onNavigate, onSelectionChange, calls, user: userEvent.setup() };
}

const columns = async () => screen.findByRole('group', { name: '书架 A01 的各列' });

describe('Bookshelf', () => {
  it("draws the first shelf with its columns' ranges and copies, and asks to pick a column", async () => {
    const { calls } = setup();
    const shelf = await columns();
    const first = within(shelf).getByRole('button', { name: /第 1 列/ });
    expect(first.getAttribute('aria-pressed')).toBe('false');
    expect(first.textContent).toContain('I207/L1 — I247.5/Y9');
    await waitFor(() => expect(first.textContent).toContain('30 册'));
    expect(screen.getByText('请选择一列查看上面的图书。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '书架 A01' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(calls(ApiPath.bookshelves)[0]?.body).toMatchObject({ organizationid: 1 });
    expect(calls(ApiPath.shelfColumnStatistics)[0]?.body).toMatchObject({ shelfid: 1 });
  });

  it("opens a column: its figures, categories and books, each linking to the book's page", async () => {
    const { user, calls, onSelectionChange } = setup();
    await user.click(within(await columns()).getByRole('button', { name: /第 1 列/ }));
    const detail = await screen.findByRole('region', { name: '书架 A01 第 1 列' });
    const figures = within(detail);
    expect(figures.getByText('种数', { selector: 'dt' }).nextSibling?.textContent).toBe('30');
    expect(figures.getByText('借出', { selector: 'dt' }).nextSibling?.textContent).toBe('1');
    expect(figures.getByRole('list', { name: '主要类别' }).textContent).toContain('文学（I）');
    const link = await figures.findByRole('link', { name: /平凡的世界/ });
    expect(link.getAttribute('href')).toBe('/bookDetail?bookid=102');
    expect(link.textContent).toContain('路遥');
    expect(link.textContent).toContain('借出');
    expect(calls(ApiPath.shelfAssets)[0]?.body).toMatchObject({
      organizationid: 1,
      columnid: 11,
      pageindex: 1,
      pagesize: 24,
    });
    expect(onSelectionChange).toHaveBeenLastCalledWith({ shelf: 1, column: 11 });
  });

  it('is keyboard operable: Tab to the columns, arrows between them, Enter opens one', async () => {
    const { user } = setup();
    const shelf = await columns();
    const [first, second] = within(shelf).getAllByRole('button');
    first!.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(second);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(first);
    await user.keyboard('{End}{Enter}');
    expect(second!.getAttribute('aria-pressed')).toBe('true');
    await screen.findByRole('link', { name: /The Hobbit/ });
  });

  it('pages the books of a long column', async () => {
    const { user, calls } = setup({ column: '11' });
    await screen.findByRole('link', { name: /活着/ });
    expect(screen.getAllByRole('link')).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await screen.findByRole('link', { name: /Book 28/ });
    expect(calls(ApiPath.shelfAssets).at(-1)?.body).toMatchObject({ pageindex: 2 });
  });

  it('opens the column a link names (its shelf found from it), and follows new props', async () => {
    const { rerender } = setup({ column: '31' });
    const shelf = await screen.findByRole('group', { name: '书架 C01 的各列' });
    expect(
      within(shelf)
        .getByRole('button', { name: /第 1 列/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.getByRole('combobox', { name: '馆藏地点' })).toHaveProperty('value', '3');
    await screen.findByRole('link', { name: /草房子/ });
    rerender(
      <LibportalProvider apiBase={TEST_API_BASE}>
        <Bookshelf shelf="2" />
      </LibportalProvider>,
    );
    await screen.findByRole('group', { name: '书架 A02 的各列' });
  });

  it('says so when the shelf named is not there (another library, or gone), and shows the first', async () => {
    setup({ shelf: '999', column: 'abc' });
    await screen.findByText('没有找到这个书架，请从下面选择。');
    expect(await columns()).toBeTruthy();
  });

  it("moves to another location's first shelf", async () => {
    const { user, onSelectionChange } = setup();
    await columns();
    await user.selectOptions(screen.getByRole('combobox', { name: '馆藏地点' }), '3');
    await screen.findByRole('group', { name: '书架 C01 的各列' });
    expect(onSelectionChange).toHaveBeenLastCalledWith({ shelf: 3 });
    await user.click(screen.getByRole('button', { name: '书架 C01' }));
  });

  it('fires a cancelable lp-navigate before opening a book', async () => {
    const navigate = vi.fn();
    onTestFinished(getRuntime().setNavigator(navigate));
    const { user, onNavigate } = setup({ column: '12' });
    await user.click(await screen.findByRole('link', { name: /The Hobbit/ }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/bookDetail',
      query: { bookid: 140 },
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says when a column is empty', async () => {
    setup({ column: '21' });
    await screen.findByText('这一列暂时没有图书。');
  });

  it('says when the library has no shelves', async () => {
    setup({}, { shelves: [] });
    await screen.findByText('本馆还没有设置书架。');
  });

  it('says when the call fails', async () => {
    setup({}, { fails: true });
    await screen.findByRole('alert');
  });

  it('speaks English', async () => {
    setup({ column: '11' }, {}, 'en');
    await screen.findByRole('group', { name: 'Columns of shelf A01' });
    await screen.findByRole('region', { name: 'Shelf A01, column 1' });
    await screen.findByText('Books on this column');
  });

  it('has no axe violations with a column open', async () => {
    setup({ column: '11' });
    await screen.findByRole('link', { name: /活着/ });
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe('CopyShelfLink', () => {
  it('links a copy to its shelf column on the virtual shelf, or shows nothing when it has none', async () => {
    const { requests } = renderWidget(<CopyShelfLink barcode="YT00000050" />, shelfServer());
    const link = await screen.findByRole('link', { name: /书架 C01 第 1 列/ });
    expect(link.getAttribute('href')).toBe('/virtualShelf?shelf=3&column=31');
    expect(requests.find((r) => r.path.endsWith(ApiPath.shelfAssets))?.body).toMatchObject({
      barcode: 'YT00000050',
    });
  });

  it('shows nothing for a copy on no shelf', async () => {
    const { requests, container } = renderWidget(<CopyShelfLink barcode="NOPE" />, shelfServer());
    await waitFor(() =>
      expect(requests.some((r) => r.path.endsWith(ApiPath.shelfAssets))).toBe(true),
    );
    expect(container.querySelector('a')).toBeNull();
  });
});
