import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffPanel } from '../../core/ui/staff';
import { Hint } from '../../core/ui/staff/styles';
import { SectionActions } from './styles';
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
  const { state } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <StaffPanel heading={props.title} part={props.part}>
      {props.hint ? <Hint>{props.hint}</Hint> : null}
      <form onSubmit={submit} noValidate>
        {props.children}
        <SectionActions
          t={t}
          pending={state.pending}
          status={state.status}
          error={state.error !== null}
        />
      </form>
    </StaffPanel>
  );
}
