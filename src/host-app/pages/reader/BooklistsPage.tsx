import { useSearchParams } from 'react-router';
import { Booklists } from '../../../widgets/booklists';
import { PageFrame } from '../../components/PageFrame';
import { usePersonalView } from './use-personal-view';

/**
 * /my-booklist and /student-book-list: the reader's booklists; `?reader=<id>` (the follows
 * page links so) shows that reader's public lists instead.
 */
export function BooklistsPage() {
  const { title } = usePersonalView('booklists');
  const [params] = useSearchParams();
  return (
    <PageFrame title={title}>
      <Booklists reader={params.get('reader') ?? undefined} />
    </PageFrame>
  );
}
