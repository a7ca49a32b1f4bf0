export { Activities } from './Activities';
export type { ActivitiesProps } from './Activities';
