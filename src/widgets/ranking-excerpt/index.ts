export { RankingExcerpt, DEFAULT_RANKING_EXCERPT } from './RankingExcerpt';
export type { RankingExcerptProps } from './RankingExcerpt';
