import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  SETTINGS_LIMITS,
  type HomeMenuChoices,
  type SettingsHomeMenuEntry,
} from '../../core';
import { Hint, RowActions, Status } from '../../core/ui/staff/styles';
import { HomeMenuEntryRow } from './HomeMenuEntryRow';
import { SectionForm } from './SectionForm';
import { useSectionSave } from './useSectionSave';

/** The smallest `custom-N` not taken: an added entry's key (the server's CUSTOM_HOME_MENU_KEY). */
function nextCustomKey(entries: SettingsHomeMenuEntry[]): string {
  const taken = new Set(entries.map((entry) => entry.key));
  let n = 1;
  while (taken.has(`custom-${n}`)) n++;
  return `custom-${n}`;
}

/**
 * The portal's home menu in its order: each entry's title, link, icon and whether it is shown,
 * moved up and down, entries of the library's own added (up to SETTINGS_LIMITS.homeMenuMax)
 * and removed, or the defaults back. Nothing changes on the portal until the section is saved.
 * What a move or a restore did is said in a live region of its own, apart from the save's.
 */
export function HomeMenuSection({
  entries,
  choices,
}: {
  entries: SettingsHomeMenuEntry[];
  choices: HomeMenuChoices;
}) {
  const { t } = useTranslation('settings-admin');
  const state = useSectionSave();
  const [draft, setDraft] = useState(() => entries);
  const [said, setSaid] = useState('');
  const change = (index: number, patch: Partial<SettingsHomeMenuEntry>) =>
    setDraft((rows) => rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...draft];
    const [entry] = next.splice(index, 1);
    next.splice(index + by, 0, entry!);
    setDraft(next);
    const name = entry!.title || t('menuRow', { row: index + 1 });
    setSaid(t('movedTo', { name, row: index + by + 1 }));
  };
  const add = () =>
    setDraft((rows) => [
      ...rows,
      { key: nextCustomKey(rows), title: '', path: '', icon: 'link', isshow: true },
    ]);
  const restore = () => {
    setDraft(choices.defaults);
    setSaid(t('restored'));
  };
  return (
    <SectionForm
      title={t('homeMenu')}
      hint={t('homeMenuHint')}
      part="home-menu"
      state={state}
      onSubmit={() => void state.save({ section: 'homeMenu', value: draft })}
    >
      {draft.map((entry, index) => (
        <HomeMenuEntryRow
          // The key, not the place: a moved entry keeps its fields and the focused button.
          key={entry.key}
          entry={entry}
          index={index}
          count={draft.length}
          icons={choices.icons}
          state={state}
          onChange={(patch) => change(index, patch)}
          onMove={(by) => move(index, by)}
          onRemove={() => setDraft((rows) => rows.filter((_, i) => i !== index))}
        />
      ))}
      {draft.length >= SETTINGS_LIMITS.homeMenuMax ? (
        <Hint>{t('menuFull', { max: SETTINGS_LIMITS.homeMenuMax })}</Hint>
      ) : null}
      <RowActions>
        {draft.length < SETTINGS_LIMITS.homeMenuMax ? (
          <Button type="button" $variant="secondary" onClick={add}>
            {t('addMenuEntry')}
          </Button>
        ) : null}
        <Button type="button" $variant="ghost" onClick={restore}>
          {t('restoreDefaults')}
        </Button>
      </RowActions>
      <Status role="status" part="home-menu-moves">
        {said}
      </Status>
    </SectionForm>
  );
}
