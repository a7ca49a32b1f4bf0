import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  QueryStates,
  readerAdminRefusalOf,
  readerMoveClasses,
  readerPreviewClassMoves,
  readersAdminClassesQuery,
  useApi,
  useApiMutation,
  VisuallyHidden,
  type ApiResult,
  type ClassMoveSummary,
  type ClassMovesRequest,
  type ReaderClass,
} from '../../core';
import { FieldError, Panel, SubHeading } from '../../core/ui/staff/styles';
import { Actions, CheckLabel, Hint, Input, Live, Table } from './styles';

/** What the librarian typed: the "to" name of each class, and which classes graduate. */
interface Typed {
  to: Record<number, string>;
  graduate: Record<number, boolean>;
}

/** The request the typed fields make: a class with a name moves, a ticked one graduates. */
function requestOf(typed: Typed): ClassMovesRequest {
  const graduate = Object.keys(typed.graduate)
    .map(Number)
    .filter((id) => typed.graduate[id]);
  const moves = Object.entries(typed.to)
    .filter(([id, name]) => name.trim() !== '' && !typed.graduate[Number(id)])
    .map(([id, name]) => ({ fromclassid: Number(id), toclassname: name }));
  return { moves, graduate };
}

const movedOf = (summary: ClassMoveSummary) =>
  summary.moves.reduce((sum, move) => sum + move.readers, 0);

/**
 * The term-end promotion: each class gets the name of the class its pupils move to (empty: no
 * move) or is ticked as graduating. Preview asks the server for the summary without changing
 * anything; Apply, after a confirm step, runs the same moves. A refusal that names a class is
 * shown on its row; what was typed stays.
 */
export function TermEndPanel({ say }: { say: (message: string) => void }) {
  const { t } = useTranslation('readers-admin');
  const api = useApi();
  const headingId = useId();
  const hintId = useId();
  const classes = useQuery(readersAdminClassesQuery(api));
  const preview = useApiMutation(readerPreviewClassMoves);
  const apply = useApiMutation(readerMoveClasses);
  const [typed, setTyped] = useState<Typed>({ to: {}, graduate: {} });
  const [summary, setSummary] = useState<ClassMoveSummary | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<{ classId: number | null; message: string } | null>(null);
  /**
   * The request the shown preview was made of, applied at most once: a click landing after
   * the answer (before the confirm button is gone) finds nothing to apply, rather than the
   * same moves again.
   */
  const previewed = useRef<ClassMovesRequest | null>(null);
  /** Edits so far: a preview answered after a later edit describes fields no longer shown. */
  const edits = useRef(0);
  const busy = preview.isPending || apply.isPending;

  /** Any change to the fields makes the last preview stale. */
  const change = (next: (current: Typed) => Typed) => {
    previewed.current = null;
    edits.current += 1;
    setTyped(next);
    setSummary(null);
    setConfirming(false);
  };

  const refusedWith = (result: ApiResult<unknown>) => {
    if (result.ok) return;
    const detail = readerAdminRefusalOf(result)?.detail;
    setError({ classId: typeof detail === 'number' ? detail : null, message: result.msg });
  };

  const runPreview = async (event: FormEvent) => {
    event.preventDefault();
    const request = requestOf(typed);
    if (request.moves.length === 0 && (request.graduate ?? []).length === 0) {
      setSummary(null);
      setError({ classId: null, message: t('termNothing') });
      return;
    }
    const at = edits.current;
    const result = await preview.run(request);
    if (!result || edits.current !== at) return;
    setConfirming(false);
    if (result.ok) {
      previewed.current = request;
      setError(null);
      setSummary(result.data);
    } else {
      previewed.current = null;
      setSummary(null);
      refusedWith(result);
    }
  };

  const runApply = async () => {
    const request = previewed.current;
    if (!request) return;
    const result = await apply.run(request);
    if (!result) return;
    previewed.current = null;
    setConfirming(false);
    if (result.ok) {
      setError(null);
      setSummary(result.data);
      setTyped({ to: {}, graduate: {} });
      say(t('termDone', { moved: movedOf(result.data), graduated: result.data.graduated }));
    } else {
      // The preview is no longer what would happen: preview again before another try.
      setSummary(null);
      refusedWith(result);
    }
  };

  return (
    <Panel aria-labelledby={headingId} part="term-end">
      <SubHeading id={headingId}>{t('termHeading')}</SubHeading>
      <Hint id={hintId}>{t('termHint')}</Hint>
      <QueryStates query={classes} empty={<p>{t('termNoClasses')}</p>}>
        {(list) => (
          <form onSubmit={runPreview} aria-describedby={hintId} noValidate>
            <ClassRows
              classes={list}
              typed={typed}
              error={error}
              onTo={(id, name) => change((c) => ({ ...c, to: { ...c.to, [id]: name } }))}
              onGraduate={(id, on) =>
                change((c) => ({ ...c, graduate: { ...c.graduate, [id]: on } }))
              }
            />
            {error && error.classId === null && (
              <FieldError role="alert">{error.message}</FieldError>
            )}
            <Actions>
              <Button type="submit" disabled={busy}>
                {t('termPreview')}
              </Button>
              {summary?.dryrun && !confirming && (
                <Button
                  type="button"
                  $variant="primary"
                  disabled={busy}
                  onClick={() => setConfirming(true)}
                >
                  {t('termApply')}
                </Button>
              )}
            </Actions>
            {summary?.dryrun && confirming && (
              <Live role="alert">
                {t('termConfirm', { moved: movedOf(summary), graduated: summary.graduated })}{' '}
                <Button type="button" $variant="primary" disabled={busy} onClick={runApply}>
                  {t('termConfirmYes')}
                </Button>{' '}
                <Button type="button" disabled={busy} onClick={() => setConfirming(false)}>
                  {t('cancel')}
                </Button>
              </Live>
            )}
          </form>
        )}
      </QueryStates>
      {summary && <MoveSummary summary={summary} />}
    </Panel>
  );
}

function ClassRows({
  classes,
  typed,
  error,
  onTo,
  onGraduate,
}: {
  classes: ReaderClass[];
  typed: Typed;
  error: { classId: number | null; message: string } | null;
  onTo: (id: number, name: string) => void;
  onGraduate: (id: number, on: boolean) => void;
}) {
  const { t } = useTranslation('readers-admin');
  const errorId = useId();
  return (
    <Table part="term-end-classes">
      <VisuallyHidden as="caption">{t('termHeading')}</VisuallyHidden>
      <thead>
        <tr>
          <th scope="col">{t('termClass')}</th>
          <th scope="col">{t('termReaders')}</th>
          <th scope="col">{t('termTo')}</th>
          <th scope="col">{t('termGraduate')}</th>
        </tr>
      </thead>
      <tbody>
        {classes.map((item) => {
          const graduating = typed.graduate[item.id] ?? false;
          const rowError = error?.classId === item.id ? error.message : null;
          return (
            <tr key={item.id}>
              <td data-label={t('termClass')}>{item.name}</td>
              <td data-label={t('termReaders')}>{item.readers}</td>
              <td data-label={t('termTo')}>
                <Input
                  aria-label={t('termToOf', { name: item.name })}
                  value={typed.to[item.id] ?? ''}
                  maxLength={50}
                  disabled={graduating}
                  onChange={(event) => onTo(item.id, event.target.value)}
                  aria-invalid={rowError ? true : undefined}
                  aria-describedby={rowError ? errorId : undefined}
                />
                {rowError && (
                  <FieldError id={errorId} role="alert">
                    {rowError}
                  </FieldError>
                )}
              </td>
              <td data-label={t('termGraduate')}>
                <CheckLabel>
                  <input
                    type="checkbox"
                    checked={graduating}
                    onChange={(event) => onGraduate(item.id, event.target.checked)}
                  />
                  <VisuallyHidden>{t('termGraduateOf', { name: item.name })}</VisuallyHidden>
                </CheckLabel>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

function MoveSummary({ summary }: { summary: ClassMoveSummary }) {
  const { t } = useTranslation('readers-admin');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} part="term-end-summary">
      <SubHeading as="h4" id={headingId}>
        {summary.dryrun ? t('termPreviewHeading') : t('termResultHeading')}
      </SubHeading>
      {summary.moves.length > 0 && (
        <Table>
          <VisuallyHidden as="caption">
            {summary.dryrun ? t('termPreviewHeading') : t('termResultHeading')}
          </VisuallyHidden>
          <thead>
            <tr>
              <th scope="col">{t('termFrom')}</th>
              <th scope="col">{t('termTo')}</th>
              <th scope="col">{t('termReaders')}</th>
              <th scope="col">{t('termNew')}</th>
            </tr>
          </thead>
          <tbody>
            {summary.moves.map((move) => (
              <tr key={move.fromclassid}>
                <td data-label={t('termFrom')}>{move.from}</td>
                <td data-label={t('termTo')}>{move.to}</td>
                <td data-label={t('termReaders')}>{move.readers}</td>
                <td data-label={t('termNew')}>{move.newclass ? t('termNewYes') : ''}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {summary.graduates.length > 0 && (
        <p>
          {t('termGraduated', {
            classes: summary.graduates.map((g) => `${g.name} (${g.readers})`).join('、'),
            count: summary.graduated,
          })}
        </p>
      )}
    </section>
  );
}
