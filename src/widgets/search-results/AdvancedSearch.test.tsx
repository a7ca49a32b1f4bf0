import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BookSearchRequest } from '../../core';
import type { FakeHandler, RecordedRequest } from '../../test/fake-api';
import { renderWidget } from '../../test/render';
import { answerSearch } from '../../test/search-fixtures';
import { SearchResults } from './SearchResults';

vi.setConfig({ testTimeout: 30_000 });

const searches = (requests: RecordedRequest[]) =>
  requests
    .filter((request) => request.path.endsWith('/Book/Query/Search'))
    .map((request) => request.body as BookSearchRequest);

/** The catalogue; a query containing `~` is refused the way the server refuses a parse error. */
const server: FakeHandler = (request) => answerSearch(request.body as BookSearchRequest);

async function openAdvanced(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: '高级检索' }));
  return screen.getByRole('search', { name: '高级检索' });
}

describe('Advanced search', () => {
  it('refuses empty content with the product’s text, tied to the field', async () => {
    const user = userEvent.setup();
    const { requests } = renderWidget(<SearchResults searchForm hideFacets />, server);
    const form = await openAdvanced(user);
    const before = searches(requests).length;
    await user.click(within(form).getByRole('button', { name: '按检索式检索' }));
    const input = within(form).getByRole('textbox', { name: '检索式' });
    const alert = within(form).getByRole('alert');
    expect(alert.textContent).toContain('高级检索内容不能为空');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect(searches(requests)).toHaveLength(before);
  });

  it('says so in English', async () => {
    const user = userEvent.setup();
    renderWidget(<SearchResults searchForm hideFacets />, server, 'en');
    await user.click(await screen.findByRole('button', { name: 'Advanced search' }));
    await user.click(screen.getByRole('button', { name: 'Search with this query' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Advanced search content cannot be empty',
    );
  });

  it('builds the query from the form and searches with it', async () => {
    const user = userEvent.setup();
    const onStateChange = vi.fn();
    const { requests } = renderWidget(
      <SearchResults searchForm hideFacets onStateChange={onStateChange} />,
      server,
    );
    const form = await openAdvanced(user);
    await user.type(within(form).getByRole('textbox', { name: '条件 1 的检索词' }), 'harry potter');
    await user.type(within(form).getByRole('textbox', { name: '条件 2 的检索词' }), 'rowling');
    await user.click(within(form).getByRole('button', { name: '添加条件' }));
    await user.selectOptions(
      within(form).getByRole('combobox', { name: '条件 3 的逻辑关系' }),
      'NOT',
    );
    await user.selectOptions(
      within(form).getByRole('combobox', { name: '条件 3 的字段' }),
      'publisher',
    );
    await user.type(within(form).getByRole('textbox', { name: '条件 3 的检索词' }), 'Bloomsbury');
    const query = 'title:"harry potter" AND author:rowling AND NOT publisher:Bloomsbury';
    expect((within(form).getByRole('textbox', { name: '检索式' }) as HTMLInputElement).value).toBe(
      query,
    );
    await user.click(within(form).getByRole('button', { name: '按检索式检索' }));
    await waitFor(() => expect(searches(requests).at(-1)?.query).toBe(query));
    expect(searches(requests).at(-1)?.sort).toEqual([{ field: 'relevance', order: 'desc' }]);
    expect(onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ query, keyword: '', page: 1 }),
    );
    await screen.findByRole('heading', { name: `检索式 ${query} 的检索结果` });
  });

  it('shows a syntax error where it is, moves the caret there, and sends nothing', async () => {
    const user = userEvent.setup();
    const { requests } = renderWidget(<SearchResults searchForm hideFacets />, server);
    const form = await openAdvanced(user);
    const input = within(form).getByRole('textbox', { name: '检索式' }) as HTMLInputElement;
    await user.type(input, 'title:三体 AND OR author:刘慈欣');
    const before = searches(requests).length;
    await user.click(within(form).getByRole('button', { name: '按检索式检索' }));
    const alert = within(form).getByRole('alert');
    expect(alert.textContent).toContain('第 14 个字符处缺少检索词');
    // The character at the place is marked…
    expect(alert.querySelector('mark')?.textContent).toBe('O');
    // …and the caret is on it.
    expect(document.activeElement).toBe(input);
    expect(input.selectionStart).toBe(13);
    expect(input.selectionEnd).toBe(14);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(searches(requests)).toHaveLength(before);

    // Editing clears the error.
    await user.type(input, 'x');
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the server’s parse error (code 40002) at the field', async () => {
    const user = userEvent.setup();
    renderWidget(<SearchResults searchForm hideFacets />, server);
    const form = await openAdvanced(user);
    const input = within(form).getByRole('textbox', { name: '检索式' });
    await user.type(input, 'a ~ b');
    await user.click(within(form).getByRole('button', { name: '按检索式检索' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('第 3 个字符处缺少检索词');
    // The server's QueryErrorDetail position is marked in the query.
    expect(alert.querySelector('mark')?.textContent).toBe('~');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
  });

  it('explains a malformed query given without the form (URL, attribute)', async () => {
    const { requests } = renderWidget(<SearchResults query='title:"三体' />, server);
    expect((await screen.findByRole('alert')).textContent).toBe('第 7 个字符处的引号未闭合');
    expect(searches(requests)).toHaveLength(0);
  });

  it('runs a basic search from the form, leaving the advanced query', async () => {
    const user = userEvent.setup();
    const { requests } = renderWidget(
      <SearchResults searchForm hideFacets query="title:三体" />,
      server,
    );
    const basic = await screen.findByRole('search', { name: '馆藏检索' });
    await user.type(within(basic).getByRole('searchbox', { name: '检索词' }), '骆驼');
    await user.click(within(basic).getByRole('button', { name: '检索' }));
    await waitFor(() => expect(searches(requests).at(-1)).toMatchObject({ keyword: '骆驼' }));
    expect(searches(requests).at(-1)?.query).toBeUndefined();
    await screen.findByRole('link', { name: '骆驼祥子' });
  });
});
