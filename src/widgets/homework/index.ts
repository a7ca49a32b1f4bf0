export { Homework, HomeworkPaths } from './Homework';
export type { HomeworkProps } from './Homework';
