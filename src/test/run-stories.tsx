import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, describe, it } from 'vitest';
import * as preview from '../../.storybook/preview';

export type StoryModule = Parameters<typeof composeStories>[0];

/**
 * Every story of the given modules, rendered with Storybook's own preview (providers,
 * language, theme) and its play function run as an interaction test: a story that breaks
 * fails here. The stories are split over a few files (src/stories/) so that both cores run
 * them; each file globs its share of the widgets.
 */
export function runStories(modules: Record<string, StoryModule>) {
  const annotations = setProjectAnnotations([preview]);
  beforeAll(annotations.beforeAll);

  afterEach(() => {
    cleanup();
    document.body.innerHTML = '';
  });

  for (const [path, module] of Object.entries(modules)) {
    describe(path.replace(/^(?:\.\.\/)+(?:widgets\/)?/, ''), () => {
      const stories = Object.entries(composeStories(module)) as [
        string,
        { run: () => Promise<void>; load: () => Promise<void> },
      ][];
      for (const [name, Story] of stories) {
        // One more try. Stories that stalled in full CI runs (my-borrow's Error, once a whole
        // file) were my-borrow's endless retry loop, now fixed and tested; the retry stays for
        // a story slowed past its timeout on a loaded machine. A broken story fails both tries,
        // and a story that never yields is stopped by the event-loop watchdog (test-setup.ts).
        it(name, { retry: 1 }, async () => {
          try {
            await Story.run();
          } finally {
            // load() runs Storybook's pending cleanups, which unmount the story's React root:
            // without it a story's timers (the AI typewriter) outlive the test environment.
            await Story.load();
          }
        });
      }
    });
  }
}
