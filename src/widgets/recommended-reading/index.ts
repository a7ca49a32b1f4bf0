export { RecommendedReading } from './RecommendedReading';
export type { RecommendedReadingProps } from './RecommendedReading';
