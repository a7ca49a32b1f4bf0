export { ClassStatistics, ClassStatisticsPaths } from './ClassStatistics';
export type { ClassStatisticsProps } from './ClassStatistics';
