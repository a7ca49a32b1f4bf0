import { useTranslation } from 'react-i18next';
import { useLibraryTimeZone } from '../../core';
import type { VolunteerRecord } from '../../core';
import { AccountTable, TableScroll } from '../../core/ui/AccountTable';
import { formatDay } from '../../core/ui/day';
import { formatHours } from './format';
import { Caption } from './styles';

const COLUMNS = ['servicedate', 'type', 'hours', 'workdate', 'place', 'note'] as const;

/** The records as a table (service date, type, hours, note, work date, place). */
export function RecordsTable({ records }: { records: VolunteerRecord[] }) {
  const { t, i18n } = useTranslation('people');
  const timeZone = useLibraryTimeZone();
  // A calendar day, not a moment: noon UTC is the same day in every time zone (±12 h).
  const day = (value: string) => formatDay(`${value}T12:00:00Z`, i18n.language, timeZone);
  return (
    <TableScroll>
      <AccountTable part="table">
        <Caption>{t('volunteer.caption')}</Caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {t(`volunteer.col_${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.id}>
              <td>{day(record.servicedate)}</td>
              <td>{t(`volunteer.type_${record.type}`)}</td>
              <td>{formatHours(record.hours, i18n.language)}</td>
              <td>{day(record.workdate)}</td>
              <td>{record.place}</td>
              <td>{record.note}</td>
            </tr>
          ))}
        </tbody>
      </AccountTable>
    </TableScroll>
  );
}
