import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_GRADES_PAGE_SIZE,
  EmptyState,
  QueryStates,
  useApi,
  type AssignmentKind,
  type CommonWidgetSettings,
  type LpEvent,
} from '../../core';
import { gradesQuery } from '../../core/api/queries/learning';
import { Heading } from '../../core/ui/assignment-styles';
import { FilterBar } from '../../core/ui/FilterBar';
import { Pager } from '../../core/ui/Pager';
import { StudentGate } from '../../core/ui/StudentGate';
import { GradeTable } from './GradeTable';
import { GradesPaths } from './paths';

export { GradesPaths };

const KINDS: AssignmentKind[] = ['homework', 'exam'];

export interface GradesProps extends CommonWidgetSettings {
  /** `homework` or `exam` shown first; both when unset. */
  kind?: string;
  /** Cancelable `lp-navigate`: to a result, a returned work, or /login. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

/** A student's marked and returned homework and exams: a paged table, filtered by kind. */
export function Grades(props: GradesProps) {
  const { t } = useTranslation('learning');
  const preset = KINDS.find((kind) => kind === props.kind);
  return (
    <StudentGate
      path={GradesPaths.grades}
      loginMessage={t('gate.grades')}
      onNavigate={props.onNavigate}
    >
      <GradeList kind={preset} onNavigate={props.onNavigate} />
    </StudentGate>
  );
}

function GradeList({
  kind: preset,
  onNavigate,
}: {
  kind?: AssignmentKind;
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}) {
  const { t } = useTranslation('learning');
  const api = useApi();
  const headingId = useId();
  const selectId = useId();
  const [kind, setKind] = useState<AssignmentKind | undefined>(preset);
  const [page, setPage] = useState(1);
  const request = { kind, index: page, pagesize: DEFAULT_GRADES_PAGE_SIZE };
  const grades = useQuery(gradesQuery(api, request));
  return (
    <section aria-labelledby={headingId} part="grades">
      <Heading id={headingId}>{t('grades.heading')}</Heading>
      <FilterBar>
        <label htmlFor={selectId}>{t('grades.kindLabel')}</label>
        <select
          id={selectId}
          value={kind ?? ''}
          onChange={(event) => {
            setKind(KINDS.find((item) => item === event.target.value));
            setPage(1);
          }}
        >
          <option value="">{t('grades.all')}</option>
          {KINDS.map((item) => (
            <option key={item} value={item}>
              {t(`kind_${item}`)}
            </option>
          ))}
        </select>
      </FilterBar>
      <QueryStates query={grades} empty={<EmptyState>{t('grades.empty')}</EmptyState>}>
        {(data) => (
          <>
            <GradeTable items={data.list} onNavigate={onNavigate} />
            <Pager
              page={page}
              total={data.total}
              pageSize={DEFAULT_GRADES_PAGE_SIZE}
              label={t('grades.pagination')}
              onPage={setPage}
            />
          </>
        )}
      </QueryStates>
    </section>
  );
}
