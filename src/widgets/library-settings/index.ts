export { LibrarySettings } from './LibrarySettings';
export type { LibrarySettingsProps } from './LibrarySettings';
