import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, readingProgramsQuery, useApi, type ReadingProgram } from '../../core';
import { ListStates } from '../../core/ui/ListStates';
import { ProgramCard } from './ProgramCard';
import { ProgramForm } from './ProgramForm';
import { Cards, Hint, Status, Toolbar } from './styles';

/**
 * The programs of the teacher's classes. `current`: only those not yet ended, read only (the
 * teacher's home); otherwise every program, with create, edit and delete.
 */
export function ProgramList({
  current,
  onOpen,
}: {
  current: boolean;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation('teaching');
  const api = useApi();
  const list = useQuery(readingProgramsQuery(api, current ? { current: true } : {}));
  const [editing, setEditing] = useState<ReadingProgram | 'new' | null>(null);
  const [status, setStatus] = useState('');
  const done = (message: string) => {
    setEditing(null);
    setStatus(message);
  };
  return (
    <>
      {!current && editing === null ? (
        <Toolbar>
          <Button type="button" onClick={() => setEditing('new')}>
            {t('programs.create')}
          </Button>
        </Toolbar>
      ) : null}
      {editing !== null ? (
        <ProgramForm program={editing === 'new' ? undefined : editing} onDone={done} />
      ) : null}
      <Status role="status">{status}</Status>
      <ListStates
        list={list}
        empty={<Hint>{t(current ? 'programs.emptyCurrent' : 'programs.empty')}</Hint>}
      >
        {(programs) => (
          <Cards>
            {programs.map((program) => (
              <ProgramCard
                key={program.id}
                program={program}
                editable={!current}
                onOpen={() => onOpen(program.id)}
                onEdit={() => {
                  setStatus('');
                  setEditing(program);
                }}
                onStatus={setStatus}
              />
            ))}
          </Cards>
        )}
      </ListStates>
    </>
  );
}
