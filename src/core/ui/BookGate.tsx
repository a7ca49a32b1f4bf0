import { Fragment, type ReactNode } from 'react';
import type { LpEvent } from '../widget/events';
import { OrganizationGate } from '../widget/OrganizationGate';
import { toBookId } from './book';

/** What the inside of a book widget takes, once BookGate knows the book and the organisation. */
export interface BookViewProps {
  bookid: number;
  organizationid: number;
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

/**
 * The outside of a widget about one book: its id from the attribute (else `invalid`), then the
 * organisation. `children` is keyed by both, so another book or organisation starts afresh.
 */
export function BookGate({
  bookid,
  invalid,
  children,
}: {
  bookid: unknown;
  invalid: ReactNode;
  children: (bookid: number, organizationid: number) => ReactNode;
}) {
  const id = toBookId(bookid);
  if (id === null) return <>{invalid}</>;
  return (
    <OrganizationGate>
      {(organization) => (
        <Fragment key={`${organization.id}-${id}`}>{children(id, organization.id)}</Fragment>
      )}
    </OrganizationGate>
  );
}
