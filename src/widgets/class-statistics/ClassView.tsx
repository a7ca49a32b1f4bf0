import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorState, QueryStates, useApi, type ClassStatistics } from '../../core';
import { classStatisticsCsv, classStatisticsQuery } from '../../core/api/queries/assignment-stats';
import { Bar, Muted } from '../../core/ui/assignment-styles';
import { formatDuration } from '../../core/ui/duration';
import { VisuallyHidden } from '../../core/ui/VisuallyHidden';
import { AssignmentView } from './AssignmentView';
import { percent } from '../../core/ui/format';
import { saveBlob } from '../../core/ui/save-blob';
import { SubHeading, Table, TableBox } from '../../core/ui/stats-styles';

/** One class over the last 90 days: students, assignments, one assignment opened, the CSV. */
export function ClassView({ departmentid }: { departmentid: number }) {
  const { t } = useTranslation('homework');
  const api = useApi();
  const stats = useQuery(classStatisticsQuery(api, { departmentid }));
  const [opened, setOpened] = useState<number | null>(null);
  const [csvFailed, setCsvFailed] = useState(false);
  return (
    <QueryStates query={stats}>
      {(data) => {
        const download = async () => {
          setCsvFailed(false);
          const blob = await classStatisticsCsv(api, {
            departmentid,
            from: data.from,
            to: data.to,
          });
          if (blob) saveBlob(blob, `class-${departmentid}-${data.from}-${data.to}.csv`);
          else setCsvFailed(true);
        };
        return (
          <div part="class">
            <Bar>
              <Muted>{t('stats.period', { from: data.from, to: data.to })}</Muted>
              <Button type="button" $variant="secondary" onClick={() => void download()}>
                {t('stats.downloadCsv')}
              </Button>
            </Bar>
            {csvFailed && <ErrorState>{t('stats.csvFailed')}</ErrorState>}
            <SubHeading>{t('stats.students')}</SubHeading>
            <StudentTable data={data} />
            <SubHeading>{t('stats.assignments')}</SubHeading>
            {data.assignments.length === 0 ? (
              <Muted>{t('stats.noAssignments')}</Muted>
            ) : (
              <TableBox>
                <Table part="assignments">
                  <caption>{t('stats.assignmentsCaption', { name: data.departmentname })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('stats.title')}</th>
                      <th scope="col">{t('stats.kind')}</th>
                      <th scope="col">{t('stats.submissionRate')}</th>
                      <th scope="col">{t('stats.average')}</th>
                      <th scope="col">
                        <VisuallyHidden>{t('stats.showAssignment')}</VisuallyHidden>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.assignments.map((item) => (
                      <tr key={item.id}>
                        <th scope="row">{item.title}</th>
                        <td>{t(`kind_${item.kind}`)}</td>
                        <td className="number">{percent(item.submissionrate)}</td>
                        <td className="number">{item.average ?? t('stats.none')}</td>
                        <td>
                          <Button
                            type="button"
                            $variant="secondary"
                            aria-label={t('stats.showAssignmentOf', { title: item.title })}
                            aria-pressed={opened === item.id}
                            onClick={() => setOpened(opened === item.id ? null : item.id)}
                          >
                            {t('stats.showAssignment')}
                          </Button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </TableBox>
            )}
            {opened !== null && <AssignmentView id={opened} />}
          </div>
        );
      }}
    </QueryStates>
  );
}

function StudentTable({ data }: { data: ClassStatistics }) {
  const { t } = useTranslation('homework');
  if (data.students.length === 0) return <Muted>{t('stats.noStudents')}</Muted>;
  return (
    <TableBox>
      <Table part="students">
        <caption>{t('stats.studentsCaption', { name: data.departmentname })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('stats.readerCode')}</th>
            <th scope="col">{t('stats.name')}</th>
            <th scope="col">{t('stats.submissions')}</th>
            <th scope="col">{t('stats.average')}</th>
            <th scope="col">{t('stats.booksRead')}</th>
            <th scope="col">{t('stats.timeOnTask')}</th>
          </tr>
        </thead>
        <tbody>
          {data.students.map((student) => (
            <tr key={student.readerid}>
              <td>{student.readercode}</td>
              <th scope="row">{student.name}</th>
              <td className="number">{student.submissions}</td>
              <td className="number">{student.average ?? t('stats.none')}</td>
              <td className="number">{student.booksread}</td>
              <td className="number">{formatDuration(student.seconds)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableBox>
  );
}
