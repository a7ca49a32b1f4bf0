import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LOAN_RULE_FIGURES,
  SETTINGS_LIMITS,
  type LoanRuleFigure,
  type SettingsLoanRule,
} from '../../core';
import { SectionForm } from './SectionForm';
import { FormGrid, Row } from './styles';
import { TextInput } from './TextInput';
import { useSectionSave } from './useSectionSave';

type Draft = { id: number; name: string } & Record<LoanRuleFigure, string>;

const draftOf = (rule: SettingsLoanRule): Draft => ({
  id: rule.id,
  name: rule.name,
  ...(Object.fromEntries(LOAN_RULE_FIGURES.map((f) => [f, String(rule[f])])) as Record<
    LoanRuleFigure,
    string
  >),
});

/** The loan rules of each reader type: bounded whole numbers (SETTINGS_LIMITS). */
export function LoanRulesSection({ rules }: { rules: SettingsLoanRule[] }) {
  const { t } = useTranslation('settings-admin');
  const state = useSectionSave();
  const [draft, setDraft] = useState(() => rules.map(draftOf));
  const change = (index: number, patch: Partial<Draft>) =>
    setDraft((rows) => rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  const submit = () => {
    // A figure that is not a whole number is said here: the server would only see a bad body.
    for (const [index, row] of draft.entries()) {
      const bad = LOAN_RULE_FIGURES.find((f) => !/^\s*\d{1,9}\s*$/.test(row[f]));
      if (bad) {
        state.refuse({ field: bad, index, message: t('wholeNumber', { field: t(bad) }) });
        return;
      }
    }
    const value = draft.map((row): SettingsLoanRule => ({
      id: row.id,
      name: row.name,
      ...(Object.fromEntries(LOAN_RULE_FIGURES.map((f) => [f, Number(row[f])])) as Record<
        LoanRuleFigure,
        number
      >),
    }));
    void state.save({ section: 'loanRules', value });
  };

  return (
    <SectionForm
      title={t('loanRules')}
      hint={t('loanRulesHint')}
      part="loan-rules"
      state={state}
      onSubmit={submit}
    >
      {draft.map((row, index) => (
        <Row key={row.id} as="fieldset" style={{ display: 'block' }}>
          <legend>{row.name}</legend>
          <FormGrid>
            <TextInput
              label={t('ruleName')}
              value={row.name}
              maxLength={50}
              onValue={(name) => change(index, { name })}
              error={state.invalid('name', index) ? state.error?.message : null}
            />
            {LOAN_RULE_FIGURES.map((figure) => {
              const [min, max] = SETTINGS_LIMITS[figure];
              return (
                <TextInput
                  key={figure}
                  label={t(figure)}
                  type="number"
                  inputMode="numeric"
                  min={min}
                  max={max}
                  step={1}
                  value={row[figure]}
                  onValue={(value) => change(index, { [figure]: value })}
                  error={state.invalid(figure, index) ? state.error?.message : null}
                />
              );
            })}
          </FormGrid>
        </Row>
      ))}
    </SectionForm>
  );
}
