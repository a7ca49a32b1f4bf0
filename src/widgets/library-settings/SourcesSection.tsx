import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, SETTINGS_LIMITS, type SettingsSource } from '../../core';
import { SectionForm } from './SectionForm';
import { Check, Hint, Row, RowActions } from './styles';
import { TextInput } from './TextInput';
import { useSectionSave } from './useSectionSave';

/** The SRU servers copy cataloguing asks, by the name the catalogue picks them by. */
export function SourcesSection({ sources }: { sources: SettingsSource[] }) {
  const { t } = useTranslation('settings-admin');
  const state = useSectionSave();
  const [draft, setDraft] = useState(() => sources);
  const change = (index: number, patch: Partial<SettingsSource>) =>
    setDraft((rows) => rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const errorOf = (field: 'name' | 'url', index: number) =>
    state.invalid(field, index) ? state.error?.message : null;
  return (
    <SectionForm
      title={t('sources')}
      hint={t('sourcesHint')}
      part="sources"
      state={state}
      onSubmit={() => void state.save({ section: 'sources', value: draft })}
    >
      {draft.length === 0 ? <Hint>{t('noSources')}</Hint> : null}
      {draft.map((source, index) => (
        <Row key={index}>
          <legend>{t('sourceRow', { row: index + 1 })}</legend>
          <TextInput
            label={t('sourceName')}
            value={source.name}
            maxLength={SETTINGS_LIMITS.sourceNameMax}
            onValue={(name) => change(index, { name })}
            error={errorOf('name', index)}
          />
          <TextInput
            label={t('sourceUrl')}
            type="url"
            inputMode="url"
            value={source.url}
            maxLength={SETTINGS_LIMITS.urlMax}
            onValue={(url) => change(index, { url })}
            error={errorOf('url', index)}
          />
          <Check>
            <input
              type="checkbox"
              checked={source.allowprivate}
              onChange={(event) => change(index, { allowprivate: event.target.checked })}
            />
            {t('allowprivate')}
          </Check>
          <RowActions>
            <Button
              type="button"
              $variant="ghost"
              aria-label={t('removeOf', {
                name: source.name || t('sourceRow', { row: index + 1 }),
              })}
              onClick={() => setDraft((rows) => rows.filter((_, i) => i !== index))}
            >
              {t('remove')}
            </Button>
          </RowActions>
        </Row>
      ))}
      {draft.length < SETTINGS_LIMITS.sourcesMax ? (
        <Button
          type="button"
          $variant="secondary"
          onClick={() =>
            setDraft((rows) => [...rows, { name: '', url: 'https://', allowprivate: false }])
          }
        >
          {t('add')}
        </Button>
      ) : null}
    </SectionForm>
  );
}
