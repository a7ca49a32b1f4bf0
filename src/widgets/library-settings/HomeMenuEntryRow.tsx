import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ICON_PATH_DATA,
  SETTINGS_LIMITS,
  type HomeMenuChoices,
  type SettingsHomeMenuEntry,
} from '../../core';
import { Field, FieldError, Hint, RowActions } from '../../core/ui/staff/styles';
import { Check, IconBlank, IconChoice, IconData, MenuRow, Wide } from './styles';
import { TextInput } from './TextInput';
import type { SectionSave } from './useSectionSave';

/** The select's value for the library's own path data (never a built-in icon's name). */
const CUSTOM = '';
const CUSTOMER_SERVICE = 'customerService';

/** The icon as the portal's tile draws it: path data only, else nothing (ICON_PATH_DATA). */
function Preview({ path }: { path: string | undefined }) {
  if (!path || !ICON_PATH_DATA.test(path)) return <IconBlank aria-hidden="true" />;
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

/**
 * One entry of the home menu: title, link (none for customer service, which shows the phone),
 * icon (a built-in one, or path data of the library's own), shown, and its moves. A move
 * button at an end stays in place, `aria-disabled`, so the focus of a keyboard user moving an
 * entry to the top is not lost when the entry gets there.
 */
export function HomeMenuEntryRow(props: {
  entry: SettingsHomeMenuEntry;
  index: number;
  count: number;
  icons: HomeMenuChoices['icons'];
  state: SectionSave;
  onChange: (patch: Partial<SettingsHomeMenuEntry>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('settings-admin');
  const id = useId();
  const { entry, index, count, icons, state } = props;
  const builtIn = icons.find((icon) => icon.name === entry.icon);
  const name = entry.title || t('menuRow', { row: index + 1 });
  const errorOf = (field: 'menutitle' | 'path' | 'icon' | 'key') =>
    state.invalid(field, index) ? state.error?.message : null;
  const iconError = errorOf('icon');
  const chooseIcon = (value: string) =>
    // Custom data starts from the icon chosen so far: an outline to edit, not a blank box.
    props.onChange({ icon: value === CUSTOM ? (builtIn?.path ?? '') : value });
  const move = (by: -1 | 1, possible: boolean) => (possible ? props.onMove(by) : undefined);
  return (
    <MenuRow>
      <legend>{t('menuRow', { row: index + 1 })}</legend>
      <TextInput
        label={t('menuTitle')}
        value={entry.title}
        maxLength={SETTINGS_LIMITS.homeMenuTitleMax}
        onValue={(title) => props.onChange({ title })}
        error={errorOf('menutitle') ?? errorOf('key')}
      />
      {entry.key === CUSTOMER_SERVICE ? (
        <Hint>{t('phoneEntry')}</Hint>
      ) : (
        <TextInput
          label={t('menuPath')}
          value={entry.path ?? ''}
          inputMode="url"
          spellCheck={false}
          maxLength={SETTINGS_LIMITS.homeMenuPathMax}
          onValue={(path) => props.onChange({ path })}
          error={errorOf('path')}
        />
      )}
      <Field>
        <label htmlFor={`${id}-icon`}>{t('menuIcon')}</label>
        <IconChoice>
          <select
            id={`${id}-icon`}
            value={builtIn ? builtIn.name : CUSTOM}
            onChange={(event) => chooseIcon(event.target.value)}
            aria-invalid={iconError && builtIn ? true : undefined}
          >
            {icons.map((icon) => (
              <option key={icon.name} value={icon.name}>
                {t(`iconName.${icon.name}`, { defaultValue: icon.name })}
              </option>
            ))}
            <option value={CUSTOM}>{t('customIcon')}</option>
          </select>
          <Preview path={builtIn ? builtIn.path : entry.icon} />
        </IconChoice>
      </Field>
      <Check>
        <input
          type="checkbox"
          checked={entry.isshow}
          onChange={(event) => props.onChange({ isshow: event.target.checked })}
        />
        {t('menuShown')}
      </Check>
      {builtIn ? null : (
        <Wide>
          <Field>
            <label htmlFor={`${id}-data`}>{t('customIconData')}</label>
            <IconData
              id={`${id}-data`}
              value={entry.icon}
              spellCheck={false}
              maxLength={SETTINGS_LIMITS.homeMenuIconMax}
              aria-invalid={iconError ? true : undefined}
              aria-describedby={[iconError ? `${id}-error` : '', `${id}-hint`].join(' ').trim()}
              onChange={(event) => props.onChange({ icon: event.target.value })}
            />
            <Hint as="div" id={`${id}-hint`}>
              {t('customIconHint')}
            </Hint>
            {iconError ? <FieldError id={`${id}-error`}>{iconError}</FieldError> : null}
          </Field>
        </Wide>
      )}
      {builtIn && iconError ? <FieldError>{iconError}</FieldError> : null}
      <RowActions>
        <Button
          type="button"
          $variant="secondary"
          aria-label={t('moveUpOf', { name })}
          aria-disabled={index === 0 ? true : undefined}
          onClick={() => move(-1, index > 0)}
        >
          {t('moveUp')}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          aria-label={t('moveDownOf', { name })}
          aria-disabled={index === count - 1 ? true : undefined}
          onClick={() => move(1, index < count - 1)}
        >
          {t('moveDown')}
        </Button>
        {entry.key.startsWith('custom-') ? (
          <Button
            type="button"
            $variant="ghost"
            aria-label={t('removeOf', { name })}
            onClick={props.onRemove}
          >
            {t('remove')}
          </Button>
        ) : null}
      </RowActions>
    </MenuRow>
  );
}
