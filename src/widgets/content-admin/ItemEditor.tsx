import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTENT_LIMITS,
  contentDelete,
  contentItemQuery,
  contentRefusalOf,
  contentSave,
  newRequestId,
  QueryStates,
  useApi,
  useApiMutation,
  useLibraryTimeZone,
  type ContentField,
  type ContentItem,
  type NewsType,
} from '../../core';
import { FieldRow, FormActions, StaffPanel } from '../../core/ui/staff';
import { Input, Select } from '../../core/ui/staff/styles';
import { modeOf, publishedAtOf, toWallClock, type PublishMode } from './publish';
import { RichText } from './RichText';
import { TypeOptions } from './TypeOptions';
import { Choices, Controls } from './styles';

/** An item to edit: an existing one (loaded by id), or a new one. */
export function ItemEditor(props: { id: number | null; onBack: (message?: string) => void }) {
  if (props.id === null) return <ItemForm saved={null} onBack={props.onBack} />;
  return <ExistingItem id={props.id} onBack={props.onBack} />;
}

function ExistingItem({ id, onBack }: { id: number; onBack: (message?: string) => void }) {
  const item = useQuery(contentItemQuery(useApi(), id));
  return (
    <QueryStates query={item} isEmpty={() => false}>
      {(data) => <ItemForm saved={data} onBack={onBack} />}
    </QueryStates>
  );
}

interface Draft {
  type: NewsType;
  title: string;
  bodyhtml: string;
  mode: PublishMode;
  /** The publish date as typed (datetime-local, the library's clock). */
  at: string;
}

/**
 * The form of one item: type, title, body, and whether it is a draft, published or published at
 * a date. A refusal is shown beside the field it names and the draft stays as typed. A new
 * item's saves carry one request id, made when the form opened, so a double submit or a retry
 * creates one item; after the first save the form edits the item it created.
 */
function ItemForm({
  saved: initial,
  onBack,
}: {
  saved: ContentItem | null;
  onBack: (message?: string) => void;
}) {
  const { t } = useTranslation('content-admin');
  const zone = useLibraryTimeZone();
  const id = useId();
  const save = useApiMutation(contentSave);
  const remove = useApiMutation(contentDelete);
  const [requestId] = useState(newRequestId);
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState<Draft>(() => ({
    type: initial?.type ?? 'news',
    title: initial?.title ?? '',
    bodyhtml: initial?.bodyhtml ?? '',
    mode: modeOf(initial),
    at: toWallClock(initial?.status === 'scheduled' ? initial.publishedat : null, zone),
  }));
  const [error, setError] = useState<{ field: ContentField | null; message: string } | null>(null);
  const [status, setStatus] = useState('');

  const errorOf = (field: ContentField) => (error?.field === field ? error.message : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    const publishedat = publishedAtOf(draft.mode, draft.at, zone, saved);
    if (publishedat === 'missing') {
      setError({ field: 'publishedat', message: t('needDate') });
      return;
    }
    const result = await save.run({
      ...(saved ? { id: saved.id } : { requestid: requestId }),
      type: draft.type,
      title: draft.title,
      bodyhtml: draft.bodyhtml,
      publishedat,
    });
    if (!result) return;
    if (!result.ok) {
      setError({ field: contentRefusalOf(result)?.field ?? null, message: result.msg });
      return;
    }
    setError(null);
    setSaved(result.data);
    setStatus(t('saved', { status: t(`statuses.${result.data.status}`) }));
  };

  const deleteItem = async () => {
    if (!saved) return;
    const result = await remove.run(saved.id);
    if (!result) return;
    if (result.ok) onBack(t('deleted', { title: saved.title }));
    else setError({ field: null, message: result.msg });
  };

  return (
    <StaffPanel heading={saved ? t('editorEdit') : t('editorNew')} part="editor">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Controls>
          <FieldRow label={t('type')}>
            {(control) => (
              <Select
                {...control}
                value={draft.type}
                onChange={(event) =>
                  setDraft((d) => ({ ...d, type: event.target.value as NewsType }))
                }
              >
                <TypeOptions />
              </Select>
            )}
          </FieldRow>
        </Controls>
        <FieldRow label={t('title')} error={errorOf('title')}>
          {(control) => (
            <Input
              {...control}
              value={draft.title}
              maxLength={CONTENT_LIMITS.titleMax}
              onChange={(event) => setDraft((d) => ({ ...d, title: event.target.value }))}
            />
          )}
        </FieldRow>
        <Choices>
          <legend>{t('publishing')}</legend>
          {(['draft', 'now', 'at'] as const).map((mode) => (
            <label key={mode}>
              <input
                type="radio"
                name={`${id}-mode`}
                value={mode}
                checked={draft.mode === mode}
                onChange={() => setDraft((d) => ({ ...d, mode }))}
              />
              {t(mode === 'draft' ? 'publishDraft' : mode === 'now' ? 'publishNow' : 'publishAt')}
            </label>
          ))}
          {draft.mode === 'at' ? (
            <FieldRow label={t('publishDate', { zone })} error={errorOf('publishedat')}>
              {(control) => (
                <Input
                  {...control}
                  type="datetime-local"
                  value={draft.at}
                  onChange={(event) => setDraft((d) => ({ ...d, at: event.target.value }))}
                />
              )}
            </FieldRow>
          ) : null}
        </Choices>
        <RichText
          initialHtml={draft.bodyhtml}
          onChange={(bodyhtml) => setDraft((d) => ({ ...d, bodyhtml }))}
          error={errorOf('bodyhtml')}
        />
        <FormActions
          t={t}
          pending={save.isPending}
          status={error ? error.message : status}
          error={error !== null}
          remove={
            saved ? { pending: remove.isPending, onConfirmed: () => void deleteItem() } : undefined
          }
          onBack={() => onBack()}
        />
      </form>
    </StaffPanel>
  );
}
