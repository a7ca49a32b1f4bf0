import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState, QueryStates, readingProgramQuery, useApi } from '../../core';
import { ProgressTag } from '../../core/ui/BookProgressList';
import { Card, Hint, Meta, Scroll, Table } from './styles';

/**
 * One program with its class's progress: for each student, each book not borrowed, being
 * read or finished (/teacher-plan-detail).
 */
export function ProgramDetail({ id }: { id: number }) {
  const { t } = useTranslation('teaching');
  const api = useApi();
  const detail = useQuery({ ...readingProgramQuery(api, id), retry: false });
  const finished = (books: string[]) => books.filter((b) => b === 'returned').length;
  return (
    <QueryStates query={detail} error={<ErrorState>{t('programs.notFound')}</ErrorState>}>
      {(program) => (
        <>
          <Card as="div">
            <h3>{program.title}</h3>
            <Meta>
              {program.departmentname} ·{' '}
              {t('programs.dates', { start: program.startdate, end: program.enddate })} ·{' '}
              {t('programs.setBy', { name: program.teachername })}
            </Meta>
            {program.description ? <p>{program.description}</p> : null}
          </Card>
          {program.students.length === 0 ? (
            <Hint>{t('programs.noStudents')}</Hint>
          ) : (
            <Scroll>
              <Table>
                <caption>{t('programs.progressHeading')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('programs.student')}</th>
                    {program.books.map((b) => (
                      <th key={b.bookid} scope="col">
                        {b.title}
                      </th>
                    ))}
                    <th scope="col">{t('progress.returned')}</th>
                  </tr>
                </thead>
                <tbody>
                  {program.students.map((s) => (
                    <tr key={s.readerid}>
                      <th scope="row">
                        {s.name} <small>{s.readercode}</small>
                      </th>
                      {s.books.map((state, i) => (
                        <td key={program.books[i]?.bookid ?? i}>
                          <ProgressTag $state={state}>{t(`progress.${state}`)}</ProgressTag>
                        </td>
                      ))}
                      <td>
                        {t('programs.finished', { done: finished(s.books), total: s.books.length })}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </Scroll>
          )}
        </>
      )}
    </QueryStates>
  );
}
