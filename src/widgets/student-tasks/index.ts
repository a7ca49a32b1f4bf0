export { StudentTasks } from './StudentTasks';
export type { StudentTasksProps } from './StudentTasks';
