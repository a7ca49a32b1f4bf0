import { runStories, type StoryModule } from '../test/run-stories';

runStories(import.meta.glob<StoryModule>(['../widgets/r*/*.stories.tsx'], { eager: true }));
