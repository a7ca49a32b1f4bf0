export { Reviews } from './Reviews';
export type { ReviewsProps, ReviewsView } from './Reviews';
