export { readSettings, saveImage, saveSettings } from './store';
export { checkSettings, isWebUrl, type SettingsContext, type SettingsRefused } from './validate';
