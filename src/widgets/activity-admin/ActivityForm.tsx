import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACTIVITY_LIMITS as L,
  activityAdminDelete,
  activityAdminSave,
  activityRefusalOf,
  newRequestId,
  useApiMutation,
  useLibraryTimeZone,
  type ActivityAdminItem,
  type ActivityField,
} from '../../core';
import { StaffPanel } from '../../core/ui/staff';
import { fromWallClock, toWallClock } from '../../core/ui/wall-clock';
import { Hint, Input, TextArea } from '../../core/ui/staff/styles';
import { Controls, FormButtons, FormField } from './styles';

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
  const save = useApiMutation(activityAdminSave);
  const remove = useApiMutation(activityAdminDelete);
  const [requestId] = useState(newRequestId);
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial, zone));
  const [error, setError] = useState<{ field: ActivityField | null; message: string } | null>(null);
  const [status, setStatus] = useState('');

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
    const result = await remove.run(saved.id);
    if (!result) return;
    // The server's message says how many signed-up readers were told.
    if (result.ok) onBack(result.msg);
    else setError({ field: null, message: result.msg });
  };

  /** The refusal's message when it names this field. */
  const errorOf = (name: ActivityField) => (error?.field === name ? error.message : null);

  return (
    <StaffPanel heading={saved ? t('editActivityHeading') : t('newActivity')} part="form">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormField label={t('title')} error={errorOf('title')}>
          {(props) => (
            <Input
              {...props}
              value={draft.title}
              maxLength={L.titleMax}
              onChange={(event) => set('title')(event.target.value)}
            />
          )}
        </FormField>
        <Hint>{t('zoneHint', { zone })}</Hint>
        <Controls>
          <FormField label={t('startsAt')} error={errorOf('startsat')}>
            {(props) => (
              <Input
                {...props}
                type="datetime-local"
                value={draft.starts}
                onChange={(event) => set('starts')(event.target.value)}
              />
            )}
          </FormField>
          <FormField label={t('endsAt')} error={errorOf('endsat')}>
            {(props) => (
              <Input
                {...props}
                type="datetime-local"
                value={draft.ends}
                onChange={(event) => set('ends')(event.target.value)}
              />
            )}
          </FormField>
          <FormField label={t('place')} error={errorOf('place')}>
            {(props) => (
              <Input
                {...props}
                value={draft.place}
                maxLength={L.placeMax}
                onChange={(event) => set('place')(event.target.value)}
              />
            )}
          </FormField>
          <FormField label={t('capacity')} error={errorOf('capacity')}>
            {(props) => (
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
            )}
          </FormField>
        </Controls>
        <FormField label={t('description')} error={errorOf('description')}>
          {(props) => (
            <TextArea
              {...props}
              value={draft.description}
              maxLength={L.descriptionMax}
              onChange={(event) => set('description')(event.target.value)}
            />
          )}
        </FormField>
        <FormButtons
          t={t}
          pending={save.isPending}
          status={error ? error.message : status}
          error={error !== null}
          remove={
            saved
              ? { pending: remove.isPending, onConfirmed: () => void deleteActivity() }
              : undefined
          }
          onBack={() => onBack()}
        />
      </form>
    </StaffPanel>
  );
}
