import { vi } from 'vitest';

/** A recorded utterance: what the widget asked the browser to say. */
export interface SpokenUtterance {
  text: string;
  lang: string;
  rate: number;
  voice: { lang: string; name: string } | null;
  onend: (() => void) | null;
  onerror: (() => void) | null;
}

/**
 * A speechSynthesis that records instead of speaking (jsdom has none); `finish()` ends the
 * current utterance as the browser would. `uninstall` by vi.unstubAllGlobals().
 */
export function stubSpeech(voices: { lang: string; name: string }[] = []) {
  const spoken: SpokenUtterance[] = [];
  class Utterance {
    text: string;
    lang = '';
    rate = 1;
    voice: { lang: string; name: string } | null = null;
    onend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(text: string) {
      this.text = text;
    }
  }
  const synth = {
    speak: vi.fn((utterance: SpokenUtterance) => spoken.push(utterance)),
    cancel: vi.fn(() => spoken.at(-1)?.onerror?.()),
    pause: vi.fn(),
    resume: vi.fn(),
    getVoices: () => voices,
  };
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  return { spoken, synth, finish: () => spoken.at(-1)?.onend?.() };
}

/** No speech synthesis at all, as in some embedded web views. */
export function removeSpeech() {
  vi.stubGlobal('speechSynthesis', undefined);
  vi.stubGlobal('SpeechSynthesisUtterance', undefined);
}
