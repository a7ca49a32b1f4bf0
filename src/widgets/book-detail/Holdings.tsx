import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, QueryStates, type BookAsset } from '../../core';
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

  return (
    <section aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{t('bookDetail.holdings')}</SectionHeading>
      <QueryStates
        query={assets}
        error={<ErrorState />}
        empty={<EmptyState>{t('bookDetail.noCollectionInfo')}</EmptyState>}
      >
        {(data) => (
          <CopiesTable
            copies={data}
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
        )}
      </QueryStates>
    </section>
  );
}
