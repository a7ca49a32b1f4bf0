export { Composition } from './Composition';
export type { CompositionProps } from './Composition';
