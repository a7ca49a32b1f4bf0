import { useSearchParams } from 'react-router';
import { Composition } from '../../../widgets/composition';
import { PageFrame } from '../../components/PageFrame';
import { usePersonalView } from './use-personal-view';

/**
 * /student-composition and /student-reading-notes (the student's list), /student-writting
 * (a new piece at once; ?kind=note for a reading note, ?id= to open one): lp-composition.
 */
export function WritingPage() {
  const { view, title } = usePersonalView('writing');
  const [params] = useSearchParams();
  const kind = params.get('kind') === 'note' ? 'note' : view?.writing;
  return (
    <PageFrame title={title}>
      <Composition
        // A new route (list ↔ write) starts the widget afresh.
        key={`${view?.writing}-${view?.view}-${params.toString()}`}
        kind={kind}
        view={view?.view}
        pieceid={params.get('id') ?? undefined}
      />
    </PageFrame>
  );
}
