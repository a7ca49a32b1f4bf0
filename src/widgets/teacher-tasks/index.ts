export { TeacherTasks, TeacherTaskPaths } from './TeacherTasks';
export type { TeacherTasksProps } from './TeacherTasks';
