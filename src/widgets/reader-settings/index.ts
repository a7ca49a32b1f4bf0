export { ReaderSettings } from './ReaderSettings';
export type { ReaderSettingsProps, SettingsSection } from './ReaderSettings';
