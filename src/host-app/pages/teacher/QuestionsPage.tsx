import { QuestionBank } from '../../../widgets/question-bank';
import { TeacherPanel } from './TeacherPanel';

/** /teacher-questions: My Questions, the teacher's question bank. */
export function QuestionsPage() {
  return (
    <TeacherPanel>
      <QuestionBank />
    </TeacherPanel>
  );
}
