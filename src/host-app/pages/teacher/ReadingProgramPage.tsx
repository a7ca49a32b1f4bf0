import { useSearchParams } from 'react-router';
import { ReadingPrograms } from '../../../widgets/reading-programs';
import { TeacherPanel } from './TeacherPanel';

/**
 * /ReadingProgram (the teacher's programs) and /teacher-plan-detail?id= (one program with its
 * class's progress): the same widget, given the id from the URL.
 */
export function ReadingProgramPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return (
    <TeacherPanel>
      <ReadingPrograms programId={Number.isInteger(id) && id > 0 ? id : undefined} />
    </TeacherPanel>
  );
}
