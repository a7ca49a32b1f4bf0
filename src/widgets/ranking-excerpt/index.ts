export { RankingExcerpt, DEFAULT_RANKING_EXCERPT } from './RankingExcerpt';
export type { RankingExcerptProps } from './RankingExcerpt';
export { RankingList } from './RankingList';
export { periodSpan } from './period';
export { Periods } from './styles';
