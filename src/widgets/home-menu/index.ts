export { HomeMenu } from './HomeMenu';
export type { HomeMenuProps } from './HomeMenu';
