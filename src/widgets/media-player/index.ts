export { MediaPlayer } from './MediaPlayer';
export type { MediaPlayerProps } from './MediaPlayer';
