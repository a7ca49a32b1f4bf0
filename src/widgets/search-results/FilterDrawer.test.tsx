import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import type { BookSearchRequest } from '../../core';
import { ok, type FakeHandler, type RecordedRequest } from '../../test/fake-api';
import { renderWidget } from '../../test/render';
import { searchCatalogue } from '../../test/search-fixtures';
import { SearchResults } from './SearchResults';

// The narrow-screen facets. jsdom applies no media query, so the button and the panel beside
// the results are both in its tree; which one a screen shows is the e2e test's (320 px).
vi.setConfig({ testTimeout: 30_000 });

const catalogue: FakeHandler = (request) => ok(searchCatalogue(request.body as BookSearchRequest));
const lastSearch = (requests: RecordedRequest[]) =>
  requests
    .filter((request) => request.path.endsWith('/Book/Query/Search'))
    .map((request) => request.body as BookSearchRequest)
    .at(-1);

/** The opener, found by the start of its name: its count changes. */
const filterButton = () => screen.getByRole('button', { name: /^筛选/ });

/** A stand-in for the browser's media queries: one list, whose state a test flips. */
function stubScreen(wide: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: wide,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    widen: () => {
      query.matches = true;
      listeners.forEach((listener) => listener());
    },
  };
}

describe('SearchResults on a narrow screen: the facets behind a button', () => {
  it('names the button 筛选 while no filter is in force', async () => {
    renderWidget(<SearchResults keyword="三体" />, catalogue);
    await screen.findByRole('heading', { name: '“三体”的检索结果' });
    expect(filterButton().textContent).toBe('筛选');
    expect(filterButton().getAttribute('aria-expanded')).toBe('false');
    expect(filterButton().getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('counts the facet values and the copy statuses chosen', async () => {
    Cookies.set('libyunStatus', JSON.stringify(['在馆']));
    renderWidget(
      <SearchResults filters={{ language: ['chi', 'eng'], year: ['2008'] }} />,
      catalogue,
    );
    await screen.findByRole('heading', { name: '全部馆藏' });
    // The accessible name is the visible text (WCAG 2.5.3).
    expect(screen.getByRole('button', { name: '筛选（4）' })).toBe(filterButton());
  });

  it('does not count the filters the page fixes (they are not the reader’s to remove)', async () => {
    renderWidget(<SearchResults baseFilters={{ category: ['I'] }} />, catalogue);
    await screen.findByRole('heading', { name: '全部馆藏' });
    expect(filterButton().textContent).toBe('筛选');
  });

  it('opens the facets in a dialog that takes focus; a choice applies at once and is counted', async () => {
    const user = userEvent.setup();
    const { requests } = renderWidget(<SearchResults />, catalogue);
    await screen.findByRole('heading', { name: '全部馆藏' });
    await user.click(filterButton());
    const drawer = screen.getByRole('dialog', { name: '筛选结果' });
    expect(filterButton().getAttribute('aria-expanded')).toBe('true');
    expect(drawer.contains(document.activeElement)).toBe(true);

    const languages = within(drawer).getByRole('group', { name: '语种' });
    await user.click(within(languages).getByRole('checkbox', { name: '中文（2）' }));
    await waitFor(() => expect(lastSearch(requests)?.filters).toEqual({ language: ['chi'] }));
    // Still open over the new results, the box still ticked.
    const reopened = screen.getByRole('dialog', { name: '筛选结果' });
    expect(
      (within(reopened).getByRole('checkbox', { name: /^中文/ }) as HTMLInputElement).checked,
    ).toBe(true);

    await user.click(within(reopened).getByRole('button', { name: '查看结果' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(filterButton().textContent).toBe('筛选（1）');
    expect(document.activeElement).toBe(filterButton());
  });

  it('keeps Tab inside, closes on Escape and gives focus back to the button', async () => {
    const user = userEvent.setup();
    renderWidget(<SearchResults />, catalogue);
    await screen.findByRole('heading', { name: '全部馆藏' });
    await user.click(filterButton());
    const drawer = screen.getByRole('dialog', { name: '筛选结果' });
    for (let press = 0; press < 40; press += 1) {
      await user.tab();
      expect(drawer.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(filterButton());
    expect(filterButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when the screen becomes wide, where the panel sits beside the results', async () => {
    const screenSize = stubScreen(false);
    const user = userEvent.setup();
    renderWidget(<SearchResults />, catalogue);
    await screen.findByRole('heading', { name: '全部馆藏' });
    await user.click(filterButton());
    expect(screen.getByRole('dialog', { name: '筛选结果' })).toBeTruthy();
    act(() => screenSize.widen());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks English', async () => {
    renderWidget(<SearchResults filters={{ year: ['2008'] }} />, catalogue, 'en');
    await screen.findByRole('button', { name: 'Filter (1)' });
  });

  it('has no button when the page leaves the facets out', async () => {
    renderWidget(<SearchResults keyword="三体" hideFacets />, catalogue);
    await screen.findByRole('heading', { name: '“三体”的检索结果' });
    expect(screen.queryByRole('button', { name: /^筛选/ })).toBeNull();
  });
});
