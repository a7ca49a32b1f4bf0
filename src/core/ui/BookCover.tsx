import type { ComponentProps } from 'react';
import { ApiPath } from '../api/contract';
import { useApi, useOrganization } from '../widget/hooks';
import { toBookId } from './book';
import { Cover } from './Cover';

/** The URL of the server's drawing of a book's cover, once the book and its library are known. */
export function useGeneratedCover(bookid: number | string | null | undefined): string | undefined {
  const api = useApi();
  const organizationid = useOrganization().data?.id;
  const id = toBookId(bookid);
  if (id === null || organizationid === undefined) return undefined;
  return `${api.baseURL}${ApiPath.generatedCover}?bookid=${id}&orgid=${organizationid}`;
}

/**
 * A catalogue book's cover: the server's drawing of it (title and author, the same on every
 * page) at once, the real cover over it where that loads. Before, a title waited 3–6 s for its
 * unreachable cover's retries before anything was drawn.
 */
export function BookCover(props: Omit<ComponentProps<typeof Cover>, 'generated'>) {
  const generated = useGeneratedCover(props.book?.bookid);
  return <Cover {...props} generated={generated} />;
}
