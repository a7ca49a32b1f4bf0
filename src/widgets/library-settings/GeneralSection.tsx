import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTINGS_LIMITS, type SettingsGeneral } from '../../core';
import { SectionForm } from './SectionForm';
import { Check, FormGrid } from './styles';
import { TextInput } from './TextInput';
import { useSectionSave } from './useSectionSave';

/** The library's name, customer-service phone and whether the AI librarian is offered. */
export function GeneralSection({ general }: { general: SettingsGeneral }) {
  const { t } = useTranslation('settings-admin');
  const state = useSectionSave();
  const [draft, setDraft] = useState(() => ({
    name: general.name,
    servicephone: general.servicephone,
    enableailibrarian: general.enableailibrarian,
  }));
  const errorOf = (field: 'name' | 'servicephone') =>
    state.invalid(field) ? state.error?.message : null;
  return (
    <SectionForm
      title={t('general')}
      part="general"
      state={state}
      onSubmit={() => void state.save({ section: 'general', value: draft })}
    >
      <FormGrid>
        <TextInput
          label={t('name')}
          value={draft.name}
          maxLength={SETTINGS_LIMITS.nameMax}
          onValue={(name) => setDraft((d) => ({ ...d, name }))}
          error={errorOf('name')}
        />
        <TextInput
          label={t('servicephone')}
          type="tel"
          value={draft.servicephone}
          maxLength={SETTINGS_LIMITS.phoneMax}
          hint={t('servicephoneHint')}
          onValue={(servicephone) => setDraft((d) => ({ ...d, servicephone }))}
          error={errorOf('servicephone')}
        />
      </FormGrid>
      <Check>
        <input
          type="checkbox"
          checked={draft.enableailibrarian}
          onChange={(event) => setDraft((d) => ({ ...d, enableailibrarian: event.target.checked }))}
        />
        {t('enableailibrarian')}
      </Check>
    </SectionForm>
  );
}
