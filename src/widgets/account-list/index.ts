export { AccountList } from './AccountList';
export type { AccountListProps } from './AccountList';
