import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  type CommonWidgetSettings,
  type LpEvent,
  managedClassesQuery,
  QueryStates,
  type TeacherWriting,
  teacherWritingListQuery,
  type TeacherWritingListRequest,
  useApi,
  useLibraryTimeZone,
  useNavigateTo,
  useSession,
  WRITING_KINDS,
  WRITING_STATUSES,
} from '../../core';
import { AccountTable, Muted, TableScroll } from '../../core/ui/AccountTable';
import { BookPaths, loginRedirect } from '../../core/ui/book';
import { formatDateTime } from '../../core/ui/format';
import { FieldLabel } from '../../core/ui/forms';
import { LoginPrompt } from '../../core/ui/LoginPrompt';
import { Pager } from '../../core/ui/Pager';
import { StatusBadge } from '../../core/ui/WritingView';
import { MarkPanel } from './MarkPanel';
import { Field, Filters, Heading, Select } from './styles';

const PORTAL_PAGE = '/teacher-compositions';
export const MARKING_PAGE_SIZE = 20;

export interface CompositionMarkingProps extends CommonWidgetSettings {
  /** Cancelable `lp-navigate` to /login when logged out. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

type Filter = Omit<TeacherWritingListRequest, 'index' | 'pagesize'>;

/** The submissions of the teacher's classes, by class, kind and status; one opened to mark. */
function Submissions({ onOpen }: { onOpen: (piece: TeacherWriting) => void }) {
  const { t, i18n } = useTranslation('writing');
  const timeZone = useLibraryTimeZone();
  const api = useApi();
  const ids = { class: useId(), kind: useId(), status: useId() };
  const [filter, setFilter] = useState<Filter>({ status: 'submitted' });
  const [page, setPage] = useState(1);
  const classes = useQuery(managedClassesQuery(api));
  const list = useQuery(
    teacherWritingListQuery(api, { ...filter, index: page, pagesize: MARKING_PAGE_SIZE }),
  );
  const change = (next: Filter) => {
    setFilter(next);
    setPage(1);
  };
  return (
    <QueryStates query={classes} empty={<Muted>{t('marking.noClasses')}</Muted>}>
      {(classData) => (
        <div part="submissions">
          <Filters role="group" aria-label={t('marking.filters')}>
            <Field>
              <FieldLabel htmlFor={ids.class}>{t('marking.class')}</FieldLabel>
              <Select
                id={ids.class}
                value={filter.departmentid ?? ''}
                onChange={(event) =>
                  change({
                    ...filter,
                    departmentid: event.target.value ? Number(event.target.value) : undefined,
                  })
                }
              >
                <option value="">{t('marking.allClasses')}</option>
                {classData.map((dep) => (
                  <option key={dep.id} value={dep.id}>
                    {dep.name}
                  </option>
                ))}
              </Select>
            </Field>
            <Field>
              <FieldLabel htmlFor={ids.kind}>{t('marking.kind')}</FieldLabel>
              <Select
                id={ids.kind}
                value={filter.kind ?? ''}
                onChange={(event) =>
                  change({ ...filter, kind: WRITING_KINDS.find((k) => k === event.target.value) })
                }
              >
                <option value="">{t('marking.allKinds')}</option>
                {WRITING_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`kind.${kind}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field>
              <FieldLabel htmlFor={ids.status}>{t('marking.status')}</FieldLabel>
              <Select
                id={ids.status}
                value={filter.status ?? ''}
                onChange={(event) =>
                  change({
                    ...filter,
                    status: WRITING_STATUSES.filter((s) => s !== 'draft').find(
                      (s) => s === event.target.value,
                    ),
                  })
                }
              >
                <option value="">{t('marking.allStatuses')}</option>
                {WRITING_STATUSES.filter((s) => s !== 'draft').map((status) => (
                  <option key={status} value={status}>
                    {t(`status.${status}`)}
                  </option>
                ))}
              </Select>
            </Field>
          </Filters>
          <QueryStates
            query={list}
            empty={<Muted>{t('marking.empty')}</Muted>}
            isEmpty={(data) => data.total === 0}
          >
            {(data) => (
              <>
                <TableScroll>
                  <AccountTable>
                    <caption>{t('list.caption', { count: data.total })}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('marking.student')}</th>
                        <th scope="col">{t('marking.class')}</th>
                        <th scope="col">{t('marking.kind')}</th>
                        <th scope="col">{t('list.title')}</th>
                        <th scope="col">{t('list.status')}</th>
                        <th scope="col">{t('list.score')}</th>
                        <th scope="col">{t('marking.submittedAt')}</th>
                        <th scope="col">{t('list.actions')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.list.map((piece) => {
                        const name =
                          (piece.kind === 'note' ? piece.booktitle : piece.title) ||
                          t('list.untitled');
                        return (
                          <tr key={piece.id}>
                            <td>{piece.studentname}</td>
                            <td>{piece.department}</td>
                            <td>{t(`kind.${piece.kind}`)}</td>
                            <td>{name}</td>
                            <td>
                              <StatusBadge status={piece.status} />
                            </td>
                            <td>{piece.score ?? '—'}</td>
                            <td>
                              {piece.submittedat
                                ? formatDateTime(piece.submittedat, i18n.language, timeZone)
                                : ''}
                            </td>
                            <td>
                              <Button
                                type="button"
                                $variant="secondary"
                                onClick={() => onOpen(piece)}
                              >
                                {t('marking.open', { title: `${piece.studentname} ${name}` })}
                              </Button>
                            </td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </AccountTable>
                </TableScroll>
                <Pager
                  page={page}
                  total={data.total}
                  pageSize={MARKING_PAGE_SIZE}
                  label={t('list.pagination')}
                  onPage={setPage}
                />
              </>
            )}
          </QueryStates>
        </div>
      )}
    </QueryStates>
  );
}

/** A teacher's marking of the compositions and reading notes of the classes they manage. */
export function CompositionMarking(props: CompositionMarkingProps) {
  const { t } = useTranslation('writing');
  const headingId = useId();
  const session = useSession();
  const navigateTo = useNavigateTo(props.onNavigate);
  const [open, setOpen] = useState<TeacherWriting | null>(null);

  let content;
  if (!session.isLogin)
    content = (
      <LoginPrompt
        message={t('gate.marking')}
        action={t('gate.login')}
        onLogin={() => navigateTo(BookPaths.login, loginRedirect(PORTAL_PAGE, {}))}
      />
    );
  else if (!session.roles.includes('teacher')) content = <Muted>{t('gate.teachersOnly')}</Muted>;
  else if (open) content = <MarkPanel key={open.id} piece={open} onBack={() => setOpen(null)} />;
  else content = <Submissions onOpen={setOpen} />;

  return (
    <section aria-labelledby={headingId} part="composition-marking">
      <Heading id={headingId}>{t('headings.marking')}</Heading>
      {content}
    </section>
  );
}
