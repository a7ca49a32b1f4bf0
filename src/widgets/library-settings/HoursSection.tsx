import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTINGS_LIMITS, type SettingsHours } from '../../core';
import { FieldRow } from '../../core/ui/staff';
import { SectionForm } from './SectionForm';
import { TextArea } from './styles';
import { TextInput } from './TextInput';
import { useSectionSave } from './useSectionSave';

/**
 * The opening hours (several lines allowed) and the address, as the portal's /about page and
 * the AI librarian show them: plain text; an empty field shows nothing.
 */
export function HoursSection({ hours }: { hours: SettingsHours }) {
  const { t } = useTranslation('settings-admin');
  const state = useSectionSave();
  const [draft, setDraft] = useState<SettingsHours>(() => ({ ...hours }));
  const errorOf = (field: 'openinghours' | 'address') =>
    state.invalid(field) ? (state.error?.message ?? null) : null;
  return (
    <SectionForm
      title={t('hours')}
      hint={t('hoursHint')}
      part="hours"
      state={state}
      onSubmit={() => void state.save({ section: 'hours', value: draft })}
    >
      <FieldRow
        label={t('openinghours')}
        error={errorOf('openinghours')}
        hint={t('openinghoursHint', { max: SETTINGS_LIMITS.openingHoursMax })}
      >
        {(control) => (
          <TextArea
            {...control}
            value={draft.openinghours}
            maxLength={SETTINGS_LIMITS.openingHoursMax}
            onChange={(event) => setDraft((d) => ({ ...d, openinghours: event.target.value }))}
          />
        )}
      </FieldRow>
      <TextInput
        label={t('address')}
        value={draft.address}
        maxLength={SETTINGS_LIMITS.addressMax}
        onValue={(address) => setDraft((d) => ({ ...d, address }))}
        error={errorOf('address')}
      />
    </SectionForm>
  );
}
