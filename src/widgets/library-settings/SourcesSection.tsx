import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  CATALOGUING_PROTOCOLS,
  parseZ3950Address,
  SETTINGS_LIMITS,
  type CataloguingProtocol,
  type SettingsSource,
} from '../../core';
import { FieldRow } from '../../core/ui/staff';
import { Hint, RowActions, Select } from '../../core/ui/staff/styles';
import { SectionForm } from './SectionForm';
import { Check, Row } from './styles';
import { TextInput } from './TextInput';
import { useSectionSave } from './useSectionSave';

/** What a new row's address starts as, per protocol: an SRU URL's scheme, or nothing. */
const BLANK_ADDRESS: Record<CataloguingProtocol, string> = { sru: 'https://', z3950: '' };

/**
 * The SRU or Z39.50 servers copy cataloguing asks, by the name the catalogue picks them by. A
 * Z39.50 address that is not `host:port/database` is said here, beside its field, before saving
 * (the server checks it again: contract parseZ3950Address).
 */
export function SourcesSection({ sources }: { sources: SettingsSource[] }) {
  const { t } = useTranslation('settings-admin');
  const state = useSectionSave();
  const [draft, setDraft] = useState(() => sources);
  const change = (index: number, patch: Partial<SettingsSource>) =>
    setDraft((rows) => rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const errorOf = (field: 'name' | 'url', index: number) =>
    state.invalid(field, index) ? state.error?.message : null;
  const changeProtocol = (index: number, protocol: CataloguingProtocol) => {
    const row = draft[index];
    // An address still blank moves to the new protocol's blank; one typed is kept.
    const blank = row && Object.values(BLANK_ADDRESS).includes(row.url.trim());
    change(index, blank ? { protocol, url: BLANK_ADDRESS[protocol] } : { protocol });
  };
  const submit = () => {
    const index = draft.findIndex(
      (source) => source.protocol === 'z3950' && !parseZ3950Address(source.url.trim()),
    );
    if (index >= 0) {
      state.refuse({ field: 'url', index, message: t('notZ3950Address') });
      return;
    }
    const value = draft.map((source) =>
      source.protocol === 'z3950' ? { ...source, url: source.url.trim() } : source,
    );
    void state.save({ section: 'sources', value });
  };
  return (
    <SectionForm
      title={t('sources')}
      hint={t('sourcesHint')}
      part="sources"
      state={state}
      onSubmit={submit}
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
          <div>
            <FieldRow label={t('sourceProtocol')}>
              {(control) => (
                <Select
                  {...control}
                  value={source.protocol}
                  onChange={(event) =>
                    changeProtocol(index, event.target.value as CataloguingProtocol)
                  }
                >
                  {CATALOGUING_PROTOCOLS.map((protocol) => (
                    <option key={protocol} value={protocol}>
                      {t(`protocol.${protocol}`)}
                    </option>
                  ))}
                </Select>
              )}
            </FieldRow>
            <TextInput
              label={source.protocol === 'z3950' ? t('sourceAddress') : t('sourceUrl')}
              hint={source.protocol === 'z3950' ? t('sourceAddressHint') : undefined}
              type={source.protocol === 'z3950' ? 'text' : 'url'}
              inputMode="url"
              spellCheck={false}
              value={source.url}
              maxLength={SETTINGS_LIMITS.urlMax}
              onValue={(url) => change(index, { url })}
              error={errorOf('url', index)}
            />
          </div>
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
            setDraft((rows) => [
              ...rows,
              { name: '', protocol: 'sru', url: BLANK_ADDRESS.sru, allowprivate: false },
            ])
          }
        >
          {t('add')}
        </Button>
      ) : null}
    </SectionForm>
  );
}
