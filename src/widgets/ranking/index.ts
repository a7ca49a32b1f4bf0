export { Ranking } from './Ranking';
export type { RankingProps } from './Ranking';
