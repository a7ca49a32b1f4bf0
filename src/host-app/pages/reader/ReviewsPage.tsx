import { useSearchParams } from 'react-router';
import { Reviews } from '../../../widgets/reviews';
import { PageFrame } from '../../components/PageFrame';
import { usePersonalView } from './use-personal-view';

/**
 * /student-review (my reviews), /write-review?bookid=&id= (write or edit one) and
 * /book-review-comment?bookid= (a book's reviews): lp-reviews in the route's view.
 */
export function ReviewsPage() {
  const { view, title } = usePersonalView('reviews');
  const [params] = useSearchParams();
  return (
    <PageFrame title={title}>
      <Reviews
        view={view?.view}
        bookid={params.get('bookid') ?? undefined}
        reviewid={params.get('id') ?? undefined}
      />
    </PageFrame>
  );
}
