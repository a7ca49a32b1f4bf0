export { ReadingPortrait } from './ReadingPortrait';
export type { ReadingPortraitProps } from './ReadingPortrait';
