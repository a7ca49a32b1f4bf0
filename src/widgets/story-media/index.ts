export { StoryMedia } from './StoryMedia';
export type { StoryMediaProps } from './StoryMedia';
