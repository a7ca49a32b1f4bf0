import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../test/fake-api';
import { renderWidget } from '../../test/render';
import type { LpEvent } from '../../core';
import { SearchBox } from './SearchBox';

const HARRY = [
  { bookid: 1, bookname: "Harry Potter and the Sorcerer's Stone", author: 'J.K. Rowling' },
  { bookid: 2, bookname: 'Harry Potter and the Chamber of Secrets', author: 'J.K. Rowling' },
  { bookid: 3, bookname: 'Harry Potter and the Prisoner of Azkaban', author: 'J.K. Rowling' },
];

const suggestionsFor = (keywords: unknown) =>
  ok(keywords === '' ? [] : keywords === 'zzz' ? [] : HARRY);

function setup(props: Parameters<typeof SearchBox>[0] = {}) {
  const onSearch = vi.fn((_event: LpEvent<'lp-search'>) => undefined);
  // The test page handles navigation itself, as the portal does.
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <SearchBox onSearch={onSearch} onNavigate={onNavigate} {...props} />,
    (request) => suggestionsFor(request.body?.keywords),
  );
  const suggestionRequests = () =>
    rendered.requests.filter((request) => request.path.endsWith('/Book/Query/KeyWords'));
  return { ...rendered, onSearch, onNavigate, suggestionRequests };
}

describe('SearchBox', () => {
  it('asks for suggestions only after a 300 ms pause in typing, once', async () => {
    const { suggestionRequests } = setup();
    const input = await screen.findByRole('combobox');
    // The organisation is known before typing starts, as on a real page.
    await vi.waitFor(() => expect(screen.queryByText('加载中...')).toBeNull());
    vi.useFakeTimers();
    for (const value of ['h', 'ha', 'har', 'harr', 'harry']) {
      fireEvent.input(input, { target: { value } });
      await act(() => vi.advanceTimersByTimeAsync(100));
    }
    await act(() => vi.advanceTimersByTimeAsync(190));
    expect(suggestionRequests()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(20));
    // On preact/compat (the embed's runtime) the query's effect runs as `act` ends, and the
    // request leaves a few microtasks later.
    await vi.waitFor(() => expect(suggestionRequests()).toHaveLength(1));
    expect(suggestionRequests()[0]?.body).toMatchObject({ keywords: 'harry', pagesize: 100 });
  });

  it('is a combobox whose suggestions are chosen with the arrow keys and Enter', async () => {
    const user = userEvent.setup();
    const { onSearch, onNavigate } = setup();
    const input = await screen.findByRole('combobox', { name: '搜索图书' });
    await user.type(input, 'harry');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(3);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox').id).toBe(input.getAttribute('aria-controls'));

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(options[2]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');

    await user.keyboard('{Enter}');
    expect(onSearch.mock.calls[0]?.[0].detail).toEqual({ keyword: HARRY[0]?.bookname, bookid: 1 });
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/book-list',
      query: { keyword: HARRY[0]?.bookname },
    });
    expect((input as HTMLInputElement).value).toBe(HARRY[0]?.bookname);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('Enter without a chosen suggestion searches the typed keyword', async () => {
    const user = userEvent.setup();
    const { onSearch, onNavigate } = setup();
    await user.type(await screen.findByRole('combobox'), '  harry  {Enter}');
    expect(onSearch.mock.calls[0]?.[0].detail).toEqual({ keyword: 'harry' });
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/book-list',
      query: { keyword: 'harry' },
    });
  });

  it('the search button searches too, and a blank keyword goes nowhere', async () => {
    const user = userEvent.setup();
    const { onNavigate } = setup();
    const button = await screen.findByRole('button', { name: '搜索' });
    await user.click(button);
    expect(onNavigate).not.toHaveBeenCalled();
    await user.type(screen.getByRole('combobox'), 'potter');
    await user.click(button);
    expect(onNavigate.mock.calls[0]?.[0].detail.query).toEqual({ keyword: 'potter' });
  });

  it('clicking a suggestion goes to the results for its title', async () => {
    const user = userEvent.setup();
    const { onNavigate } = setup();
    await user.type(await screen.findByRole('combobox'), 'harry');
    await user.click((await screen.findAllByRole('option'))[2]!);
    expect(onNavigate.mock.calls[0]?.[0].detail.query).toEqual({ keyword: HARRY[2]?.bookname });
  });

  it('an empty keyword clears the suggestions without asking the server', async () => {
    const user = userEvent.setup();
    const { suggestionRequests } = setup();
    const input = await screen.findByRole('combobox');
    await user.type(input, 'harry');
    await screen.findAllByRole('option');
    await user.clear(input);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(suggestionRequests().every((request) => request.body?.keywords !== '')).toBe(true);
  });

  it('shows 无匹配数据 when nothing matches and Escape closes the popup', async () => {
    const user = userEvent.setup();
    setup();
    const input = await screen.findByRole('combobox');
    await user.type(input, 'zzz');
    await screen.findByText('无匹配数据');
    await user.keyboard('{Escape}');
    expect(screen.queryByText('无匹配数据')).toBeNull();
    await user.keyboard('{Escape}');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('announces the number of suggestions politely', async () => {
    const user = userEvent.setup();
    setup();
    await user.type(await screen.findByRole('combobox'), 'harry');
    await screen.findAllByRole('option');
    const form = screen.getByRole('search');
    expect(within(form).getByRole('status').textContent).toContain('3 条建议');
  });

  it('limits the results to a location when given one, and only then', async () => {
    const user = userEvent.setup();
    const { onNavigate } = setup({ location: '3' });
    await user.type(await screen.findByRole('combobox'), 'zzz{Enter}');
    expect(onNavigate.mock.calls.at(-1)?.[0].detail).toEqual({
      path: '/book-list',
      query: { keyword: 'zzz', location: '3' },
    });
  });
});
