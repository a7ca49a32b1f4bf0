import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { CheckLabel, FieldLabel } from '../forms';
import { LETTERS, type Draft } from './draft';
import { Area, Control, Field, Row } from './styles';

interface Props {
  draft: Draft;
  change: (patch: Partial<Draft>) => void;
}

/** The options and key of a choice question: a radio (single) or checkbox (multiple) each. */
function Options({ draft, change }: Props) {
  const { t } = useTranslation('questions');
  const multiple = draft.type === 2;
  const toggle = (index: string, on: boolean) =>
    change({
      right: multiple
        ? on
          ? [...draft.right, index]
          : draft.right.filter((i) => i !== index)
        : [index],
    });
  return (
    <fieldset>
      <legend>{t('editor.options')}</legend>
      {draft.options.map((content, at) => {
        const index = LETTERS[at]!;
        return (
          <Row key={index}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name="right-option"
              checked={draft.right.includes(index)}
              aria-label={t('editor.rightOption', { index })}
              onChange={(event) => toggle(index, event.target.checked)}
            />
            <Control
              aria-label={t('editor.option', { index })}
              value={content}
              maxLength={500}
              onChange={(event) =>
                change({
                  options: draft.options.map((text, i) => (i === at ? event.target.value : text)),
                })
              }
            />
            {draft.options.length > 2 ? (
              <Button
                type="button"
                $variant="secondary"
                aria-label={t('editor.removeOption', { index })}
                onClick={() =>
                  change({
                    options: draft.options.filter((_, i) => i !== at),
                    right: [],
                  })
                }
              >
                ×
              </Button>
            ) : null}
          </Row>
        );
      })}
      {draft.options.length < LETTERS.length ? (
        <Button
          type="button"
          $variant="secondary"
          onClick={() => change({ options: [...draft.options, ''] })}
        >
          {t('editor.addOption')}
        </Button>
      ) : null}
    </fieldset>
  );
}

function Pairs({ draft, change }: Props) {
  const { t } = useTranslation('questions');
  const set = (at: number, side: 'left' | 'right', value: string) =>
    change({ pairs: draft.pairs.map((pair, i) => (i === at ? { ...pair, [side]: value } : pair)) });
  return (
    <fieldset>
      <legend>{t('editor.pairs')}</legend>
      {draft.pairs.map((pair, at) => (
        <Row key={at}>
          <Control
            aria-label={t('editor.left', { index: at + 1 })}
            value={pair.left}
            maxLength={500}
            onChange={(e) => set(at, 'left', e.target.value)}
          />
          <Control
            aria-label={t('editor.right', { index: at + 1 })}
            value={pair.right}
            maxLength={500}
            onChange={(e) => set(at, 'right', e.target.value)}
          />
          {draft.pairs.length > 2 ? (
            <Button
              type="button"
              $variant="secondary"
              aria-label={t('editor.removePair', { index: at + 1 })}
              onClick={() => change({ pairs: draft.pairs.filter((_, i) => i !== at) })}
            >
              ×
            </Button>
          ) : null}
        </Row>
      ))}
      {draft.pairs.length < 12 ? (
        <Button
          type="button"
          $variant="secondary"
          onClick={() => change({ pairs: [...draft.pairs, { left: '', right: '' }] })}
        >
          {t('editor.addPair')}
        </Button>
      ) : null}
    </fieldset>
  );
}

/** The part of the editor that depends on the type: options, pairs, true/false or model answer. */
export function KeyFields({ draft, change }: Props) {
  const { t } = useTranslation('questions');
  const modelId = useId();
  if (draft.type === 1 || draft.type === 2) return <Options draft={draft} change={change} />;
  if (draft.type === 4) return <Pairs draft={draft} change={change} />;
  if (draft.type === 3) {
    return (
      <fieldset>
        <legend>{t('editor.statement')}</legend>
        {[true, false].map((value) => (
          <CheckLabel key={String(value)}>
            <input
              type="radio"
              name="truth"
              checked={draft.truth === value}
              onChange={() => change({ truth: value })}
            />
            {t(value ? 'editor.true' : 'editor.false')}
          </CheckLabel>
        ))}
      </fieldset>
    );
  }
  return (
    <Field>
      <FieldLabel htmlFor={modelId}>{t('editor.modelAnswer')}</FieldLabel>
      <Area
        id={modelId}
        value={draft.model}
        maxLength={5000}
        onChange={(e) => change({ model: e.target.value })}
      />
    </Field>
  );
}
