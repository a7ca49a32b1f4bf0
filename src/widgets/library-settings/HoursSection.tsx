import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTINGS_LIMITS, type SettingsHours } from '../../core';
import { SectionForm } from './SectionForm';
import { Field, FieldError, Hint, TextArea } from './styles';
import { TextInput } from './TextInput';
import { useSectionSave } from './useSectionSave';

/**
 * The opening hours (several lines allowed) and the address, as the portal's /about page and
 * the AI librarian show them: plain text; an empty field shows nothing.
 */
export function HoursSection({ hours }: { hours: SettingsHours }) {
  const { t } = useTranslation('settings-admin');
  const id = useId();
  const state = useSectionSave();
  const [draft, setDraft] = useState<SettingsHours>(() => ({ ...hours }));
  const errorOf = (field: 'openinghours' | 'address') =>
    state.invalid(field) ? (state.error?.message ?? null) : null;
  const hoursError = errorOf('openinghours');
  const described = [hoursError ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ');
  return (
    <SectionForm
      title={t('hours')}
      hint={t('hoursHint')}
      part="hours"
      state={state}
      onSubmit={() => void state.save({ section: 'hours', value: draft })}
    >
      <Field>
        <label htmlFor={id}>{t('openinghours')}</label>
        <TextArea
          id={id}
          value={draft.openinghours}
          maxLength={SETTINGS_LIMITS.openingHoursMax}
          aria-invalid={hoursError ? true : undefined}
          aria-describedby={described}
          onChange={(event) => setDraft((d) => ({ ...d, openinghours: event.target.value }))}
        />
        <Hint as="div" id={`${id}-hint`}>
          {t('openinghoursHint', { max: SETTINGS_LIMITS.openingHoursMax })}
        </Hint>
        {hoursError ? <FieldError id={`${id}-error`}>{hoursError}</FieldError> : null}
      </Field>
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
