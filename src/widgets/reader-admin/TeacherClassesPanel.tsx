import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  QueryStates,
  readerSetTeacherClasses,
  readersAdminClassesQuery,
  readersAdminTeacherClassesQuery,
  useApi,
  useApiMutation,
  type AdminReader,
  type ReaderClass,
} from '../../core';
import { FieldError, Panel, SubHeading } from '../../core/ui/staff/styles';
import { Actions, CheckLabel, CheckList } from './styles';

/**
 * The classes a teacher manages (the classes whose pupils' work they see): a checkbox per class
 * of the library, saved at once as the teacher's whole list.
 */
export function TeacherClassesPanel({
  reader,
  onDone,
  say,
}: {
  reader: AdminReader;
  onDone: () => void;
  say: (message: string) => void;
}) {
  const { t } = useTranslation('readers-admin');
  const api = useApi();
  const headingId = useId();
  const classes = useQuery(readersAdminClassesQuery(api));
  const taught = useQuery(readersAdminTeacherClassesQuery(api, reader.id));
  return (
    <Panel aria-labelledby={headingId} part="teacher-classes">
      <SubHeading id={headingId}>
        {t('teacherClassesHeading', { name: reader.name, code: reader.readercode })}
      </SubHeading>
      <QueryStates query={taught} isEmpty={() => false}>
        {(current) => (
          <QueryStates query={classes} empty={<p>{t('termNoClasses')}</p>}>
            {(all) => (
              <ClassChoice
                reader={reader}
                classes={all}
                initial={current.classes.map((c) => c.id)}
                onDone={onDone}
                say={say}
              />
            )}
          </QueryStates>
        )}
      </QueryStates>
    </Panel>
  );
}

function ClassChoice({
  reader,
  classes,
  initial,
  onDone,
  say,
}: {
  reader: AdminReader;
  classes: ReaderClass[];
  initial: number[];
  onDone: () => void;
  say: (message: string) => void;
}) {
  const { t } = useTranslation('readers-admin');
  const errorId = useId();
  const [chosen, setChosen] = useState<Set<number>>(() => new Set(initial));
  const [error, setError] = useState<string | null>(null);
  const save = useApiMutation(readerSetTeacherClasses);
  const toggle = (id: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save.run({ teacherid: reader.id, classids: [...chosen] });
    if (!result) return;
    if (!result.ok) {
      setError(result.msg);
      return;
    }
    say(t('teacherClassesSaved', { name: reader.name }));
    onDone();
  };
  return (
    <form onSubmit={submit} noValidate>
      <CheckList aria-describedby={error ? errorId : undefined}>
        <legend>{t('classesTaught')}</legend>
        {classes.map((item) => (
          <CheckLabel key={item.id}>
            <input
              type="checkbox"
              checked={chosen.has(item.id)}
              onChange={(event) => toggle(item.id, event.target.checked)}
            />
            {item.name}
          </CheckLabel>
        ))}
      </CheckList>
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
      <Actions>
        <Button type="submit" $variant="primary" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('save')}
        </Button>
        <Button type="button" onClick={onDone}>
          {t('cancel')}
        </Button>
      </Actions>
    </form>
  );
}
