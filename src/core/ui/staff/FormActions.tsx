import { useId, useState } from 'react';
import { Button } from '../Button';
import { Actions, Status } from './styles';

/** The words of the buttons, under the same keys in every staff widget's namespace. */
export type FormActionKey =
  'save' | 'saving' | 'delete' | 'confirmDelete' | 'confirmDeleteHint' | 'back';

export interface FormActionsProps {
  /**
   * The widget's `t`: the words are its own (a form without delete or back needs only `save`
   * and `saving`).
   */
  t: (key: FormActionKey) => string;
  /** A save is on its way: the submit button waits and says so. */
  pending: boolean;
  /** The line after the buttons: what the last change did (a live region). */
  status: string;
  /** The status line is a refusal. */
  error: boolean;
  /**
   * Deleting what the form edits: a first press asks, a second one calls `onConfirmed`.
   * Absent where there is nothing to delete (a new record, a settings section).
   */
  remove?: { pending: boolean; onConfirmed: () => void };
  /** Back to the list without saving; no button when absent. */
  onBack?: () => void;
  className?: string;
}

/**
 * The buttons under a staff form: save (the form's submit), delete after a confirmation, back
 * to the list, and the status line saying what the last change did, so a screen reader hears
 * it too.
 */
export function FormActions(props: FormActionsProps) {
  const { t, remove, onBack } = props;
  const hintId = useId();
  const [confirming, setConfirming] = useState(false);
  const pressDelete = () => {
    if (!remove) return;
    if (confirming) remove.onConfirmed();
    else setConfirming(true);
  };
  const asking = remove !== undefined && confirming;
  return (
    <>
      <Actions className={props.className}>
        <Button type="submit" $variant="primary" disabled={props.pending}>
          {props.pending ? t('saving') : t('save')}
        </Button>
        {remove ? (
          <Button
            type="button"
            $variant="secondary"
            disabled={remove.pending}
            aria-describedby={asking ? hintId : undefined}
            onClick={pressDelete}
          >
            {asking ? t('confirmDelete') : t('delete')}
          </Button>
        ) : null}
        {onBack ? (
          <Button type="button" $variant="ghost" onClick={() => onBack()}>
            {t('back')}
          </Button>
        ) : null}
        <Status role="status" $error={props.error} part="status">
          {props.status}
        </Status>
      </Actions>
      {asking ? <p id={hintId}>{t('confirmDeleteHint')}</p> : null}
    </>
  );
}
