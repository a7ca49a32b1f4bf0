import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  QueryWait,
  myAssignmentsQuery,
  useApi,
  useNavigateTo,
  type AssignmentSummary,
  type CommonWidgetSettings,
  type LpEvent,
} from '../../core';
import { RoleGate } from '../../core/ui/RoleGate';
import { DoAssignment } from './DoAssignment';
import { Heading, Item, List, Muted } from '../../core/ui/assignment-styles';

/** The portal's pages: answering homework, an exam, and looking at one. */
export const HomeworkPaths = {
  list: '/student-homework-detail',
  homework: '/do-homework',
  exam: '/do-selftest',
} as const;

export interface HomeworkProps extends CommonWidgetSettings {
  /** An assignment to open; none: the list of the student's homework and exams. */
  assignmentId?: number;
  /** Whether unsubmitted answers are open (the portal asks before leaving). */
  onOpenChange?: (open: boolean) => void;
  /** Cancelable `lp-navigate`: to an assignment, back to the list, or /login. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

const pathOf = (item: AssignmentSummary) =>
  item.status === 'submitted' || item.status === 'marked'
    ? HomeworkPaths.list
    : item.kind === 'exam'
      ? HomeworkPaths.exam
      : HomeworkPaths.homework;

/** The student's homework and exams: the list, or one to answer. */
export function Homework(props: HomeworkProps) {
  const { t } = useTranslation('homework');
  const navigateTo = useNavigateTo(props.onNavigate);
  return (
    <RoleGate
      path={HomeworkPaths.list}
      loginMessage={t('gate.homework')}
      loginAction={t('gate.login')}
      onNavigate={props.onNavigate}
    >
      {props.assignmentId ? (
        <DoAssignment
          id={props.assignmentId}
          onOpenChange={props.onOpenChange}
          onBack={() => navigateTo(HomeworkPaths.list)}
        />
      ) : (
        <MyAssignments open={(item) => navigateTo(pathOf(item), { id: String(item.id) })} />
      )}
    </RoleGate>
  );
}

function MyAssignments({ open }: { open: (item: AssignmentSummary) => void }) {
  const { t, i18n } = useTranslation('homework');
  const api = useApi();
  const headingId = useId();
  const list = useQuery(myAssignmentsQuery(api));
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language === 'en' ? 'en-GB' : 'zh-CN', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
  let body;
  if (!list.isSuccess) body = <QueryWait query={list} />;
  else if (list.data.length === 0) body = <Muted>{t('empty')}</Muted>;
  else
    body = (
      <List>
        {list.data.map((item) => (
          <Item key={item.id}>
            <strong>{item.title}</strong>
            <span>{t(`kind_${item.kind}`)}</span>
            <span>{t(`status_${item.status ?? 'notstarted'}`)}</span>
            <Muted>{t('due', { time: when(item.dueat) })}</Muted>
            {item.durationminutes ? (
              <Muted>{t('duration', { minutes: item.durationminutes })}</Muted>
            ) : null}
            {item.score !== null && item.score !== undefined ? (
              <span>{t('score', { score: item.score, total: item.totalpoints })}</span>
            ) : null}
            <Button
              type="button"
              $variant="secondary"
              aria-label={`${t(pathOf(item) === HomeworkPaths.list ? 'view' : 'open')} ${item.title}`}
              onClick={() => open(item)}
            >
              {t(pathOf(item) === HomeworkPaths.list ? 'view' : 'open')}
            </Button>
          </Item>
        ))}
      </List>
    );
  return (
    <section aria-labelledby={headingId} part="homework">
      <Heading id={headingId}>{t('heading')}</Heading>
      {body}
    </section>
  );
}
