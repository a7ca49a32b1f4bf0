import { runStories, type StoryModule } from '../test/run-stories';

runStories(import.meta.glob<StoryModule>(['../widgets/[m-q]*/*.stories.tsx'], { eager: true }));
