import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath, type BookSearchRequest } from '../../core';
import { fail, ok, type FakeHandler, type RecordedRequest } from '../../test/fake-api';
import { renderWidget } from '../../test/render';
import { searchCatalogue } from '../../test/search-fixtures';
import { CategorySearch } from './CategorySearch';
import { pathTo, visibleNodes } from './CategoryTree';
import { KINDS } from './fixtures';

vi.setConfig({ testTimeout: 30_000 });

const server: FakeHandler = (request) => {
  if (request.path.endsWith(ApiPath.bookKinds)) return ok(KINDS);
  if (request.path.endsWith(ApiPath.bookSearch)) {
    return ok(searchCatalogue(request.body as BookSearchRequest));
  }
  return fail(40401, 'unexpected');
};

const lastSearch = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.path.endsWith(ApiPath.bookSearch)).at(-1)?.body as
    BookSearchRequest | undefined;

describe('category tree helpers', () => {
  it('lists the visible nodes with their level and parent', () => {
    const nodes = visibleNodes(KINDS, new Set(['I', 'I2']));
    expect(nodes.map((node) => [node.kind.code, node.level, node.parent])).toEqual([
      ['I', 1, null],
      ['I2', 2, 'I'],
      ['I24', 3, 'I2'],
      ['I5', 2, 'I'],
      ['K', 1, null],
      ['N', 1, null],
    ]);
  });

  it('finds the path to a code', () => {
    expect(pathTo(KINDS, 'I247').map((kind) => kind.code)).toEqual(['I', 'I2', 'I24', 'I247']);
    expect(pathTo(KINDS, 'Z')).toEqual([]);
  });
});

describe('CategorySearch', () => {
  it('shows the tree with counts and the books of a chosen category', async () => {
    const user = userEvent.setup();
    const onCategoryChange = vi.fn();
    const { requests } = renderWidget(
      <CategorySearch onCategoryChange={onCategoryChange} />,
      server,
    );
    const tree = await screen.findByRole('tree', { name: '图书分类' });
    expect(
      requests.find((request) => request.path.endsWith(ApiPath.bookKinds))?.query.get('orgid'),
    ).toBe('1');
    expect(screen.getByText('请在分类中选择一类，浏览其中的图书。')).toBeTruthy();
    const literature = within(tree).getByRole('treeitem', { name: 'I 文学 4 册' });
    expect(literature.getAttribute('aria-expanded')).toBe('false');
    expect(within(tree).getAllByRole('treeitem')).toHaveLength(3);

    await user.click(within(literature).getByText('文学'));
    expect(onCategoryChange).toHaveBeenCalledWith('I');
    expect(literature.getAttribute('aria-selected')).toBe('true');
    expect(literature.getAttribute('aria-expanded')).toBe('true');
    await screen.findByRole('heading', { name: 'I 文学' });
    await waitFor(() => expect(lastSearch(requests)?.filters).toEqual({ category: ['I'] }));
    await screen.findByText('共找到 4 条结果');
    // The category decides the category: it is not offered again as a facet.
    const facets = screen.getByRole('group', { name: '筛选结果' });
    expect(within(facets).queryByRole('group', { name: '分类' })).toBeNull();
  });

  it('is a keyboard tree: arrows move, open and close; Enter chooses', async () => {
    const user = userEvent.setup();
    const { requests } = renderWidget(<CategorySearch />, server);
    const tree = await screen.findByRole('tree');
    const items = () => within(tree).getAllByRole('treeitem');
    // One tab stop: the first item.
    expect(items().filter((item) => item.tabIndex === 0)).toHaveLength(1);
    await user.tab();
    expect(document.activeElement?.getAttribute('data-code')).toBe('I');
    await user.keyboard('{ArrowRight}');
    expect(items()[0]?.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(document.activeElement?.getAttribute('data-code')).toBe('I2'));
    expect(document.activeElement?.getAttribute('aria-level')).toBe('2');
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement?.getAttribute('data-code')).toBe('I5'));
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(document.activeElement?.getAttribute('data-code')).toBe('I'));
    await user.keyboard('{ArrowLeft}');
    expect(items()[0]?.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{End}');
    await waitFor(() => expect(document.activeElement?.getAttribute('data-code')).toBe('N'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(lastSearch(requests)?.filters).toEqual({ category: ['N'] }));
    await user.keyboard('{Home}');
    await waitFor(() => expect(document.activeElement?.getAttribute('data-code')).toBe('I'));
    // A letter jumps to the next category starting with it.
    await user.keyboard('k');
    await waitFor(() => expect(document.activeElement?.getAttribute('data-code')).toBe('K'));
  });

  it('opens the way to a category given by the URL, and speaks English', async () => {
    renderWidget(<CategorySearch category="I24" />, server, 'en');
    const tree = await screen.findByRole('tree', { name: 'Book categories' });
    const chosen = within(tree).getByRole('treeitem', { selected: true });
    expect(chosen.getAttribute('data-code')).toBe('I24');
    expect(chosen.tabIndex).toBe(0);
    await screen.findByRole('heading', { name: 'I24 小说' });
  });

  it('says 请求错误 when the tree cannot be loaded', async () => {
    renderWidget(<CategorySearch />, () => fail(20102, '', 500));
    await screen.findByRole('alert');
  });
});
