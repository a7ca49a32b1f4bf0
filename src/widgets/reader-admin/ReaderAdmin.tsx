import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  QueryStates,
  readersAdminClassesQuery,
  readersAdminListQuery,
  useApi,
  type AdminReader,
  type CommonWidgetSettings,
  type LpEvent,
} from '../../core';
import { Pager } from '../../core/ui/Pager';
import { StaffGate } from '../../core/ui/staff';
import { Field } from '../../core/ui/staff/styles';
import { ImportPanel } from './ImportPanel';
import { ReaderForm } from './ReaderForm';
import { ReaderTable } from './ReaderTable';
import { RowActionPanel, useUnblock, type RowAction } from './RowActions';
import { TermEndPanel } from './TermEndPanel';
import { Bar, Heading, Input, Live, Root, Select } from './styles';
import { useReaderMessage } from './useReaderMessage';

/** The portal's readers page: where a librarian logging in from the widget comes back to. */
const PORTAL_READERS = '/admin/readers';
const PAGE_SIZE = 20;

export interface ReaderAdminProps extends CommonWidgetSettings {
  /** Cancelable `lp-navigate` to /login when no one is logged in. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

/**
 * The librarian's readers: find (card number or name, class), create and edit, reset a
 * password (shown once), block with a reason and unblock, a teacher's classes, the term-end
 * class moves, import class lists with a report.
 */
export function ReaderAdmin(props: ReaderAdminProps) {
  const { t } = useTranslation('readers-admin');
  return (
    <StaffGate t={t} path={PORTAL_READERS} onNavigate={props.onNavigate}>
      <Readers />
    </StaffGate>
  );
}

type Editing =
  { kind: 'form'; reader: AdminReader | null } | { kind: RowAction; reader: AdminReader };

function Readers() {
  const { t } = useTranslation('readers-admin');
  const api = useApi();
  const headingId = useId();
  const keywordId = useId();
  const classId = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState<{ keyword: string; department?: number }>({
    keyword: '',
  });
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing | null>(null);
  const { message, say } = useReaderMessage();
  const unblock = useUnblock(say);
  const classes = useQuery(readersAdminClassesQuery(api));
  const list = useQuery(
    readersAdminListQuery(api, { ...search, pageindex: page, pagesize: PAGE_SIZE }),
  );

  const find = (event: FormEvent) => {
    event.preventDefault();
    setSearch((current) => ({ ...current, keyword: typed.trim() }));
    setPage(1);
  };
  const chooseClass = (value: string) => {
    setSearch((current) => ({
      keyword: current.keyword,
      ...(value ? { department: Number(value) } : {}),
    }));
    setPage(1);
  };
  const close = () => setEditing(null);

  return (
    <Root aria-labelledby={headingId} part="reader-admin">
      <Heading id={headingId}>{t('heading')}</Heading>
      <Bar role="search" aria-label={t('search')} onSubmit={find}>
        <Field>
          <label htmlFor={keywordId}>{t('keyword')}</label>
          <Input
            id={keywordId}
            type="search"
            value={typed}
            maxLength={50}
            onChange={(event) => setTyped(event.target.value)}
          />
        </Field>
        <Field>
          <label htmlFor={classId}>{t('classFilter')}</label>
          <Select
            id={classId}
            value={search.department ?? ''}
            onChange={(event) => chooseClass(event.target.value)}
          >
            <option value="">{t('allClasses')}</option>
            {(classes.data ?? []).map((item) => (
              <option key={item.id} value={item.id}>
                {item.name} ({item.readers})
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" $variant="primary">
          {t('search')}
        </Button>
        <Button type="button" onClick={() => setEditing({ kind: 'form', reader: null })}>
          {t('newReader')}
        </Button>
      </Bar>
      <Live role="status" part="message">
        {message}
      </Live>
      {editing?.kind === 'form' && (
        <ReaderForm
          key={editing.reader?.id ?? 'new'}
          reader={editing.reader}
          onDone={close}
          say={say}
        />
      )}
      {editing && editing.kind !== 'form' && (
        <RowActionPanel
          key={`${editing.kind}-${editing.reader.id}`}
          reader={editing.reader}
          action={editing.kind}
          onDone={close}
          say={say}
        />
      )}
      <QueryStates query={list} empty={<p>{t('empty')}</p>}>
        {(data) => (
          <>
            <p>{t('total', { count: data.total })}</p>
            <ReaderTable
              readers={data.list}
              busy={unblock.isPending}
              onEdit={(reader) => setEditing({ kind: 'form', reader })}
              onAction={(reader, kind) => setEditing({ kind, reader })}
              onUnblock={(reader) => void unblock.run(reader)}
            />
            <Pager
              page={page}
              total={data.total}
              pageSize={PAGE_SIZE}
              label={t('pager')}
              onPage={setPage}
            />
          </>
        )}
      </QueryStates>
      <TermEndPanel say={say} />
      <ImportPanel />
    </Root>
  );
}
