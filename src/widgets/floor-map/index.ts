export { FloorMap } from './FloorMap';
export type { FloorMapProps } from './FloorMap';
