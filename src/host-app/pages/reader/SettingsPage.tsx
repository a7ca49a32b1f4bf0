import { ReaderSettings } from '../../../widgets/reader-settings';
import { PageFrame } from '../../components/PageFrame';
import { usePersonalView } from './use-personal-view';

/** /student-personal-settings and /set-user: profile, avatar and face, password, phone. */
export function SettingsPage() {
  const { view, title } = usePersonalView('settings');
  return (
    <PageFrame title={title}>
      <ReaderSettings section={view?.section} />
    </PageFrame>
  );
}
