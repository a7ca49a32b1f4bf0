export { VirtualBookshelf } from './VirtualBookshelf';
export type { VirtualBookshelfProps } from './VirtualBookshelf';
