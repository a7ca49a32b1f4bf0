import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MediaPlayer } from '../../../widgets/media-player';
import { StoryMedia } from '../../../widgets/story-media';
import { PageFrame } from '../../components/PageFrame';

/** /storyTelling: every story, video and album the reader may see (lp-story-media). */
export function StoryTellingPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('routes.storyTelling')} titleHidden>
      <StoryMedia kind="all" heading={t('routes.storyTelling')} />
    </PageFrame>
  );
}

/** /album: the same, the albums first. */
export function AlbumPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('routes.album')} titleHidden>
      <StoryMedia kind="album" heading={t('routes.album')} />
    </PageFrame>
  );
}

/** /player?id=: one of them, played or shown (lp-media-player). */
export function PlayerPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? '') || undefined;
  return (
    <PageFrame title={t('routes.player')} titleHidden>
      <MediaPlayer key={id} mediaId={id} />
    </PageFrame>
  );
}
