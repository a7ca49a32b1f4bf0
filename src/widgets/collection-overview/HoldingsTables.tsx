import { useTranslation } from 'react-i18next';
import type { CategoryCount, LocationHoldings } from '../../core';
import { AccountTable, TableScroll } from '../../core/ui/AccountTable';
import { Bar, Numeric, RowAction, Share } from './styles';

/** Each location's titles, copies, available copies and shelves; a row opens its categories. */
export function LocationTable({
  locations,
  onShowCategories,
}: {
  locations: LocationHoldings[];
  onShowCategories: (locationid: number) => void;
}) {
  const { t } = useTranslation('shelves');
  return (
    <TableScroll>
      <AccountTable part="locations">
        <caption>{t('overview.locations')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('overview.location')}</th>
            <th scope="col">{t('overview.titles')}</th>
            <th scope="col">{t('overview.copies')}</th>
            <th scope="col">{t('overview.available')}</th>
            <th scope="col">{t('overview.shelves')}</th>
          </tr>
        </thead>
        <tbody>
          {locations.map((location) => (
            <tr key={location.locationid}>
              <th scope="row">
                <RowAction
                  type="button"
                  aria-label={t('overview.showCategories', { location: location.name })}
                  onClick={() => onShowCategories(location.locationid)}
                >
                  {location.name}
                </RowAction>
              </th>
              <Numeric>{location.titles}</Numeric>
              <Numeric>{location.copies}</Numeric>
              <Numeric>{location.available}</Numeric>
              <Numeric>{location.shelves}</Numeric>
            </tr>
          ))}
        </tbody>
      </AccountTable>
    </TableScroll>
  );
}

/** Each CLC class's titles and copies, and its share of the copies. */
export function CategoryTable({
  categories,
  caption,
  copies,
}: {
  categories: CategoryCount[];
  caption: string;
  copies: number;
}) {
  const { t, i18n } = useTranslation('shelves');
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  return (
    <TableScroll>
      <AccountTable part="categories">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('overview.category')}</th>
            <th scope="col">{t('overview.titles')}</th>
            <th scope="col">{t('overview.copies')}</th>
            <th scope="col">{t('overview.share')}</th>
          </tr>
        </thead>
        <tbody>
          {categories.map((category) => {
            const share = copies > 0 ? category.copies / copies : 0;
            return (
              <tr key={category.code}>
                <th scope="row">
                  {category.code ? `${category.code} ${category.name}` : t('overview.noCategory')}
                </th>
                <Numeric>{category.titles}</Numeric>
                <Numeric>{category.copies}</Numeric>
                <td>
                  <Share>
                    <Bar aria-hidden="true" $share={Math.round(share * 100)} />
                    {percent.format(share)}
                  </Share>
                </td>
              </tr>
            );
          })}
        </tbody>
      </AccountTable>
    </TableScroll>
  );
}
