export { ReaderCard } from './ReaderCard';
export type { ReaderCardProps } from './ReaderCard';
export { Medals } from './Medals';
