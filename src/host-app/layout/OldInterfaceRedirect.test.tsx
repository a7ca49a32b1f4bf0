import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { currentPathOf, OldInterfaceRedirect } from './OldInterfaceRedirect';

function Where() {
  const { pathname, search, hash } = useLocation();
  return <p>{`${pathname}${search}${hash}`}</p>;
}

const at = (url: string) =>
  render(
    <RouterProvider
      router={createMemoryRouter(
        [
          { path: '/old/*', element: <OldInterfaceRedirect /> },
          { path: '*', element: <Where /> },
        ],
        { initialEntries: [url] },
      )}
    />,
  );

describe('links into the old interface', () => {
  it('lead to the same page of this one, query and fragment kept', async () => {
    at('/old/book-detail?bookid=7#copies');
    expect(await screen.findByText('/book-detail?bookid=7#copies')).toBeTruthy();
  });

  it('lead from /old alone to the root, and from a path without an old twin to 404', () => {
    expect(currentPathOf('/old')).toBe('/');
    expect(currentPathOf('/old/')).toBe('/');
    expect(currentPathOf('/old/student-home')).toBe('/student-home');
    expect(currentPathOf('/old/rss-subscription')).toBe('/404');
    // Only the prefix: a page whose name begins with "old" is not touched.
    expect(currentPathOf('/oldies')).toBe('/oldies');
  });
});
