export { DeskToday } from './DeskToday';
export type { DeskTodayProps } from './DeskToday';
