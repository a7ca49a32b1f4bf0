import { useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, useWidgetHost, type CommonWidgetSettings } from '../../core';
import { MultilineText } from '../../core/ui/MultilineText';
import { useSpeech } from '../../core/ui/useSpeech';
import { Controls, Note, Passage, Status } from './styles';

export interface ReadAloudProps extends CommonWidgetSettings {
  /** The text to read; without it, the element's own text content (slotted) is read. */
  text?: string;
  /** Shown above the passage; 朗读 / Read aloud by default. */
  heading?: string;
}

/**
 * A passage or a question and its reading aloud (at rate 0.5): play, pause, resume and
 * stop, with the state announced politely. The passage is plain text, never markup.
 */
export function ReadAloud(props: ReadAloudProps) {
  const { t } = useTranslation();
  const { element } = useWidgetHost();
  const headingId = useId();
  const speech = useSpeech();
  const { state, supported } = speech;
  const own = props.text?.trim() ? props.text : undefined;
  // Read when pressed, so text a page changes after the element was created is read as shown.
  const textToRead = () => own ?? element?.textContent ?? '';

  /** Buttons that do nothing now stay focusable (aria-disabled), so focus is never lost. */
  const action = (enabled: boolean, run: () => void) => ({
    'aria-disabled': enabled ? undefined : true,
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      if (enabled) run();
    },
  });

  return (
    <section part="read-aloud" aria-labelledby={headingId}>
      <h2 id={headingId}>{props.heading || t('readAloud.heading')}</h2>
      <Passage part="passage">
        {own !== undefined ? <MultilineText text={own} /> : <slot />}
      </Passage>
      <Controls role="group" aria-label={t('readAloud.controls')} part="controls">
        <Button
          type="button"
          title={supported ? undefined : t('readAloud.unsupported')}
          // Without a voice the button still answers, with the alert "该浏览器不支持TTS引擎" (useSpeech).
          {...action(state === 'idle', () => speech.play(textToRead()))}
          aria-disabled={supported && state === 'idle' ? undefined : true}
        >
          {t('readAloud.play')}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          {...action(supported && state === 'speaking', speech.pause)}
        >
          {t('readAloud.pause')}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          {...action(supported && state === 'paused', speech.resume)}
        >
          {t('readAloud.resume')}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          {...action(supported && state !== 'idle', speech.stop)}
        >
          {t('readAloud.stop')}
        </Button>
      </Controls>
      <Status role="status" aria-live="polite" part="status">
        {supported ? t(`readAloud.state_${state}`) : ''}
      </Status>
      {supported ? null : <Note part="unsupported">{t('readAloud.unsupported')}</Note>}
    </section>
  );
}
