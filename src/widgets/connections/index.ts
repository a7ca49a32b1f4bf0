export { Connections } from './Connections';
export type { ConnectionsProps } from './Connections';
