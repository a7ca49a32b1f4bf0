import { QuestionBank } from '../../../widgets/question-bank';
import { TeacherPanel } from './TeacherPanel';

/** /teacher-collect: My Collect, the questions of the shared bank the teacher collected. */
export function CollectPage() {
  return (
    <TeacherPanel>
      <QuestionBank view="collect" />
    </TeacherPanel>
  );
}
