export {
  LearningStatistics,
  LearningStatisticsPaths,
  LEARNING_PERIODS,
} from './LearningStatistics';
export type { LearningStatisticsProps } from './LearningStatistics';
