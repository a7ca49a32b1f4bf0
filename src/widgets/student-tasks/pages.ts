/** The portal's pages of this widget (student routes). */
export const TASKS_PAGE = '/student-task';
export const TASK_ADD_PAGE = '/student-task-add';
export const TASK_DETAIL_PAGE = '/student-task-detail';
