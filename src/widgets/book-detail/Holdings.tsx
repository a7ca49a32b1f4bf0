import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Loading, type BookAsset } from '../../core';
import { CopiesTable, useBookCopies } from '../../core/ui/CopiesTable';
import { LinkButton, SectionHeading } from './styles';

/**
 * Every copy with its status and place, each with a "where is it" link (/queryMachineShelfDetail).
 */
export function Holdings({
  bookid,
  organizationid,
  onWhere,
}: {
  bookid: number;
  organizationid: number;
  onWhere: (asset: BookAsset) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const assets = useBookCopies(bookid, organizationid);

  let content;
  if (assets.isPending) content = <Loading />;
  else if (assets.isError) content = <ErrorState />;
  else if (assets.data.length === 0)
    content = <EmptyState>{t('bookDetail.noCollectionInfo')}</EmptyState>;
  else
    content = (
      <CopiesTable
        copies={assets.data}
        name={{ labelledBy: headingId }}
        part="holdings"
        extra={{
          header: t('bookDetail.location'),
          cell: (asset) => (
            <LinkButton
              type="button"
              aria-label={t('bookDetail.whereIsItLabel', { barcode: asset.barcode })}
              onClick={() => onWhere(asset)}
            >
              {t('bookDetail.whereIsIt')}
            </LinkButton>
          ),
        }}
      />
    );

  return (
    <section aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{t('bookDetail.holdings')}</SectionHeading>
      {content}
    </section>
  );
}
