import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  assignmentDetailQuery,
  Button,
  FieldLabel,
  submissionMark,
  QueryWait,
  submissionReturn,
  submissionDetailQuery,
  useApi,
  useApiMutation,
  type AssignmentDetail,
} from '../../core';
import { answerText } from '../../core/ui/answer-text';
import { Area, Bar, Feedback, Heading, QuestionBox } from '../../core/ui/assignment-styles';

/** Who submitted and who did not; one student's work to mark or return. */
export function TaskDetail({ id }: { id: number }) {
  const { t } = useTranslation('homework');
  const api = useApi();
  const detail = useQuery(assignmentDetailQuery(api, id));
  const [marking, setMarking] = useState<number | null>(null);
  if (!detail.isSuccess) return <QueryWait query={detail} />;
  const work = detail.data;
  return (
    <section aria-labelledby={`task-${id}`} part="detail">
      <Heading id={`task-${id}`}>{work.title}</Heading>
      <p>
        {work.departmentname} ·{' '}
        {t('teacher.submitted', { n: work.submittedcount, total: work.studentcount })}
      </p>
      <table>
        <caption>{t('teacher.students')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('teacher.student')}</th>
            <th scope="col">{t('teacher.status')}</th>
            <th scope="col">{t('teacher.score')}</th>
            <th scope="col">{t('teacher.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {work.students.map((student) => (
            <tr key={student.readerid}>
              <th scope="row">
                {student.name} ({student.readercode})
              </th>
              <td>{t(`status_${student.status}`)}</td>
              <td>{student.score ?? ''}</td>
              <td>
                {student.status === 'submitted' || student.status === 'marked' ? (
                  <Button
                    type="button"
                    $variant="secondary"
                    aria-label={`${t('teacher.mark')} ${student.name}`}
                    onClick={() => setMarking(student.readerid)}
                  >
                    {t('teacher.mark')}
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {marking !== null ? (
        <MarkPanel work={work} readerid={marking} onClose={() => setMarking(null)} />
      ) : null}
    </section>
  );
}

function MarkPanel({
  work,
  readerid,
  onClose,
}: {
  work: AssignmentDetail;
  readerid: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('homework');
  const api = useApi();
  const baseId = useId();
  const submission = useQuery(submissionDetailQuery(api, work.id, readerid));
  const [scores, setScores] = useState<Record<number, string>>({});
  const [comments, setComments] = useState<Record<number, string>>({});
  const [done, setDone] = useState('');
  const mark = useApiMutation(submissionMark);
  const giveBackWork = useApiMutation(submissionReturn);
  const working = mark.isPending || giveBackWork.isPending;
  if (!submission.isSuccess) return <QueryWait query={submission} />;
  const data = submission.data;
  const save = async () => {
    const marks = work.questions
      .filter((q) => q.type === 5 || scores[q.id] !== undefined)
      .map((q) => ({
        questionid: q.id,
        score: Number(scores[q.id] ?? data.marks[q.id]?.score ?? 0),
        comment: comments[q.id] ?? data.marks[q.id]?.comment ?? '',
      }));
    const result = await mark.run({ id: work.id, readerid, marks });
    if (result?.ok) setDone(t('teacher.marksSaved'));
  };
  const giveBack = async () => {
    const result = await giveBackWork.run({ id: work.id, readerid });
    if (result?.ok) setDone(t('teacher.returned'));
  };
  return (
    <section aria-label={`${t('teacher.mark')} ${data.name}`} part="marking">
      <Heading as="h3">
        {t('teacher.mark')} {data.name}
      </Heading>
      {work.questions.map((q) => {
        const mark = data.marks[q.id];
        const text = answerText(data.answers[q.id], (key) => t(key));
        return (
          <QuestionBox key={q.id}>
            <legend>
              {t('question', { n: q.position, points: q.points })} · {q.title}
            </legend>
            <Feedback>
              {t('teacher.studentAnswer', { text: text || t('teacher.noAnswer') })}
            </Feedback>
            {q.type === 5 ? (
              <Bar>
                <FieldLabel htmlFor={`${baseId}-s-${q.id}`}>
                  {t('teacher.scoreFor', { n: q.position, points: q.points })}
                </FieldLabel>
                <input
                  id={`${baseId}-s-${q.id}`}
                  type="number"
                  min={0}
                  max={q.points}
                  value={scores[q.id] ?? String(mark?.score ?? '')}
                  onChange={(e) => setScores({ ...scores, [q.id]: e.target.value })}
                />
                <FieldLabel htmlFor={`${baseId}-c-${q.id}`}>
                  {t('teacher.commentFor', { n: q.position })}
                </FieldLabel>
                <Area
                  id={`${baseId}-c-${q.id}`}
                  maxLength={500}
                  value={comments[q.id] ?? mark?.comment ?? ''}
                  onChange={(e) => setComments({ ...comments, [q.id]: e.target.value })}
                />
              </Bar>
            ) : (
              <div>{t('markLine', { score: mark?.score ?? 0, points: q.points })}</div>
            )}
          </QuestionBox>
        );
      })}
      <Bar>
        <Button type="button" disabled={working} onClick={() => void save()}>
          {t('teacher.saveMarks')}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          disabled={working}
          onClick={() => void giveBack()}
        >
          {t('teacher.returnWork')}
        </Button>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {t('teacher.close')}
        </Button>
        <span role="status">{done}</span>
      </Bar>
    </section>
  );
}
