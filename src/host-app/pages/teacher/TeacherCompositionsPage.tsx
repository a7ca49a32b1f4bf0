import { CompositionMarking } from '../../../widgets/composition-marking';
import { TeacherPanel } from './TeacherPanel';

/** /teacher-compositions: the teacher marks the compositions and reading notes of their classes. */
export function TeacherCompositionsPage() {
  return (
    <TeacherPanel>
      <CompositionMarking />
    </TeacherPanel>
  );
}
