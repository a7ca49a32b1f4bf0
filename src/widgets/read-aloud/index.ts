export { ReadAloud } from './ReadAloud';
export type { ReadAloudProps } from './ReadAloud';
