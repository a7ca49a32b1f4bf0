import { runStories, type StoryModule } from '../test/run-stories';

runStories(import.meta.glob<StoryModule>(['../widgets/[c-l]*/*.stories.tsx'], { eager: true }));
