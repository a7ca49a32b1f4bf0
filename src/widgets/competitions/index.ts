export { Competitions } from './Competitions';
export type { CompetitionsProps } from './Competitions';
