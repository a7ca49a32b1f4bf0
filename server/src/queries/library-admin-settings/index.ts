export { readSettings, saveImage, saveSettings } from './store';
export { checkSettings, isWebUrl, type SettingsRefused } from './validate';
