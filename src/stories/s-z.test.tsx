import { runStories, type StoryModule } from '../test/run-stories';

runStories(import.meta.glob<StoryModule>(['../widgets/[s-z]*/*.stories.tsx'], { eager: true }));
