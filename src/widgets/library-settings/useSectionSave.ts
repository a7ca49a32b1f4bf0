import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  librarySettingsUpdate,
  settingsRefusalOf,
  useApiMutation,
  type SettingsField,
  type SettingsUpdateRequest,
} from '../../core';

/** A refusal as the section shows it: beside the field (of the row) it names, and in its line. */
export interface SectionError {
  field: SettingsField | null;
  /** The row of a list section; null for a whole-section problem. */
  index: number | null;
  /** The server's translated message. */
  message: string;
}

/**
 * One section's save: its own mutation (so `isPending` guards that form alone), the saved
 * message, or the refusal the server sent. The draft is the section's own state and is never
 * replaced here, so a refusal loses nothing the admin typed.
 */
export function useSectionSave() {
  const { t } = useTranslation('settings-admin');
  const mutation = useApiMutation(librarySettingsUpdate);
  const [error, setError] = useState<SectionError | null>(null);
  const [saved, setSaved] = useState(false);

  const save = async (request: SettingsUpdateRequest) => {
    setSaved(false);
    const result = await mutation.run(request);
    if (!result) return;
    if (result.ok) {
      setError(null);
      setSaved(true);
      return;
    }
    const refusal = settingsRefusalOf(result);
    setError({ field: refusal?.field ?? null, index: refusal?.index ?? null, message: result.msg });
  };

  /** A problem found before sending (a number that is not one): shown like the server's. */
  const refuse = (problem: SectionError) => {
    setSaved(false);
    setError(problem);
  };

  /** The line under the form: the refusal (with its row), else the saved message. */
  const status = error
    ? error.index === null
      ? error.message
      : t('rowProblem', { row: error.index + 1, message: error.message })
    : saved
      ? t('saved')
      : '';

  const invalid = (field: SettingsField, index: number | null = null) =>
    error !== null && error.field === field && error.index === index;

  return { save, refuse, pending: mutation.isPending, error, status, invalid };
}
export type SectionSave = ReturnType<typeof useSectionSave>;
