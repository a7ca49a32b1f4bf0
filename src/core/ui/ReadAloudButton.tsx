import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { useSpeech } from './useSpeech';

export interface ReadAloudButtonProps {
  /** What to read; plain text (never markup). */
  text: string;
  /** `zh`, `en` or a BCP 47 tag; the widget's language by default. */
  lang?: string;
  /** Names what is read, for a screen reader ("朗读：第 1 题"); the button's text otherwise. */
  label?: string;
}

/**
 * One button that reads `text` aloud at rate 0.5 and stops it when pressed again: what a
 * homework question, a composition or a passage puts beside itself. Where the browser cannot
 * speak it stays pressable and says so ("该浏览器不支持TTS引擎") rather than vanishing unexplained.
 */
export function ReadAloudButton({ text, lang, label }: ReadAloudButtonProps) {
  const { t } = useTranslation();
  const speech = useSpeech();
  const active = speech.state !== 'idle';
  return (
    <Button
      type="button"
      $variant="secondary"
      aria-pressed={active}
      aria-label={label ? t('readAloud.playItem', { label }) : undefined}
      aria-disabled={speech.supported ? undefined : true}
      title={speech.supported ? undefined : t('readAloud.unsupported')}
      onClick={() => (active ? speech.stop() : speech.play(text, lang))}
    >
      <span aria-hidden="true">🔊</span>
      {active ? t('readAloud.stop') : t('readAloud.play')}
    </Button>
  );
}
