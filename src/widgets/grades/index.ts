export { Grades, GradesPaths } from './Grades';
export type { GradesProps } from './Grades';
