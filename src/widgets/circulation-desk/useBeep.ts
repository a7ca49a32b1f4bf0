import { useCallback, useRef, useState } from 'react';

/** Success high and short, a refusal low and longer: told apart without looking. */
const SUCCESS = { frequency: 1320, seconds: 0.12, type: 'sine' } as const;
const REFUSAL = { frequency: 220, seconds: 0.35, type: 'square' } as const;
const VOLUME = 0.08;
const MUTED_KEY = 'lp-desk-muted';

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | undefined {
  const scope = globalThis as { AudioContext?: AudioContextClass; webkitAudioContext?: unknown };
  return scope.AudioContext ?? (scope.webkitAudioContext as AudioContextClass | undefined);
}

function storedMuted(): boolean {
  try {
    return globalThis.localStorage?.getItem(MUTED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The desk's tones, made by a WebAudio oscillator (no sound files to download). The context is
 * created at the first tone, which follows a key press or a click, so browsers let it play.
 * Muting is remembered on this computer: a desk in a quiet reading room stays quiet.
 */
export function useBeep() {
  const context = useRef<AudioContext | null>(null);
  const [muted, setMutedState] = useState(storedMuted);
  const setMuted = useCallback((value: boolean) => {
    setMutedState(value);
    try {
      globalThis.localStorage?.setItem(MUTED_KEY, value ? '1' : '0');
    } catch {
      // A page without storage just forgets it.
    }
  }, []);
  const beep = useCallback(
    (ok: boolean) => {
      if (muted) return;
      const Context = audioContextClass();
      if (!Context) return;
      context.current ??= new Context();
      const audio = context.current;
      const tone = ok ? SUCCESS : REFUSAL;
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = tone.type;
      oscillator.frequency.value = tone.frequency;
      const now = audio.currentTime;
      gain.gain.setValueAtTime(VOLUME, now);
      // A ramp to near silence, not a cut: a cut oscillator clicks.
      gain.gain.exponentialRampToValueAtTime(0.001, now + tone.seconds);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(now);
      oscillator.stop(now + tone.seconds);
    },
    [muted],
  );
  return { beep, muted, setMuted };
}
