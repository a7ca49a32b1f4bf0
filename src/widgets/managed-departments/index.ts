export { ManagedDepartments } from './ManagedDepartments';
export type { ManagedDepartmentsProps } from './ManagedDepartments';
