export { ActivityAdmin } from './ActivityAdmin';
export type { ActivityAdminProps } from './ActivityAdmin';
