import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../core';
import { Actions, Hint, Panel, Status, SubHeading } from './styles';
import type { SectionSave } from './useSectionSave';

/**
 * A section of the page: its heading, its hint, its fields, and its own save with the line
 * saying what the save did (a live region, so a screen reader hears it too).
 */
export function SectionForm(props: {
  title: string;
  hint?: string;
  part: string;
  state: SectionSave;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('settings-admin');
  const headingId = useId();
  const { state } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Panel aria-labelledby={headingId} part={props.part}>
      <SubHeading id={headingId}>{props.title}</SubHeading>
      {props.hint ? <Hint>{props.hint}</Hint> : null}
      <form onSubmit={submit} noValidate>
        {props.children}
        <Actions>
          <Button type="submit" $variant="primary" disabled={state.pending}>
            {state.pending ? t('saving') : t('save')}
          </Button>
          <Status role="status" $error={state.error !== null} part="status">
            {state.status}
          </Status>
        </Actions>
      </form>
    </Panel>
  );
}
