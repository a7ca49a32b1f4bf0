import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, SETTINGS_LIMITS, type SettingsFooterLink } from '../../core';
import { Hint, RowActions } from '../../core/ui/staff/styles';
import { SectionForm } from './SectionForm';
import { Check, Row } from './styles';
import { TextInput } from './TextInput';
import { useSectionSave } from './useSectionSave';

/** The footer's links in their order: title, address (http/https), shown or hidden. */
export function FooterLinksSection({ links }: { links: SettingsFooterLink[] }) {
  const { t } = useTranslation('settings-admin');
  const state = useSectionSave();
  const [draft, setDraft] = useState(() => links);
  const change = (index: number, patch: Partial<SettingsFooterLink>) =>
    setDraft((rows) => rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const moveUp = (index: number) =>
    setDraft((rows) => {
      const next = [...rows];
      [next[index - 1], next[index]] = [next[index]!, next[index - 1]!];
      return next;
    });
  const errorOf = (field: 'title' | 'url', index: number) =>
    state.invalid(field, index) ? state.error?.message : null;
  return (
    <SectionForm
      title={t('footerLinks')}
      hint={t('footerLinksHint')}
      part="footer-links"
      state={state}
      onSubmit={() => void state.save({ section: 'footerLinks', value: draft })}
    >
      {draft.length === 0 ? <Hint>{t('noLinks')}</Hint> : null}
      {draft.map((link, index) => {
        const name = link.title || t('linkRow', { row: index + 1 });
        return (
          <Row key={index}>
            <legend>{t('linkRow', { row: index + 1 })}</legend>
            <TextInput
              label={t('linkTitle')}
              value={link.title}
              maxLength={SETTINGS_LIMITS.footerTitleMax}
              onValue={(title) => change(index, { title })}
              error={errorOf('title', index)}
            />
            <TextInput
              label={t('linkUrl')}
              type="url"
              inputMode="url"
              value={link.url}
              maxLength={SETTINGS_LIMITS.urlMax}
              onValue={(url) => change(index, { url })}
              error={errorOf('url', index)}
            />
            <Check>
              <input
                type="checkbox"
                checked={link.isshow}
                onChange={(event) => change(index, { isshow: event.target.checked })}
              />
              {t('linkShown')}
            </Check>
            <RowActions>
              {index > 0 ? (
                <Button
                  type="button"
                  $variant="secondary"
                  aria-label={t('moveUpOf', { name })}
                  onClick={() => moveUp(index)}
                >
                  {t('moveUp')}
                </Button>
              ) : null}
              <Button
                type="button"
                $variant="ghost"
                aria-label={t('removeOf', { name })}
                onClick={() => setDraft((rows) => rows.filter((_, i) => i !== index))}
              >
                {t('remove')}
              </Button>
            </RowActions>
          </Row>
        );
      })}
      {draft.length < SETTINGS_LIMITS.footerLinksMax ? (
        <Button
          type="button"
          $variant="secondary"
          onClick={() =>
            setDraft((rows) => [...rows, { title: '', url: 'https://', isshow: true }])
          }
        >
          {t('add')}
        </Button>
      ) : null}
    </SectionForm>
  );
}
