export { CirculationDesk } from './CirculationDesk';
export type { CirculationDeskProps } from './CirculationDesk';
