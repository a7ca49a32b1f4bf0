/**
 * Reading text aloud with the browser's own speech synthesis (Web Speech API), so a passage,
 * a question or a composition can be heard by a child who reads slowly. No library and no
 * server: every current browser but a few embedded web views has `speechSynthesis`.
 */

/** Speech rate 0.5 — half speed, for young readers and learners of the language. */
export const SPEECH_RATE = 0.5;

/** The language tag to speak `lang` (a widget language, `zh` or `en`, or a full BCP 47 tag). */
export function speechLang(lang: string | undefined): string {
  if (!lang) return 'zh-CN';
  if (lang.includes('-')) return lang;
  return lang.startsWith('en') ? 'en-US' : 'zh-CN';
}

/** Whether this browser can speak at all (absent in some web views and in jsdom). */
export function isSpeechSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.speechSynthesis === 'object' &&
    window.speechSynthesis !== null &&
    typeof window.SpeechSynthesisUtterance === 'function'
  );
}

/**
 * The best voice for `tag`: the exact language first (zh-CN before zh-TW: Mandarin as taught
 * in mainland schools), then any of the same language. Undefined lets the browser choose,
 * which it does by `utterance.lang`; voices load late in Chrome, so an empty list is normal.
 */
function voiceFor(tag: string): SpeechSynthesisVoice | undefined {
  const voices = window.speechSynthesis.getVoices?.() ?? [];
  const base = tag.split('-')[0]?.toLowerCase() ?? '';
  const normal = (lang: string) => lang.replace('_', '-').toLowerCase();
  return (
    voices.find((voice) => normal(voice.lang) === tag.toLowerCase()) ??
    voices.find((voice) => normal(voice.lang).split('-')[0] === base)
  );
}

export interface SpeakHandlers {
  /** The text was read to its end, or was stopped or cancelled. */
  onEnd?: () => void;
}

/**
 * Reads `text` aloud in `lang` at SPEECH_RATE, stopping whatever was being read (one voice at
 * a time: two widgets speaking over each other help nobody). Returns false when the browser
 * cannot speak or there is nothing to read.
 */
export function speak(text: string, lang?: string, handlers: SpeakHandlers = {}): boolean {
  const words = text.trim();
  if (!words || !isSpeechSupported()) return false;
  const synth = window.speechSynthesis;
  synth.cancel();
  const utterance = new window.SpeechSynthesisUtterance(words);
  const tag = speechLang(lang);
  utterance.lang = tag;
  utterance.rate = SPEECH_RATE;
  const voice = voiceFor(tag);
  if (voice) utterance.voice = voice;
  if (handlers.onEnd) {
    const done = handlers.onEnd;
    utterance.onend = () => done();
    // "interrupted" and "canceled" come here too: the reading ended either way.
    utterance.onerror = () => done();
  }
  synth.speak(utterance);
  return true;
}

/** Stops reading (and empties the browser's queue). */
export function stopSpeaking(): void {
  if (isSpeechSupported()) window.speechSynthesis.cancel();
}

export function pauseSpeaking(): void {
  if (isSpeechSupported()) window.speechSynthesis.pause();
}

export function resumeSpeaking(): void {
  if (isSpeechSupported()) window.speechSynthesis.resume();
}
