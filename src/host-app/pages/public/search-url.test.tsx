import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollMemory, useSearchUrl } from './search-url';

type Show = ReturnType<typeof useSearchUrl>[1];
let restore: () => void = () => undefined;
let show: Show = () => undefined;

/** Hands the hooks' functions to the test after each render. */
function Results({ expose }: { expose: (restore: () => void, show: Show) => void }) {
  const restoreScroll = useScrollMemory();
  const [, showSearch] = useSearchUrl({ category: 'I' });
  useEffect(() => expose(restoreScroll, showSearch));
  return null;
}

const expose = (nextRestore: () => void, nextShow: Show) => {
  restore = nextRestore;
  show = nextShow;
};

function setup() {
  const router = createMemoryRouter(
    [
      { path: '/book-list', element: <Results expose={expose} /> },
      { path: '/bookDetail', element: <p>detail</p> },
    ],
    { initialEntries: ['/book-list?keyword=harry'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the results page URL and scroll position', () => {
  it('writes the search with extra parameters and starts a new page at the top', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = setup();
    act(() =>
      show({ keyword: 'harry', query: '', filters: { year: ['1997'] }, sort: [], page: 2 }),
    );
    expect(router.state.location.search).toBe('?keyword=harry&year=1997&page=2&category=I');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('restores the scroll position on the way back, once, and not on a fresh visit', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 0;
    });
    const router = setup();
    restore();
    expect(scrollTo).not.toHaveBeenCalled();

    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await act(() => router.navigate('/bookDetail?bookid=1'));
    await act(() => router.navigate(-1));
    restore();
    restore();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 640 });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
