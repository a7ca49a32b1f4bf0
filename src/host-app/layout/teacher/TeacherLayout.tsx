import { PersonalLayout } from '../personal/PersonalLayout';

/**
 * The teacher area's layout: the personal area's, whose navigation
 * lists a teacher's own pages (the teacher's left menu, in its order) before the account pages a
 * teacher shares with students, so a teacher finds one menu on every page of both areas.
 */
export const TeacherLayout = PersonalLayout;
