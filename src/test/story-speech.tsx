import type { Decorator } from '@storybook/react-vite';

/** What a story's fake voice was asked to say. */
export const storySpoken: { text: string; lang: string; rate: number }[] = [];

/**
 * A story decorator replacing the browser's speech synthesis with a silent recorder (`true`)
 * or removing it (`false`, as in web views without one), so a story neither talks nor
 * depends on the voices of the machine it runs on.
 */
export function withStorySpeech(available: boolean): Decorator {
  return (Story) => {
    storySpoken.length = 0;
    const synth = available
      ? {
          speak: (utterance: { text: string; lang: string; rate: number }) =>
            storySpoken.push({ text: utterance.text, lang: utterance.lang, rate: utterance.rate }),
          cancel: () => undefined,
          pause: () => undefined,
          resume: () => undefined,
          getVoices: () => [],
        }
      : undefined;
    class Utterance {
      lang = '';
      rate = 1;
      constructor(readonly text: string) {}
    }
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', {
      value: available ? Utterance : undefined,
      configurable: true,
    });
    return <Story />;
  };
}
