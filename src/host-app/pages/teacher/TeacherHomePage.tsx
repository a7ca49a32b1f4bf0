import { VisuallyHidden } from '../../../core';
import { ManagedDepartments } from '../../../widgets/managed-departments';
import { ReaderCard } from '../../../widgets/reader-card';
import { ReadingPrograms } from '../../../widgets/reading-programs';
import { PagePanel } from '../../components/PageFrame';
import { useTeacherTitle } from './use-teacher-title';

/**
 * /teacher-home (the teacher area's My Home, with the teacher medals call): the teacher's own card
 * with points and medals, the classes they teach and their current reading programs.
 */
export function TeacherHomePage() {
  const title = useTeacherTitle();
  return (
    <>
      <VisuallyHidden as="h1">{title}</VisuallyHidden>
      <ReaderCard />
      <PagePanel>
        <ManagedDepartments />
      </PagePanel>
      <PagePanel>
        <ReadingPrograms view="current" />
      </PagePanel>
    </>
  );
}
