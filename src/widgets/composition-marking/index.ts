export { CompositionMarking } from './CompositionMarking';
export type { CompositionMarkingProps } from './CompositionMarking';
