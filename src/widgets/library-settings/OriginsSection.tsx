import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTINGS_LIMITS } from '../../core';
import { FieldRow } from '../../core/ui/staff';
import { SectionForm } from './SectionForm';
import { TextArea } from './styles';
import { useSectionSave } from './useSectionSave';

/** Only full lines count: blank lines between origins are a typist's, not entries. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The origins allowed to embed the portal, one a line; the server refuses a bad line. */
export function OriginsSection({ origins }: { origins: string[] }) {
  const { t } = useTranslation('settings-admin');
  const state = useSectionSave();
  const [draft, setDraft] = useState(() => origins.join('\n'));
  const error = state.error ? state.status : null;
  return (
    <SectionForm
      title={t('origins')}
      hint={t('originsHint')}
      part="origins"
      state={state}
      onSubmit={() => void state.save({ section: 'origins', value: linesOf(draft) })}
    >
      <FieldRow label={t('originsLabel')} error={error}>
        {(control) => (
          <TextArea
            {...control}
            value={draft}
            spellCheck={false}
            maxLength={SETTINGS_LIMITS.originsMax * (SETTINGS_LIMITS.originMax + 1)}
            onChange={(event) => setDraft(event.target.value)}
          />
        )}
      </FieldRow>
    </SectionForm>
  );
}
