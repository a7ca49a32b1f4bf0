import { useTranslation } from 'react-i18next';
import { useLibraryTimeZone } from '../../core';
import type { GradeItem, LpEvent } from '../../core';
import { formatDateTime } from '../../core/ui/format';
import { PortalLink } from '../../core/ui/PortalLink';
import { Table, TableBox } from '../../core/ui/stats-styles';
import { GradesPaths } from './paths';
import { Comments } from './styles';

/** A marked work opens its result; a returned one opens for revision, as lp-homework does. */
const pathOf = (item: GradeItem) =>
  item.status === 'marked'
    ? GradesPaths.result
    : item.kind === 'exam'
      ? GradesPaths.exam
      : GradesPaths.homework;

export function GradeTable({
  items,
  onNavigate,
}: {
  items: GradeItem[];
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}) {
  const { t, i18n } = useTranslation('learning');
  const timeZone = useLibraryTimeZone();
  return (
    <TableBox>
      <Table part="table">
        <caption>{t('grades.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('grades.title')}</th>
            <th scope="col">{t('grades.kind')}</th>
            <th scope="col">{t('grades.book')}</th>
            <th scope="col">{t('grades.submittedAt')}</th>
            <th scope="col">{t('grades.score')}</th>
            <th scope="col">{t('grades.status')}</th>
            <th scope="col">{t('grades.comments')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row">
                <PortalLink
                  path={pathOf(item)}
                  query={{ id: String(item.id) }}
                  onNavigate={onNavigate}
                  aria-label={t(item.status === 'marked' ? 'grades.view' : 'grades.revise', {
                    title: item.title,
                  })}
                >
                  {item.title}
                </PortalLink>
              </th>
              <td>{t(`kind_${item.kind}`)}</td>
              <td>{item.bookname ?? t('none')}</td>
              <td>
                {item.submittedat
                  ? formatDateTime(item.submittedat, i18n.language, timeZone)
                  : t('none')}
              </td>
              <td className="number">
                {item.score === null
                  ? t('none')
                  : t('grades.scoreOf', { score: item.score, total: item.totalpoints })}
              </td>
              <td>{t(`grades.status_${item.status}`)}</td>
              <td>
                {item.comments.length === 0 ? (
                  t('none')
                ) : (
                  <Comments>
                    {item.comments.map((comment, index) => (
                      <li key={index}>{comment}</li>
                    ))}
                  </Comments>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableBox>
  );
}
