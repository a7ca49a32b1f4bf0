export { ReadingPrograms } from './ReadingPrograms';
export type { ReadingProgramsProps } from './ReadingPrograms';
