import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStates, useApi } from '../../core';
import { assignmentStatisticsQuery } from '../../core/api/queries/assignment-stats';
import { Chart } from '../../core/ui/Chart';
import { percent } from '../../core/ui/format';
import { SubHeading, Summary, Table, TableBox } from '../../core/ui/stats-styles';
import { Panel } from './styles';

/** One assignment: submission rate, average, the marks' distribution (chart and table), questions. */
export function AssignmentView({ id }: { id: number }) {
  const { t } = useTranslation('homework');
  const api = useApi();
  const headingId = useId();
  const stats = useQuery(assignmentStatisticsQuery(api, id));
  return (
    <QueryStates query={stats}>
      {(data) => (
        <Panel aria-labelledby={headingId} part="assignment">
          <SubHeading id={headingId}>{data.title}</SubHeading>
          <Summary>
            <span>
              {t('stats.submitted', {
                n: data.submittedcount,
                total: data.studentcount,
                rate: percent(data.submissionrate),
              })}
            </span>
            <span>
              {data.average === null
                ? t('stats.noAverage')
                : t('stats.averageOf', { average: data.average, total: data.totalpoints })}
            </span>
          </Summary>
          <Chart
            kind="columns"
            title={t('stats.distribution', { title: data.title })}
            labelHeading={t('stats.scoreRange')}
            valueHeading={t('stats.studentCount')}
            labels={data.distribution.map((bucket) => `${bucket.from}–${bucket.to}`)}
            values={data.distribution.map((bucket) => bucket.count)}
          />
          <TableBox>
            <Table>
              <caption>{t('stats.questions')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('stats.position')}</th>
                  <th scope="col">{t('stats.question')}</th>
                  <th scope="col">{t('stats.correctRate')}</th>
                </tr>
              </thead>
              <tbody>
                {data.questions.map((question) => (
                  <tr key={question.questionid}>
                    <td className="number">{question.position}</td>
                    <th scope="row">{question.title}</th>
                    <td className="number">
                      {question.correctrate === null
                        ? t('stats.none')
                        : percent(question.correctrate)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableBox>
        </Panel>
      )}
    </QueryStates>
  );
}
