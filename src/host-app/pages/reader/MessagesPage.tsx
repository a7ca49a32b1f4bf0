import { MyMessages } from '../../../widgets/my-messages';
import { PageFrame } from '../../components/PageFrame';
import { usePersonalView } from './use-personal-view';

/** /student-board: the reader's messages and reminders, and a message to the library. */
export function MessagesPage() {
  const { title } = usePersonalView('messages');
  return (
    <PageFrame title={title}>
      <MyMessages />
    </PageFrame>
  );
}
