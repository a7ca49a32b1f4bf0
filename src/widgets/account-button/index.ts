export { AccountButton } from './AccountButton';
export type { AccountButtonProps } from './AccountButton';
