import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CollectionOverview, type OverviewState } from '../../../widgets/collection-overview';
import { PageFrame } from '../../components/PageFrame';

/**
 * /notes?type=&locationid=: the collection overview (it takes `type` and `locationid`).
 * `type` is the view (`location` or `category`), `locationid` the location whose categories
 * are shown; the reader's changes replace the URL so a reload or a shared link shows the same.
 */
export function NotesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const show = ({ type, locationid }: OverviewState) =>
    setParams(locationid === undefined ? { type } : { type, locationid: String(locationid) }, {
      replace: true,
    });
  return (
    <PageFrame title={t('routes.notes')} titleHidden>
      <CollectionOverview
        type={params.get('type') ?? undefined}
        locationid={params.get('locationid') ?? undefined}
        onStateChange={show}
      />
    </PageFrame>
  );
}
