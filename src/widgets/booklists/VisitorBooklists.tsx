import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { OrganizationGate } from '../../core';
import { ReaderBooklists, type ReaderBooklistsProps } from './ReaderBooklists';
import { SectionHeading } from './styles';

/**
 * A logged-out visitor's view: the public lists of the page's organisation (one reader's with
 * `readerId`), read-only. The organisation is the page's, as every public call names it; the
 * server answers its public lists only.
 */
export function VisitorBooklists(props: Omit<ReaderBooklistsProps, 'organizationid'>) {
  const { t } = useTranslation('reading-lists');
  const headingId = useId();
  const list = (
    <OrganizationGate>
      {(organization) => <ReaderBooklists {...props} organizationid={organization.id} />}
    </OrganizationGate>
  );
  // With a reader, the widget's heading already says whose lists these are.
  if (props.readerId !== undefined) return list;
  return (
    <section aria-labelledby={headingId} part="public-lists">
      <SectionHeading id={headingId}>{t('booklists.publicHeadingVisitor')}</SectionHeading>
      {list}
    </section>
  );
}
