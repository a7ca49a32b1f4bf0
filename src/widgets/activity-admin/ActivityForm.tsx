import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACTIVITY_LIMITS as L,
  activityAdminDelete,
  activityAdminSave,
  activityRefusalOf,
  Button,
  newRequestId,
  useApiMutation,
  useLibraryTimeZone,
  type ActivityAdminItem,
  type ActivityField,
} from '../../core';
import { fromWallClock, toWallClock } from '../../core/ui/wall-clock';
import {
  Actions,
  Controls,
  Field,
  FieldError,
  Hint,
  Input,
  Panel,
  Status,
  SubHeading,
  TextArea,
} from './styles';

/** The form as typed: times as `datetime-local` values on the library's clock. */
interface Draft {
  title: string;
  starts: string;
  ends: string;
  place: string;
  description: string;
  capacity: string;
}

const draftOf = (saved: ActivityAdminItem | null, zone: string): Draft => ({
  title: saved?.title ?? '',
  starts: toWallClock(saved?.startsat ?? null, zone),
  ends: toWallClock(saved?.endsat ?? null, zone),
  place: saved?.place ?? '',
  description: saved?.description ?? '',
  capacity: saved ? String(saved.capacity) : '30',
});

/**
 * The form of one activity, new or existing. A refusal is shown beside the field it names and
 * the draft stays as typed. A new activity's saves carry one request id, made when the form
 * opened, so a double submit or a retry creates one activity; after the first save the form
 * edits the activity it created.
 */
export function ActivityForm({
  saved: initial,
  onBack,
}: {
  saved: ActivityAdminItem | null;
  onBack: (message?: string) => void;
}) {
  const { t } = useTranslation('activity-admin');
  const zone = useLibraryTimeZone();
  const headingId = useId();
  const id = useId();
  const save = useApiMutation(activityAdminSave);
  const remove = useApiMutation(activityAdminDelete);
  const [requestId] = useState(newRequestId);
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial, zone));
  const [error, setError] = useState<{ field: ActivityField | null; message: string } | null>(null);
  const [status, setStatus] = useState('');
  const [confirming, setConfirming] = useState(false);

  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    const startsat = fromWallClock(draft.starts, zone);
    const endsat = fromWallClock(draft.ends, zone);
    if (!startsat || !endsat) {
      setError({ field: startsat ? 'endsat' : 'startsat', message: t('needTime') });
      return;
    }
    const result = await save.run({
      ...(saved ? { id: saved.id } : { requestid: requestId }),
      title: draft.title,
      startsat,
      endsat,
      place: draft.place,
      description: draft.description,
      capacity: Number(draft.capacity),
    });
    if (!result) return;
    if (!result.ok) {
      setError({ field: activityRefusalOf(result)?.field ?? null, message: result.msg });
      return;
    }
    setError(null);
    setSaved(result.data);
    setStatus(t('saved'));
  };

  const deleteActivity = async () => {
    if (!saved) return;
    if (!confirming) {
      setConfirming(true);
      return;
    }
    const result = await remove.run(saved.id);
    if (!result) return;
    // The server's message says how many signed-up readers were told.
    if (result.ok) onBack(result.msg);
    else setError({ field: null, message: result.msg });
  };

  /** A field with its label and, when refused, the message it is described by. */
  const field = (name: ActivityField, label: string, control: (props: object) => ReactNode) => {
    const message = error?.field === name ? error.message : null;
    const controlId = `${id}-${name}`;
    return (
      <Field>
        <label htmlFor={controlId}>{label}</label>
        {control({
          id: controlId,
          'aria-invalid': message ? true : undefined,
          'aria-describedby': message ? `${controlId}-error` : undefined,
        })}
        {message ? <FieldError id={`${controlId}-error`}>{message}</FieldError> : null}
      </Field>
    );
  };

  return (
    <Panel aria-labelledby={headingId} part="form">
      <SubHeading id={headingId}>{saved ? t('editActivityHeading') : t('newActivity')}</SubHeading>
      <form onSubmit={(event) => void submit(event)} noValidate>
        {field('title', t('title'), (props) => (
          <Input
            {...props}
            value={draft.title}
            maxLength={L.titleMax}
            onChange={(event) => set('title')(event.target.value)}
          />
        ))}
        <Hint>{t('zoneHint', { zone })}</Hint>
        <Controls>
          {field('startsat', t('startsAt'), (props) => (
            <Input
              {...props}
              type="datetime-local"
              value={draft.starts}
              onChange={(event) => set('starts')(event.target.value)}
            />
          ))}
          {field('endsat', t('endsAt'), (props) => (
            <Input
              {...props}
              type="datetime-local"
              value={draft.ends}
              onChange={(event) => set('ends')(event.target.value)}
            />
          ))}
          {field('place', t('place'), (props) => (
            <Input
              {...props}
              value={draft.place}
              maxLength={L.placeMax}
              onChange={(event) => set('place')(event.target.value)}
            />
          ))}
          {field('capacity', t('capacity'), (props) => (
            <Input
              {...props}
              type="number"
              inputMode="numeric"
              min={Math.max(1, saved?.signedup ?? 1)}
              max={L.capacityMax}
              step={1}
              value={draft.capacity}
              onChange={(event) => set('capacity')(event.target.value)}
            />
          ))}
        </Controls>
        {field('description', t('description'), (props) => (
          <TextArea
            {...props}
            value={draft.description}
            maxLength={L.descriptionMax}
            onChange={(event) => set('description')(event.target.value)}
          />
        ))}
        <Actions>
          <Button type="submit" $variant="primary" disabled={save.isPending}>
            {save.isPending ? t('saving') : t('save')}
          </Button>
          {saved ? (
            <Button
              type="button"
              $variant="secondary"
              disabled={remove.isPending}
              aria-describedby={confirming ? `${id}-confirm` : undefined}
              onClick={() => void deleteActivity()}
            >
              {confirming ? t('confirmDelete') : t('delete')}
            </Button>
          ) : null}
          <Button type="button" $variant="ghost" onClick={() => onBack()}>
            {t('back')}
          </Button>
          <Status role="status" $error={error !== null} part="status">
            {error ? error.message : status}
          </Status>
        </Actions>
        {confirming ? <p id={`${id}-confirm`}>{t('confirmDeleteHint')}</p> : null}
      </form>
    </Panel>
  );
}
