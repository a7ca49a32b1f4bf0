import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  CATALOGUE_IMPORT_FORMATS,
  CATALOGUE_IMPORT_MAX_BYTES,
  catalogueImportStart,
  catalogueImportStatusQuery,
  QueryStates,
  refreshAfterCatalogueImport,
  useApi,
  useApiMutation,
  type CatalogueImportFormat,
  type CatalogueImportStatus,
} from '../../core';
import { FieldError, SubHeading } from '../../core/ui/staff/styles';
import {
  Actions,
  Counts,
  Field,
  FormGrid,
  ImportProgress,
  Live,
  Muted,
  Panel,
  ProblemList,
} from './styles';

const ACCEPT = '.mrc,.iso,.xml,.csv,.xlsx';

/**
 * A catalogue file through the server's importer (the one `libportal import catalogue` uses):
 * the upload starts a job, its progress is polled until it ends, then its report. The form
 * stays as it was after a refused start, so the librarian fixes the format and starts again
 * without choosing the file a second time.
 */
export function ImportPanel() {
  const { t } = useTranslation('catalogue');
  const headingId = useId();
  const fileId = useId();
  const formatId = useId();
  const hintId = useId();
  const errorId = useId();
  const file = useRef<HTMLInputElement>(null);
  const [format, setFormat] = useState<CatalogueImportFormat>('auto');
  const [dryrun, setDryrun] = useState(false);
  const [jobid, setJobid] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const start = useApiMutation(catalogueImportStart);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = file.current?.files?.[0];
    if (!chosen) return;
    const result = await start.run({ file: chosen, format, dryrun });
    if (!result) return;
    if (result.ok) {
      setError(null);
      setJobid(result.data.jobid);
    } else {
      setError(result.msg);
    }
  };

  return (
    <Panel aria-labelledby={headingId} part="import">
      <SubHeading id={headingId}>{t('importHeading')}</SubHeading>
      <Muted id={hintId}>
        {t('importHint', { max: CATALOGUE_IMPORT_MAX_BYTES / 1024 / 1024 })}
      </Muted>
      {jobid ? (
        <ImportJob jobid={jobid} onAgain={() => setJobid(null)} />
      ) : (
        <form onSubmit={submit}>
          <FormGrid>
            <Field>
              <label htmlFor={fileId}>{t('importFile')}</label>
              <input
                ref={file}
                id={fileId}
                type="file"
                accept={ACCEPT}
                aria-describedby={error ? `${hintId} ${errorId}` : hintId}
                aria-invalid={error ? true : undefined}
              />
            </Field>
            <Field>
              <label htmlFor={formatId}>{t('importFormat')}</label>
              <select
                id={formatId}
                value={format}
                onChange={(event) => setFormat(event.target.value as CatalogueImportFormat)}
              >
                {CATALOGUE_IMPORT_FORMATS.map((one) => (
                  <option key={one} value={one}>
                    {t(`importFormat_${one}`)}
                  </option>
                ))}
              </select>
            </Field>
          </FormGrid>
          <label>
            <input
              type="checkbox"
              checked={dryrun}
              onChange={(event) => setDryrun(event.target.checked)}
            />{' '}
            {t('importDryRun')}
          </label>
          {error && (
            <FieldError id={errorId} role="alert">
              {error}
            </FieldError>
          )}
          <Actions>
            <Button type="submit" $variant="primary" disabled={start.isPending}>
              {start.isPending ? t('importStarting') : t('importStart')}
            </Button>
          </Actions>
        </form>
      )}
    </Panel>
  );
}

/** A started job: its progress while it runs, then its report. */
function ImportJob({ jobid, onAgain }: { jobid: string; onAgain: () => void }) {
  const { t } = useTranslation('catalogue');
  const api = useApi();
  const queryClient = useQueryClient();
  const status = useQuery(catalogueImportStatusQuery(api, jobid));
  const state = status.data?.state;
  const wrote = state === 'done' && !status.data?.dryrun;
  useEffect(() => {
    // The records just imported show in the find panel's next answer.
    if (wrote) void refreshAfterCatalogueImport(queryClient);
  }, [wrote, queryClient]);

  return (
    <QueryStates query={status}>
      {(job) => (
        <>
          <Progress job={job} />
          {job.state === 'done' && job.summary && <ImportReport job={job} />}
          {job.state === 'failed' && (
            <FieldError role="alert">
              {t('importFailed')}
              {job.error ? `: ${job.error}` : ''}
            </FieldError>
          )}
          {job.state !== 'running' && (
            <Actions>
              <Button type="button" onClick={onAgain}>
                {t('importAgain')}
              </Button>
            </Actions>
          )}
        </>
      )}
    </QueryStates>
  );
}

function Progress({ job }: { job: CatalogueImportStatus }) {
  const { t } = useTranslation('catalogue');
  const percent = job.totalBytes > 0 ? Math.floor((job.bytes / job.totalBytes) * 100) : 100;
  const read = t('importRead', { count: job.records });
  const label = job.state === 'running' ? t('importRunning') : t('importDone');
  return (
    <>
      <ImportProgress
        max={Math.max(job.totalBytes, 1)}
        value={job.totalBytes > 0 ? job.bytes : 1}
        aria-label={label}
      />
      {/* Polite: a screen reader says the count between the librarian's own actions. */}
      <Live aria-live="polite">
        {job.state === 'running' ? t('importReadPercent', { read, percent }) : read}
      </Live>
    </>
  );
}

function ImportReport({ job }: { job: CatalogueImportStatus }) {
  const { t } = useTranslation('catalogue');
  const summary = job.summary;
  if (!summary) return null;
  const counts = [
    ['importImported', summary.imported],
    ['importUpdated', summary.updated],
    ['importUnchanged', summary.unchanged],
    ['importRejected', summary.rejected],
    ['importCopiesAdded', summary.copiesAdded],
  ] as const;
  return (
    <div role="status" part="import-report">
      <p>{summary.dryRun ? t('importDryRunDone') : t('importDone')}</p>
      <Counts>
        {counts.map(([key, value]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Counts>
      {summary.stopped && <p>{t('importStopped', { reason: summary.stopped.reason })}</p>}
      {summary.errors.length > 0 && (
        <>
          <SubHeading as="h4">{t('importProblems')}</SubHeading>
          <ProblemList>
            {summary.errors.map((problem) => (
              <li key={`${problem.record}-${problem.code}`}>
                {t('importProblem', { record: problem.record })}: {problem.reason}
              </li>
            ))}
          </ProblemList>
          {summary.rejected > summary.errors.length && (
            <Muted>
              {t('importMoreProblems', { count: summary.rejected - summary.errors.length })}
            </Muted>
          )}
        </>
      )}
      {summary.warningCount > 0 && (
        <Muted>{t('importWarnings', { count: summary.warningCount })}</Muted>
      )}
    </div>
  );
}
