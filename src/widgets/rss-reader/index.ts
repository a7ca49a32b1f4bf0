export { RssReader } from './RssReader';
export type { RssReaderProps } from './RssReader';
