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
        // One more try: twice in full CI runs (two workers, all suites after each other) a story
        // that passes alone in 0.4 s stalled until its timeout (2026-11-24: my-borrow's Error;
        // earlier a whole stories file), and it never did when run alone or under extra load.
        // A story that breaks still fails both tries. The cause is not found yet.
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
