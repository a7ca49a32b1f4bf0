import { runStories, type StoryModule } from '../test/run-stories';

runStories(
  import.meta.glob<StoryModule>(['../widgets/[ab]*/*.stories.tsx', '../core/ui/*.stories.tsx'], {
    eager: true,
  }),
);
