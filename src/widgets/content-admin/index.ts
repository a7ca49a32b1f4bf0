export { ContentAdmin } from './ContentAdmin';
export type { ContentAdminProps } from './ContentAdmin';
