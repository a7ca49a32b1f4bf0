import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSpeechSupported, pauseSpeaking, resumeSpeaking, speak, stopSpeaking } from './speech';

export type SpeechState = 'idle' | 'speaking' | 'paused';

/**
 * One reader's control of the browser's voice: play, pause, resume, stop, and the state to
 * show. Where the browser cannot speak, `play` shows the alert "该浏览器不支持TTS引擎"
 * instead; the caller disables what cannot work.
 */
export function useSpeech() {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<SpeechState>('idle');
  const supported = isSpeechSupported();
  // Which of this component's readings is current: a reading stopped by a newer one (here or in
  // another widget) ends late, and must not reset the state of the one that replaced it.
  const current = useRef(0);

  const play = useCallback(
    (text: string, lang?: string) => {
      if (!isSpeechSupported()) {
        window.alert(t('readAloud.unsupported'));
        return;
      }
      const reading = ++current.current;
      const started = speak(text, lang ?? i18n.language, {
        onEnd: () => {
          if (current.current === reading) setState('idle');
        },
      });
      setState(started ? 'speaking' : 'idle');
    },
    [t, i18n.language],
  );
  const pause = useCallback(() => {
    pauseSpeaking();
    setState((now) => (now === 'speaking' ? 'paused' : now));
  }, []);
  const resume = useCallback(() => {
    resumeSpeaking();
    setState((now) => (now === 'paused' ? 'speaking' : now));
  }, []);
  const stop = useCallback(() => {
    current.current++;
    stopSpeaking();
    setState('idle');
  }, []);

  // A widget that leaves the page stops its own reading, not another's.
  const speaking = useRef(false);
  useEffect(() => {
    speaking.current = state !== 'idle';
  }, [state]);
  useEffect(
    () => () => {
      if (speaking.current) stopSpeaking();
    },
    [],
  );

  return { state, supported, play, pause, resume, stop };
}
